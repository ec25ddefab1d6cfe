import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Genealogy, RecallRow } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { openpyxl } from '../support/openpyxl';

type Recall = { list: RecallRow[]; sns: number; reels: string[]; truncated: boolean };
type Dash = {
  hours: { hour: string; output: number; plan: number }[];
  lines: { fnumber: string; output: number }[];
  fpy: { fnumber: string; first_total: number; first_pass: number; fpy: number | null }[];
  wip: { fnumber: string; units: number }[];
  pareto: { code: string; count: number }[];
  orders: { fbillno: string; pass: number; fail: number }[];
};

const V1 = '/api/v1/product_coll/product_track';
const DASH = '/api/v1/stat/dashboard';
const T = (hhmm: string) => `2026-01-01T${hhmm}:00Z`;

// The genealogy (backward from a serial, forward from a reel, lot or material) on a feeding history written by hand,
// and the dashboard's figures and layout calls.
describe('genealogy and supervisor dashboard', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let sn: string[];
  let icitem: Record<string, number>;
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);

  beforeAll(async () => {
    hub = await startBuiltHub('genealogy', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    sn = ids.sns.slice(150, 160);
    icitem = Object.fromEntries(
      (
        await q(`SELECT fnumber, id FROM icitem WHERE fnumber IN ('M-R0402-10K', 'M-C0603-100N', 'M-MCU-STM32')`)
      ).rows.map((r: { fnumber: string; id: number }) => [r.fnumber, r.id]),
    );
    const product = (await q('SELECT product_id FROM worder WHERE id = $1', [ids.worderId])).rows[0].product_id;
    const order = (
      await q(
        `INSERT INTO smt_order (fbillno, product_id, product_line_id, worder_id, fqty, status) VALUES ('SMT-G-1', $1, $2, $3, 10, 2) RETURNING id`,
        [product, ids.smtLineId, ids.worderId],
      )
    ).rows[0].id as number;
    const feeding = (
      await q(
        `INSERT INTO smt_feeding (fbillno, smt_order_id, product_line_id) VALUES ('FD-G-1', $1, $2) RETURNING id`,
        [order, ids.smtLineId],
      )
    ).rows[0].id as number;
    const log = (
      at: string,
      step: string,
      slot: string,
      barcode: string | null,
      item: string | null,
      prev: string | null,
      verdict = 'pass',
    ) =>
      q(
        `INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, barcode, icitem_id, prev_barcode, verdict, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [feeding, order, ids.smtLineId, step, slot, barcode, item ? icitem[item] : null, prev, verdict, at],
      );
    // slot 1-01: R1 loaded, R3 spliced onto it, changed to R4, unloaded at noon; slot 1-02: R2 until 11:00 (a failed
    // scan of RX in between changes nothing)
    await log(T('08:00'), 'scanning', '1-01', 'R1', 'M-R0402-10K', null);
    await log(T('08:00'), 'scanning', '1-02', 'R2', 'M-C0603-100N', null);
    await log(T('08:20'), 'scanning', '1-02', 'RX', 'M-C0603-100N', null, 'fail');
    await log(T('09:00'), 'splicing', '1-01', 'R3', 'M-R0402-10K', 'R1');
    await log(T('10:00'), 'changing', '1-01', 'R4', 'M-R0402-10K', 'R3');
    await log(T('11:00'), 'unloading', '1-02', null, null, null);
    await log(T('12:00'), 'unloading', '1-01', null, null, null);
    // panels: P1 at 08:30 (sn0), P2 at 09:30 (sn1), P3 at 10:30 (sn2, sn3)
    const panel = async (barcode: string, at: string, sns: string[]) => {
      await q(
        `INSERT INTO smt_board_station_log (barcode, smt_order_id, station_id, product_line_id, result, created_at)
               VALUES ($1, $2, $3, $4, 1, $5)`,
        [barcode, order, ids.stations['SMT-01-MNT'], ids.smtLineId, at],
      );
      for (const [i, s] of sns.entries())
        await q('INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ($1, $2, $3, $4)', [
          barcode,
          s,
          i + 1,
          order,
        ]);
    };
    await panel('P1', T('08:30'), [sn[0]]);
    await panel('P2', T('09:30'), [sn[1]]);
    await panel('P3', T('10:30'), [sn[2], sn[3]]);
    // sn0 and sn4 report at stations; sn4 has no panel: its first report (moved to 10:45) is its placement
    for (const s of [sn[0], sn[4]])
      await api.ok(CALL_OF['ASSY-01-DL'], { sn: s, station_id: ids.stations['ASSY-01-DL'], result: 1, operator: 'g' });
    await api.ok(CALL_OF['ASSY-01-GT'], {
      sn: sn[0],
      station_id: ids.stations['ASSY-01-GT'],
      result: 1,
      operator: 'g',
      test_items: [{ name: 'vbat', value: '3.4', result: 1 }],
    });
    await q(`UPDATE station_log SET created_at = $2 WHERE sn = $1`, [sn[4], T('10:45')]);
    await q(`UPDATE station_log SET created_at = $2 WHERE sn = $1`, [sn[0], T('13:00')]);
    // a part bound to sn0, its lot known to the ledger; sn0 and sn1 in box B-G1 on pallet PL-G1
    await q(`INSERT INTO material_binding (sn, worder_id, icitem_id, barcode) VALUES ($1, $2, $3, 'MCU-001')`, [
      sn[0],
      ids.worderId,
      icitem['M-MCU-STM32'],
    ]);
    const factory = (await q('SELECT id FROM factory LIMIT 1')).rows[0].id;
    const stock = (
      await q(`INSERT INTO stock (fnumber, fname, factory_id) VALUES ('WH-G', 'G', $1) RETURNING id`, [factory])
    ).rows[0].id;
    const pallet = (await q(`INSERT INTO pallet (fnumber) VALUES ('PL-G1') RETURNING id`)).rows[0].id;
    const box = (
      await q(
        `INSERT INTO box (fnumber, worder_id, product_id, pallet_id, fqty) VALUES ('B-G1', $1, $2, $3, 2) RETURNING id`,
        [ids.worderId, product, pallet],
      )
    ).rows[0].id;
    for (const s of [sn[0], sn[1]]) await q('INSERT INTO box_item (box_id, sn) VALUES ($1, $2)', [box, s]);
    const move = (item: string, barcode: string, batch: string, boxId: number | null) =>
      q(
        `INSERT INTO stock_movement (doc_type, doc_id, bill_type, stock_id, icitem_id, batch_no, box_id, barcode, fqty)
         VALUES ('test', 1, 1, $1, $2, $3, $4, $5, 1)`,
        [stock, icitem[item], batch, boxId, barcode],
      );
    await move('M-R0402-10K', 'R1', 'LOT-A', null);
    await move('M-R0402-10K', 'R3', 'LOT-B', null);
    await move('M-MCU-STM32', 'MCU-001', 'LOT-M', null);
    await move('M-R0402-10K', '', '', box);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  const reels = (g: Genealogy) => Object.fromEntries(g.smt[0].reels.map((r) => [r.slot, r]));

  it('backward: the reels on each slot when the board was placed, with splices and lots', async () => {
    const g0 = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[0] });
    expect(g0.order.fbillno).toBe('WO-DEMO-0001');
    expect(g0.smt).toHaveLength(1);
    expect(g0.smt[0]).toMatchObject({ panel_barcode: 'P1', placed_at: new Date(T('08:30')).toISOString() });
    expect(reels(g0)).toMatchObject({
      '1-01': { barcode: 'R1', step: 'scanning', spliced_from: null, lots: ['LOT-A'] },
      '1-02': { barcode: 'R2', step: 'scanning', lots: [] },
    });
    expect(g0.station_logs.map((l) => l.station.fnumber)).toEqual(['ASSY-01-DL', 'ASSY-01-GT']);
    expect(g0.station_logs[1].test_items.map((i) => i.name)).toEqual(['vbat']);
    expect(g0.parts).toMatchObject([{ barcode: 'MCU-001', icitem: { fnumber: 'M-MCU-STM32' }, lots: ['LOT-M'] }]);
    expect(g0.box).toMatchObject({ fnumber: 'B-G1', pallet: { fnumber: 'PL-G1' } });
    expect(g0.movements).toMatchObject([{ box_fnumber: 'B-G1' }]);
    expect(g0.repairs).toEqual([]);

    // a splice: the new reel and the one it was spliced onto; both lots
    const g1 = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[1] });
    expect(reels(g1)['1-01']).toMatchObject({ barcode: 'R3', step: 'splicing', spliced_from: 'R1' });
    expect([...reels(g1)['1-01'].lots].sort()).toEqual(['LOT-A', 'LOT-B']);
    // a change replaces the reel
    const g2 = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[3] });
    expect(reels(g2)['1-01']).toMatchObject({ barcode: 'R4', step: 'changing', spliced_from: null });
    // no panel: placed at its first report (10:45): R4 and R2, the failed RX scan never counts
    const g4 = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[4] });
    expect(g4.smt[0]).toMatchObject({ panel_barcode: null, placed_at: new Date(T('10:45')).toISOString() });
    expect(g4.smt[0].reels.map((r) => [r.slot, r.barcode])).toEqual([
      ['1-01', 'R4'],
      ['1-02', 'R2'],
    ]);
    // never reported, no panel: no placement time, no reels
    const g9 = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[9] });
    expect(g9.smt[0]).toMatchObject({ placed_at: null, reels: [] });
    expect(g9.box).toBeNull();
  });

  it('forward: a reel, a lot, a material and a bound part give the serials and boxes that may hold them', async () => {
    const sns = async (body: Record<string, unknown>) =>
      [...new Set((await api.ok<Recall>(`${V1}/recall`, body)).list.map((r) => r.sn))].sort();
    const s = (...i: number[]) => i.map((k) => sn[k]).sort();
    expect(await sns({ barcode: 'R1' })).toEqual(s(0, 1)); // sn1 was placed while R1 ran out behind the splice
    expect(await sns({ barcode: 'R3' })).toEqual(s(1));
    expect(await sns({ barcode: 'R4' })).toEqual(s(2, 3, 4));
    expect(await sns({ barcode: 'R2' })).toEqual(s(0, 1, 2, 3, 4));
    expect(await sns({ barcode: 'RX' })).toEqual([]);
    expect(await sns({ lot: 'LOT-A' })).toEqual(s(0, 1));
    expect(await sns({ lot: 'LOT-B', icitem_id: icitem['M-C0603-100N'] })).toEqual([]);
    expect(await sns({ icitem_id: icitem['M-R0402-10K'] })).toEqual(s(0, 1, 2, 3, 4));
    expect(await sns({ icitem_id: icitem['M-MCU-STM32'] })).toEqual(s(0));

    const r1 = await api.ok<Recall>(`${V1}/recall`, { barcode: 'R1' });
    expect(r1.list.find((r) => r.sn === sn[0])).toMatchObject({
      via: 'reel',
      slot: '1-01',
      box_fnumber: 'B-G1',
      pallet_fnumber: 'PL-G1',
    });
    expect(r1.sns).toBe(2);
    const bound = await api.ok<Recall>(`${V1}/recall`, { barcode: 'MCU-001' });
    expect(bound.list).toMatchObject([
      { sn: sn[0], via: 'binding', box_fnumber: 'B-G1', repairs: 0, taken_out_by_repair: null },
    ]);

    // every SN the backward genealogy shows on R2 is on R2's recall list (the two directions agree)
    for (const k of [0, 1, 2, 3, 4]) {
      const g = await api.ok<Genealogy>(`${V1}/genealogy`, { sn: sn[k] });
      const onSlots = g.smt.flatMap((p) => p.reels.flatMap((r) => [r.barcode, r.spliced_from]));
      for (const reel of ['R1', 'R3', 'R4'])
        expect(onSlots.includes(reel)).toBe((await sns({ barcode: reel })).includes(sn[k]));
    }
  });

  it('exports the recall list as xlsx, and refuses bad input naming the field', async () => {
    const file = await api.ok<Buffer>(`${V1}/recall/export`, { barcode: 'R2', locale: 'en-US' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Serial number');
    expect(sheet.rowCount).toBe(1 + 5);
    const [opened] = await openpyxl(file);
    expect(opened).toMatchObject({ name: 'Recall', freeze: 'A2', bold_header: true, max_row: 6 });
    expect(opened.rows[0]).toEqual([
      'Serial number',
      'Work order',
      'Via',
      'Material barcode',
      'Slot',
      'SMT order',
      'Box',
      'Pallet',
      'Finished',
      'Repairs',
      'Taken out in repair',
    ]);
    expect(sn).toContain(opened.rows[1][0]);
    expect(opened.rows[1].slice(2, 6)).toEqual(['reel', 'R2', '1-02', 'SMT-G-1']);
    expect(opened.rows[1].slice(8, 10)).toEqual([expect.any(Boolean), expect.any(Number)]);
    expect(Object.values(opened.widths)).toEqual(Array(11).fill(22));
    const bad = async (path: string, body: unknown) => (await api.call(path, body)).msg;
    expect(await bad(`${V1}/recall`, {})).toMatch(/^barcode: /);
    expect(await bad(`${V1}/recall`, { barcode: 'R1', lot: 'x' })).toMatch(/^barcode: /);
    expect(await bad(`${V1}/recall`, { icitem_id: -1 })).toMatch(/^icitem_id: /);
    expect(await bad(`${V1}/recall/export`, { barcode: 'R1', locale: 'fr' })).toMatch(/^locale: /);
    expect(await bad(`${V1}/genealogy`, { sn: 'NOPE' })).toMatch(/^sn: /);
  });

  it('dashboard: output per hour against plan, FPY per station, WIP per stage, defect Pareto, orders', async () => {
    const day = '2026-01-02';
    await q('UPDATE worder SET plan_start_at = NULL, plan_end_at = NULL');
    await q(`UPDATE worder SET plan_start_at = $2, plan_end_at = $3 WHERE id = $1`, [
      ids.worderId,
      `${day}T08:00:00Z`,
      `${day}T12:00:00Z`,
    ]);
    const fqty = (await q('SELECT fqty FROM worder WHERE id = $1', [ids.worderId])).rows[0].fqty as number;
    await q(
      `INSERT INTO proj_line_hour (product_line_id, hour, pass, fail, output) VALUES ($1, $2, 9, 1, 7), ($1, $3, 4, 0, 3)`,
      [ids.lineId, `${day}T08:00:00Z`, `${day}T09:00:00Z`],
    );
    const d = await api.ok<Dash>(`${DASH}/data`, {
      from: `${day}T07:00:00Z`,
      to: `${day}T13:00:00Z`,
      product_line_id: ids.lineId,
    });
    expect(d.hours.map((h) => [h.hour.slice(11, 13), h.output, h.plan])).toEqual([
      ['07', 0, 0],
      ['08', 7, fqty / 4],
      ['09', 3, fqty / 4],
      ['10', 0, fqty / 4],
      ['11', 0, fqty / 4],
      ['12', 0, 0],
    ]);
    expect(d.lines.find((l) => l.fnumber === 'ASSY-01')!.output).toBe(10);

    // three fresh units now: a pass; a fail with a failing item then a pass; a pass then a fail at GT without items
    const before = await api.ok<Dash>(`${DASH}/data`, { product_line_id: ids.lineId });
    const gtBefore = before.wip.find((w) => w.fnumber === 'ASSY-01-GT')?.units ?? 0;
    const from = new Date(Date.now() - 60_000).toISOString();
    const [a, b, c] = ids.sns.slice(170, 173);
    const dl = (s: string, result: number, items: unknown[] = []) =>
      api.ok(CALL_OF['ASSY-01-DL'], {
        sn: s,
        station_id: ids.stations['ASSY-01-DL'],
        result,
        operator: 'd',
        test_items: items,
      });
    await dl(a, 1);
    await dl(b, 2, [{ name: 'flash', value: 'x', result: 2 }]);
    await dl(b, 1);
    await dl(c, 1);
    await api.ok(CALL_OF['ASSY-01-GT'], { sn: c, station_id: ids.stations['ASSY-01-GT'], result: 2, operator: 'd' });
    const to = new Date(Date.now() + 60_000).toISOString();
    const now = await api.ok<Dash>(`${DASH}/data`, { from, to, product_line_id: ids.lineId });
    expect(now.fpy.map((f) => [f.fnumber, f.first_total, f.first_pass, f.fpy])).toEqual([
      ['ASSY-01-DL', 3, 2, 0.6667],
      ['ASSY-01-GT', 1, 0, 0],
    ]);
    expect(now.pareto).toEqual([
      { code: 'NO_ITEM', count: 1 },
      { code: 'flash', count: 1 },
    ]);
    expect(now.wip.find((w) => w.fnumber === 'ASSY-01-GT')!.units).toBe(gtBefore + 3);
    expect(now.orders).toEqual([{ id: ids.worderId, fbillno: 'WO-DEMO-0001', pass: 3, fail: 2 }]);
    const atGt = await api.ok<Dash>(`${DASH}/data`, { from, to, station_id: ids.stations['ASSY-01-GT'] });
    expect(atGt.orders).toEqual([{ id: ids.worderId, fbillno: 'WO-DEMO-0001', pass: 0, fail: 1 }]);
    expect(atGt.pareto).toEqual([{ code: 'NO_ITEM', count: 1 }]);

    const bad = async (body: unknown) => (await api.call(`${DASH}/data`, body)).msg;
    expect(await bad({ from: to, to: from })).toMatch(/^to: /);
    expect(await bad({ from: '2026-01-01', to: '2026-03-01' })).toMatch(/^to: /);
    expect(await bad({ product_line_id: 'x' })).toMatch(/^product_line_id: /);
  });

  it('dashboard layout: per user, kept, validated', async () => {
    expect(await api.ok(`${DASH}/layout/get`)).toEqual({ layout: null, updated_at: null });
    const layout = [
      { i: 'output', x: 0, y: 0, w: 8, h: 4 },
      { i: 'pareto', x: 8, y: 0, w: 4, h: 4 },
    ];
    await api.ok(`${DASH}/layout/save`, { layout });
    expect((await api.ok<{ layout: unknown }>(`${DASH}/layout/get`)).layout).toEqual(layout);
    const other = new ApiClient(hub.baseUrl);
    await other.login('admin', 'admin');
    expect((await other.ok<{ layout: unknown }>(`${DASH}/layout/get`)).layout).toEqual(layout); // same user, other desk
    const bad = async (body: unknown) => (await api.call(`${DASH}/layout/save`, body)).msg;
    expect(await bad({ layout: [{ i: 'nope', x: 0, y: 0, w: 1, h: 1 }] })).toMatch(/^layout\[0\]\.i: /);
    expect(await bad({ layout: [{ i: 'fpy', x: 10, y: 0, w: 4, h: 1 }] })).toMatch(/^layout\[0\]\.w: /);
    expect(await bad({ layout: [layout[0], layout[0]] })).toMatch(/^layout\[1\]\.i: /);
    expect(await bad({ layout: 'x' })).toMatch(/^layout: /);
    expect((await api.ok<{ layout: unknown }>(`${DASH}/layout/get`)).layout).toEqual(layout);
    await api.ok(`${DASH}/layout/reset`);
    expect((await api.ok<{ layout: unknown }>(`${DASH}/layout/get`)).layout).toBeNull();
  });
});

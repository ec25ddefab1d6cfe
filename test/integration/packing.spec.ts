import { PACKING_CALLS, packingUrl, type PackAnswer, type TryBoxAnswer } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { eventually } from '../support/test-env';
import { parseZpl } from '../support/zpl-parser';
import { BOX_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';
import { ProductionFixture, sheetRows, type Row } from './product-mgt-fixtures';

const PACK = packingUrl(PACKING_CALLS.autoPack);
const TRY = packingUrl(PACKING_CALLS.tryBox);
const SUB = packingUrl(PACKING_CALLS.subtract);
const JOIN = packingUrl(PACKING_CALLS.subjoin);
const PRINT = packingUrl(PACKING_CALLS.print);
const DEVICE = '/api/v1/stock_mgt/clodop_device';

// Packing (docs/packing.md): units into boxes by the plan's quantity, the routing rules at the packing station,
// 1401/1502/1503/1504/1505, box_subtract/subjoin/export, check-weighing, calibration, printers and labels over TCP.
describe('packing', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: ProductionFixture;
  let printer: ZplListener;
  let pack: number; // ASSY-01-PACK, with a ZPL printer on the listener
  let bare: number; // a second packing station on ASSY-01 without a printer
  let boxLabel: Row;

  const station = async (fnumber: string, line: number, fn: string) => {
    const f = await api.ok<{ list: Row[] }>('/api/v1/basicdata/station_function/list', { filter: `fnumber:${fn}` });
    return (
      await api.ok<Row>('/api/v1/basicdata/station/create', {
        fnumber,
        fname: fnumber,
        product_line_id: line,
        station_function_id: f.list[0].id,
      })
    ).id;
  };

  /** a working order of `n` units that finished a one-station flow, with a plan of boxes of `qty`. */
  const packableOrder = async (n: number, qty = 5, plan = true, flow = ['ASSY-01-DL']) => {
    const order = await fx.newWorkOrder({ workflow_id: (await fx.newWorkflow(flow)).id, fqty: n });
    await fx.setStatus('worder', order.id, 2);
    const sns = Array.from({ length: n }, (_, i) => `PK${token(3)}${String(i).padStart(3, '0')}`);
    for (const sn of sns) {
      await fx.db.query('INSERT INTO worder_sn (worder_id, sn) VALUES ($1, $2)', [order.id, sn]);
      if (!flow.includes('ASSY-01-PACK'))
        await fx.db.query(
          `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result) VALUES ($1, $2, $3, 2, true, 1)`,
          [sn, order.id, order.workflow_id],
        );
    }
    if (plan)
      await api.ok('/api/v1/product_mgt/packaging_plan/create', {
        fnumber: `PP-${token(3)}`,
        fname: 'plan',
        product_id: fx.productId,
        worder_id: order.id,
        entries: [{ level: 'box', qty, weight: 5.4, tolerance: 0.1, label_design_id: boxLabel.id }],
      });
    return { order, sns };
  };

  const packAt = (stationId: number, sn: string, extra: Record<string, unknown> = {}) =>
    api.call<PackAnswer>(PACK, { sn, station_id: stationId, operator: 'op', ...extra });

  beforeAll(async () => {
    hub = await startBuiltHub('packing', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await ProductionFixture.open(hub, api);
    printer = await ZplListener.start();
    pack = fx.station('ASSY-01-PACK');
    bare = await station(`PACK-${token(3)}`, fx.lineId, 'PACKING');
    await api.ok(`${DEVICE}/create`, {
      fnumber: `ZP-${token(3)}`,
      fname: 'zebra',
      kind: 'zpl',
      host: '127.0.0.1',
      port: printer.port,
      station_id: pack,
    });
    boxLabel = await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `BOXL-${token(3)}`,
      fname: 'box label',
      ...BOX_LABEL_DESIGN,
    });
  }, 120_000);

  afterAll(async () => {
    await printer?.close();
    await fx?.close();
    await hub?.stop();
  });

  it('fills boxes to the plan quantity, closes them and prints their label over TCP', async () => {
    const { order, sns } = await packableOrder(12);
    const answers: PackAnswer[] = [];
    for (const sn of sns) {
      const a = await packAt(pack, sn);
      expect(a).toMatchObject({ err: 0 });
      answers.push(a.data);
    }
    const fb = order.fbillno as string;
    expect(answers.map((a) => [a.box.fnumber, a.box.fqty, a.box.status, a.closed])).toEqual([
      ...[1, 2, 3, 4].map((n) => [`${fb}-B0001`, n, 1, false]),
      [`${fb}-B0001`, 5, 2, true],
      ...[1, 2, 3, 4].map((n) => [`${fb}-B0002`, n, 1, false]),
      [`${fb}-B0002`, 5, 2, true],
      [`${fb}-B0003`, 1, 1, false],
      [`${fb}-B0003`, 2, 1, false],
    ]);
    expect(answers[4].box.sns).toEqual(sns.slice(0, 5));
    expect(answers[4].label).toMatchObject({ sent: 'printer', bytes: expect.any(Number) });
    const labels = await eventually('two box labels', async () =>
      printer.jobs.length >= 2 ? printer.jobs.map(parseZpl) : null,
    );
    const barcodes = labels.map((l) => l.fields.find((f) => f.kind === 'code128')?.data);
    expect(barcodes).toEqual(expect.arrayContaining([`${fb}-B0001`, `${fb}-B0002`]));
    expect(labels[0].fields.find((f) => f.kind === 'text')?.data).toBe('QTY 5');
    const db = await fx.db.query<{ fnumber: string; fqty: string; status: number; n: string }>(
      `SELECT b.fnumber, b.fqty, b.status, (SELECT count(*) FROM box_item i WHERE i.box_id = b.id) AS n
       FROM box b WHERE b.worder_id = $1 ORDER BY b.id`,
      [order.id],
    );
    expect(db.rows.map((r) => [Number(r.fqty), r.status, Number(r.n)])).toEqual([
      [5, 2, 5],
      [5, 2, 5],
      [2, 1, 2],
    ]);
  });

  it('answers 1504 for a unit already packed, and the first answer again for a repeated key', async () => {
    const { sns } = await packableOrder(2);
    const first = await packAt(pack, sns[0], { idempotency_key: 'k-1504' });
    expect(first.err).toBe(0);
    expect(await packAt(pack, sns[0], { idempotency_key: 'k-1504' })).toMatchObject({
      err: 0,
      data: { repeated: true, box: { id: first.data.box.id, fqty: 1 } },
    });
    const again = await packAt(bare, sns[0]);
    expect(again).toMatchObject({ err: 1504, msg: expect.stringContaining(first.data.box.fnumber) });
  });

  it('keeps every box right when stations race, and packs a unit sent twice at once only once', async () => {
    const { order, sns } = await packableOrder(23, 4);
    const sends = [...sns, ...sns.slice(0, 6)].map((sn, i) => packAt(i % 2 ? pack : bare, sn));
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a.err === 0)).toHaveLength(23);
    expect(answers.filter((a) => a.err === 1504)).toHaveLength(6);
    const boxes = await fx.db.query<{ capacity: number; fqty: string; status: number; n: string }>(
      `SELECT b.capacity, b.fqty, b.status, (SELECT count(*) FROM box_item i WHERE i.box_id = b.id) AS n
       FROM box b WHERE b.worder_id = $1`,
      [order.id],
    );
    let total = 0;
    for (const b of boxes.rows) {
      expect(Number(b.fqty)).toBe(Number(b.n));
      expect(Number(b.n)).toBeLessThanOrEqual(4);
      expect(b.status).toBe(Number(b.n) === 4 ? 2 : 1);
      total += Number(b.n);
    }
    expect(total).toBe(23);
    // at most one open box per station
    expect(boxes.rows.filter((b) => b.status === 1).length).toBeLessThanOrEqual(2);
  });

  it('refuses what may not be packed: 1503, 1505, 1213, 1211, 1215, 1214, 1216 and bad input', async () => {
    const noPlan = await packableOrder(1, 5, false);
    expect(await packAt(pack, noPlan.sns[0])).toMatchObject({
      err: 1503,
      msg: expect.stringContaining('no packaging plan'),
    });
    const boxless = await packableOrder(1, 5, false);
    await api.ok('/api/v1/product_mgt/packaging_plan/create', {
      fnumber: `PP-${token(3)}`,
      fname: 'units only',
      product_id: fx.productId,
      worder_id: boxless.order.id,
      entries: [{ level: 'unit', qty: 1 }],
    });
    expect(await packAt(pack, boxless.sns[0])).toMatchObject({
      err: 1503,
      msg: expect.stringContaining('no box level'),
    });
    const { order, sns } = await packableOrder(4);
    expect(await packAt(fx.station('ASSY-01-DL'), sns[0])).toMatchObject({ err: 1505 });
    expect(await packAt(pack, 'NO-SUCH-SN')).toMatchObject({ err: 1213 });
    await fx.setStatus('worder', order.id, 3);
    expect(await packAt(pack, sns[0])).toMatchObject({ err: 1211, msg: expect.stringContaining('paused') });
    await fx.setStatus('worder', order.id, 2);
    await fx.db.query('UPDATE sn_state SET done = false, next_seq = 1 WHERE sn = $1', [sns[1]]);
    expect(await packAt(pack, sns[1])).toMatchObject({ err: 1215, msg: expect.stringContaining('ASSY-01-DL') });
    const smtLine = await fx.db.query<{ id: number }>("SELECT id FROM product_line WHERE fnumber = 'SMT-01'");
    const elsewhere = await station(`PACK-${token(3)}`, smtLine.rows[0].id, 'PACKING');
    expect(await packAt(elsewhere, sns[2])).toMatchObject({ err: 1214 });
    expect(await api.call(PACK, { station_id: pack })).toMatchObject({ err: 400, msg: expect.stringMatching(/^sn:/) });
    expect(await api.call(PACK, { sn: sns[3] })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^station_id:/),
    });
    expect(await api.call(PACK, { sn: sns[3], station_id: pack, nope: 1 })).toMatchObject({
      err: 400,
      msg: 'nope: unknown field',
    });

    // a packing station inside the flow reports there: 1215 before the step before it, 1216 once passed
    const inFlow = await packableOrder(1, 5, true, ['ASSY-01-DL', 'ASSY-01-PACK']);
    const sn = inFlow.sns[0];
    expect(await packAt(pack, sn)).toMatchObject({ err: 1215 });
    await fx.db.query(
      `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result) VALUES ($1, $2, $3, 2, false, 1)`,
      [sn, inFlow.order.id, inFlow.order.workflow_id],
    );
    const packed = await packAt(pack, sn);
    expect(packed.err).toBe(0);
    const log = await fx.db.query('SELECT source, result FROM station_log WHERE sn = $1', [sn]);
    expect(log.rows).toEqual([{ source: 'packing', result: 1 }]);
    expect(await fx.snState(sn)).toMatchObject({ done: true });
    await api.ok(SUB, { box: packed.data.box.fnumber, sn });
    expect(await packAt(pack, sn)).toMatchObject({ err: 1216 });
    expect(await api.call(JOIN, { box: packed.data.box.fnumber, sn })).toMatchObject({
      err: 0,
      data: { box: { fqty: 1 } },
    });
  });

  it('confirms a box by its label (1401) and weighs a closed box against the plan (1502)', async () => {
    const { sns } = await packableOrder(3, 3);
    let last: PackAnswer | undefined;
    for (const sn of sns) last = (await packAt(bare, sn)).data;
    const box = last!.box;
    const other = await packableOrder(1, 3);
    const otherBox = (await packAt(bare, other.sns[0])).data.box;
    expect(await api.call(TRY, { station_id: bare, box: 'NOT-A-BOX' })).toMatchObject({
      err: 1401,
      msg: 'box: box label NOT-A-BOX names no box',
    });
    expect(await api.call(TRY, { station_id: bare, box: otherBox.fnumber, box_id: box.id })).toMatchObject({
      err: 1401,
      msg: `box: the label scanned is box ${otherBox.fnumber}, not box ${box.fnumber}`,
    });
    expect(await api.call(TRY, { station_id: bare, box: box.fnumber, sn: other.sns[0] })).toMatchObject({ err: 1401 });
    expect(await api.call(TRY, { station_id: bare, box: otherBox.fnumber, weight: 2 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^weight: .*only a closed box is weighed/),
    });
    const out = await api.call(TRY, { station_id: bare, box: box.fnumber, box_id: box.id, weight: 5.65 });
    expect(out).toMatchObject({
      err: 1502,
      msg: `box ${box.fnumber} weighs 5.65 kg: expected 5.4 kg ± 0.1 kg (over by 0.25 kg)`,
      data: { expected: 5.4, measured: 5.65, tolerance: 0.1 },
    });
    expect((await fx.db.query('SELECT weight FROM box WHERE id = $1', [box.id])).rows[0].weight).toBeNull();
    const within = await api.call<TryBoxAnswer>(TRY, { station_id: bare, box: box.fnumber, weight: 5.3 });
    expect(within).toMatchObject({
      err: 0,
      data: { box: { weight: 5.3 }, weighing: { reason: 'within', deviation: -0.1 } },
    });
    expect(await api.call(TRY, { station_id: fx.station('ASSY-01-DL'), box: box.fnumber })).toMatchObject({
      err: 1505,
    });
  });

  it('takes units out of and back into open and closed boxes, and exports a box', async () => {
    const { sns } = await packableOrder(4, 3);
    const answers = [];
    for (const sn of sns) answers.push((await packAt(bare, sn)).data);
    const closed = answers[2].box;
    const open = answers[3].box;
    const out = await api.call<PackAnswer>(SUB, { box: closed.fnumber, sn: sns[1] });
    expect(out).toMatchObject({ err: 0, data: { box: { fqty: 2, status: 1, sns: [sns[0], sns[2]] } } });
    expect(await api.call(SUB, { box: closed.fnumber, sn: sns[1] })).toMatchObject({
      err: 1401,
      msg: `sn: serial number ${sns[1]} is not in box ${closed.fnumber}`,
    });
    expect(await api.call(JOIN, { box: open.fnumber, sn: sns[0] })).toMatchObject({ err: 1504 });
    const back = await api.call<PackAnswer>(JOIN, { box_id: closed.id, sn: sns[1], station_id: bare });
    expect(back).toMatchObject({ err: 0, data: { closed: true, box: { fqty: 3, status: 2 } } });
    // no printer at this station: the label is for the browser
    expect(back.data.label).toMatchObject({ sent: 'browser', printer: null });
    expect(await api.call(SUB, { box: open.fnumber, sn: sns[3] })).toMatchObject({
      err: 0,
      data: { box: { fqty: 0 } },
    });
    expect(await api.call(JOIN, { box: closed.fnumber, sn: sns[3] })).toMatchObject({
      err: 400,
      msg: `box: box ${closed.fnumber} is full (3 of 3)`,
    });
    await fx.db.query('UPDATE box SET status = 12 WHERE id = $1', [open.id]);
    expect(await api.call(JOIN, { box: open.fnumber, sn: sns[3] })).toMatchObject({
      err: 400,
      msg: expect.stringContaining('in stock'),
    });
    const log = await fx.db.query(
      'SELECT action, fqty_after::int AS q, status_after FROM box_item_log WHERE box_id = $1 ORDER BY id',
      [closed.id],
    );
    expect(log.rows.map((r) => [r.action, r.q, r.status_after])).toEqual([
      ['pack', 1, 1],
      ['pack', 2, 1],
      ['pack', 3, 2],
      ['subtract', 2, 1],
      ['subjoin', 3, 2],
    ]);
    const sheet = await api.call<Buffer>(packingUrl(PACKING_CALLS.export), { box: closed.fnumber, locale: 'en-US' });
    const rows = await sheetRows(sheet.data);
    expect(rows[0]).toEqual(['Box', 'Work order', 'Status', 'Quantity', 'Capacity', 'Weight (kg)', 'SN', 'Packed at']);
    expect(rows.slice(1).map((r) => r[6])).toEqual([sns[0], sns[2], sns[1]]);
    expect(await api.call(packingUrl(PACKING_CALLS.export), { box: 'NONE' })).toMatchObject({ err: 1401 });
  });

  it('records scale calibrations inside and outside their tolerance', async () => {
    const url = packingUrl(PACKING_CALLS.calibrate);
    expect(await api.call(url, { station_id: bare, reference_weight: 5, measured_weight: 5.004 })).toMatchObject({
      err: 0,
      data: { reference_weight: 5, measured_weight: 5.004, tolerance: 0.005, deviation: 0.004, result: 1 },
    });
    expect(
      await api.call(url, { station_id: bare, reference_weight: 5, measured_weight: 5.2, tolerance: 0.1, scale: 'S1' }),
    ).toMatchObject({ err: 0, data: { result: 2, scale: 'S1' } });
    const listed = await api.ok<{ list: Row[] }>('/api/v1/product_coll/calibration_weight/list', {
      filter: `station_id:${bare} sort:id-asc`,
    });
    expect(listed.list.map((r) => [r.measured_weight, r.result, r.scale])).toEqual([
      [5.004, 1, ''],
      [5.2, 2, 'S1'],
    ]);
    expect(await api.call(url, { station_id: bare, reference_weight: 0, measured_weight: 1 })).toMatchObject({
      err: 400,
      msg: 'reference_weight: must be above 0',
    });
    expect(await api.call(url, { station_id: bare, reference_weight: 1, measured_weight: -1 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^measured_weight:/),
    });
  });

  it('prints and reprints labels at the station printer, or hands the PDF to the browser', async () => {
    const { sns } = await packableOrder(1, 5);
    const box = (await packAt(pack, sns[0])).data.box;
    const before = printer.jobs.length;
    expect(await api.call(PRINT, { station_id: pack, box: box.fnumber, copies: 2 })).toMatchObject({
      err: 0,
      data: { sent: 'printer' },
    });
    const label = await eventually('the reprint', async () =>
      printer.jobs.length > before ? parseZpl(printer.jobs[before]) : null,
    );
    expect(label.copies).toBe(2);
    expect(label.fields.find((f) => f.kind === 'code128')?.data).toBe(box.fnumber);
    expect(label.fields.find((f) => f.kind === 'text')?.data).toBe('QTY 1');
    expect(
      await api.call('/api/v1/mes-console/print_label/print', { station_id: pack, box: box.fnumber }),
    ).toMatchObject({
      err: 0,
      data: { sent: 'printer' },
    });
    const pdf = await api.call<Buffer>(PRINT, { station_id: bare, box: box.fnumber });
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await api.call(packingUrl(PACKING_CALLS.printParams), { station_id: pack, box: box.fnumber })).toMatchObject(
      {
        err: 0,
        data: {
          target: 'box',
          label_design_id: boxLabel.id,
          values: { 'box.fnumber': box.fnumber, qty: '1' },
          printer: { kind: 'zpl' },
        },
      },
    );
    expect(await api.call(PRINT, { station_id: pack, box: 'NONE' })).toMatchObject({ err: 1401 });
    expect(await api.call(PRINT, { station_id: pack })).toMatchObject({ err: 400, msg: expect.stringMatching(/^sn:/) });
    expect(await api.call(PRINT, { station_id: pack, sn: sns[0] })).toMatchObject({ err: 1503 });
  });

  it("prints a pallet label from the pallet level of its boxes' plan", async () => {
    const palletLabel = await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `PLT-${token(3)}`,
      fname: 'pallet label',
      label_type: 'pallet',
      width_mm: 80,
      height_mm: 40,
      design: { elements: [{ type: 'barcode', x: 5, y: 5, symbology: 'code128', data: '${pallet.fnumber}' }] },
    });
    const { order, sns } = await packableOrder(2, 1, false);
    await api.ok('/api/v1/product_mgt/packaging_plan/create', {
      fnumber: `PP-${token(3)}`,
      fname: 'with pallets',
      product_id: fx.productId,
      worder_id: order.id,
      entries: [
        { level: 'box', qty: 1, label_design_id: boxLabel.id },
        { level: 'pallet', qty: 2, label_design_id: palletLabel.id },
      ],
    });
    const boxes: string[] = [];
    for (const sn of sns) boxes.push((await packAt(pack, sn)).data.box.fnumber);
    const pallet = `PAL-${token(3)}`;
    await api.ok('/api/v1/stock_mgt/pallet/create', { fnumber: pallet, boxes });
    const before = printer.jobs.length;
    expect(await api.call(PRINT, { station_id: pack, pallet })).toMatchObject({ err: 0, data: { sent: 'printer' } });
    const label = await eventually('the pallet label', async () =>
      printer.jobs.find((j, i) => i >= before && j.includes(pallet)),
    );
    expect(parseZpl(label).fields.find((f) => f.kind === 'code128')?.data).toBe(pallet);
    expect(await api.call(PRINT, { station_id: pack, pallet: 'NO-PALLET' })).toMatchObject({ err: 1401 });
    expect(await api.call(PRINT, { station_id: pack, pallet, box: boxes[0] })).toMatchObject({ err: 400 });
  });

  it('serves the package board its orders and boxes, and announces every box change', async () => {
    const { order, sns } = await packableOrder(3, 2);
    for (const sn of sns) expect((await packAt(bare, sn)).err).toBe(0);
    const board = await api.ok<{ list: { worder_id: number; fbillno: string; boxes: Row[] }[] }>(
      '/api/v1/kanban/package/list',
      { worder_id: order.id },
    );
    expect(board.list).toHaveLength(1);
    expect(board.list[0]).toMatchObject({ worder_id: order.id, fbillno: order.fbillno });
    expect(board.list[0].boxes.map((b) => [b.fqty, b.capacity, b.status])).toEqual([
      [2, 2, 2],
      [1, 2, 1],
    ]);
    expect(await api.call('/api/v1/kanban/package/list', { nope: 1 })).toMatchObject({ err: 400 });
    const ids = board.list[0].boxes.map((b) => b.id);
    const entries = await fx.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox WHERE topic = 'box.update' AND (payload->>'id')::int = ANY($1::int[])`,
      [ids],
    );
    expect(Number(entries.rows[0].n)).toBe(3);
  });

  it('keeps printers as clodop_device records', async () => {
    expect(await api.call(`${DEVICE}/create`, { fnumber: `ZP-${token(3)}`, fname: 'x', kind: 'zpl' })).toMatchObject({
      err: 400,
      msg: 'host: a ZPL printer needs its host (name or IP address)',
    });
    const pdf = await api.ok<Row>(`${DEVICE}/create`, { fnumber: `PDF-${token(3)}`, fname: 'browser', kind: 'pdf' });
    expect(pdf).toMatchObject({ kind: 'pdf', port: 9100, host: '' });
    expect(await api.ok<Row>(`${DEVICE}/update`, { id: pdf.id, fname: 'renamed' })).toMatchObject({ fname: 'renamed' });
    expect(
      (await api.ok<{ list: Row[] }>(`${DEVICE}/list`, { filter: `fnumber:${String(pdf.fnumber)}` })).list,
    ).toHaveLength(1);
    await api.ok(`${DEVICE}/delete`, { id: pdf.id });
  });
});

import { PACKING_CALLS, packingUrl, type PackAnswer } from '@mes/contracts';
import type { ApiClient } from '../support/api-client';
import { token } from '../support/resource-values';
import { eventually } from '../support/test-env';
import { parseZpl } from '../support/zpl-parser';
import type { ZplListener } from '../support/zpl-listener';
import { EXPORT_HEAD_EN, JOIN, PACK, PackingSuite, SUB } from './packing-fixture';
import { sheetRows, type ProductionFixture, type Row } from './product-mgt-fixtures';

// Packing (docs/packing.md): units into boxes by the plan's quantity, the routing rules at the packing station,
// 1503/1504/1505, box_subtract/subjoin/export, the package board. Weighing: packing-weighing.spec.ts; labels and
// printers: packing-labels.spec.ts; cartons and pallets: packing-levels.spec.ts.
describe('packing', () => {
  let s: PackingSuite;
  let api: ApiClient;
  let fx: ProductionFixture;
  let printer: ZplListener;
  let pack: number;
  let bare: number;
  const packableOrder = (...args: Parameters<PackingSuite['packableOrder']>) => s.packableOrder(...args);
  const packAt = (...args: Parameters<PackingSuite['packAt']>) => s.packAt(...args);
  const station = (...args: Parameters<PackingSuite['station']>) => s.station(...args);

  beforeAll(async () => {
    s = await PackingSuite.open('packing');
    api = s.api;
    fx = s.fx;
    printer = s.printer;
    pack = s.pack;
    bare = s.bare;
  }, 120_000);

  afterAll(async () => {
    await s?.close();
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
    expect(rows[0]).toEqual(EXPORT_HEAD_EN);
    expect(rows.slice(1).map((r) => r[6])).toEqual([sns[0], sns[2], sns[1]]);
    expect(await api.call(packingUrl(PACKING_CALLS.export), { box: 'NONE' })).toMatchObject({ err: 1401 });
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
});

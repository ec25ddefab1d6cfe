import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { token } from '../support/resource-values';
import { parseZpl } from '../support/zpl-parser';
import { REEL_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';
import { FlowKit, type Reel, type Row } from './material-flow-fixtures';
import { V1, type StockFixture } from './stock-fixtures';

const BATCH = `${V1}/bundle/batch_create`;
const PRINT = `${V1}/bundle/print_labels`;

// Reels labelled from a receipt line (docs/material-flow.md, "Reels from a receipt line"): what is left on the line
// bounds what can be made, also when two clerks race; the reels' labels printed as ZPL to a network printer (read
// back from a TCP listener) or as one PDF.
describe('material flow: reels from a receipt line, their labels', () => {
  let api: ApiClient;
  let kit: FlowKit;
  let fx: StockFixture;
  let printer: ZplListener;
  let itemCode = '';
  fixtureSuite('material_flow_batch', FlowKit, { workers: false }, (s) => {
    ({ api, fx: kit } = s);
    fx = kit.fx;
  });
  beforeAll(async () => {
    printer = await ZplListener.start();
    itemCode = (await fx.db.query<{ fnumber: string }>('SELECT fnumber FROM icitem WHERE id = $1', [fx.itemB])).rows[0]
      .fnumber;
  });
  afterAll(() => printer?.close());

  const receipt = async (fqty: number) => {
    const doc = await api.ok<Row>(`${V1}/cs_instock/create`, {
      entries: [{ icitem_id: fx.itemB, fqty, stock_id: fx.strict, stock_place_id: fx.placeA }],
    });
    const [line] = (await api.ok<Row & { entries: Row[] }>(`${V1}/cs_instock`, { id: doc.id })).entries;
    return { doc, line };
  };
  const entries = async (id: number) =>
    (await api.ok<Row & { entries: Row[] }>(`${V1}/cs_instock`, { id })).entries.map((e) => [e.bundle_id, e.fqty]);

  it('makes reels off what is left on the line, refuses more, and one of two racing clerks wins the rest', async () => {
    const { doc, line } = await receipt(1000);
    const first = await api.ok<Reel[]>(BATCH, {
      doc_type: 'cs_instock',
      entry_id: line.id,
      fqty: 300,
      count: 2,
      lot_no: 'LOT-Q',
    });
    expect(first.map((r) => [r.fqty, r.lot_no, r.icitem_id])).toEqual([
      [300, 'LOT-Q', fx.itemB],
      [300, 'LOT-Q', fx.itemB],
    ]);
    // the line keeps the 400 not yet labelled, beside one entry per reel
    expect(await entries(doc.id)).toEqual([[null, 400], ...first.map((r) => [r.id, 300])]);
    expect(await api.call(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 150, count: 3 })).toMatchObject({
      err: 400,
      msg: `count: 3 reels of 150 make 450, more than the 400 left on cs_instock entry ${line.id}`,
    });
    expect((await api.call(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 10, count: 0 })).msg).toMatch(
      /^count:/,
    );
    // a count or a line too large for one batch is refused before anything is built of it (the server stays up)
    expect(await api.call(BATCH, { icitem_id: fx.itemB, fqty: 1, count: 1_000_000_000 })).toMatchObject({
      err: 400,
      msg: 'count: at most 1000 reels at once',
    });
    expect(await api.call(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 0.000001 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^fqty: 400 on cs_instock entry \d+ in reels of 0.000001 is more than 1000 reels/),
    });

    // two clerks each make 300 of the 400 at once: one wins, the other is refused, nothing is made twice
    const raced = await Promise.all(
      [0, 1].map(() => api.call<Reel[]>(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 300, count: 1 })),
    );
    expect(raced.map((r) => r.err).sort()).toEqual([0, 400]);
    expect(raced.find((r) => r.err !== 0)?.msg).toBe(
      `count: 1 reels of 300 make 300, more than the 100 left on cs_instock entry ${line.id}`,
    );
    // the rest: the whole line, the line goes
    const last = await api.ok<Reel[]>(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 100, count: 1 });
    const after = await entries(doc.id);
    expect(after).toHaveLength(4);
    expect(after.every(([bundle]) => bundle !== null)).toBe(true);
    expect(after.reduce((s, [, q]) => s + Number(q), 0)).toBe(1000);
    expect((await api.call(BATCH, { doc_type: 'cs_instock', entry_id: line.id, fqty: 1, count: 1 })).msg).toBe(
      `entry_id: no cs_instock entry ${line.id}`,
    );
    await api.ok(`${V1}/cs_instock/check`, { id: doc.id });
    expect(await fx.onHand(fx.strict, fx.itemB, fx.placeA)).toBeGreaterThanOrEqual(1000);
    expect((await kit.reel(last[0].id)).stock_id).toBe(fx.strict);
  });

  it("prints the reels' labels: ZPL to a network printer, else one PDF of a page per reel", async () => {
    const { line } = await receipt(50);
    const reels = await api.ok<Reel[]>(BATCH, {
      doc_type: 'cs_instock',
      entry_id: line.id,
      fqty: 20,
      lot_no: 'LOT-L',
      prefix: 'LB',
    });
    expect(reels.map((r) => r.fqty)).toEqual([20, 20, 10]);
    const ids = reels.map((r) => r.id);
    expect(await api.call(PRINT, { ids })).toMatchObject({
      err: 400,
      msg: 'label_design_id: no enabled label design of type material: make one (product_mgt/label_design)',
    });
    await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `MAT-${token(3)}`,
      fname: 'reel label',
      ...REEL_LABEL_DESIGN,
    });
    const device = await api.ok<Row>(`${V1}/clodop_device/create`, {
      fnumber: `RP-${token(3)}`,
      fname: 'stores printer',
      kind: 'zpl',
      host: '127.0.0.1',
      port: printer.port,
    });
    const before = printer.jobs.length;
    expect(await api.ok(PRINT, { ids, printer_id: device.id })).toEqual({
      sent: 'printer',
      printer: device.fnumber,
      labels: 3,
      bytes: expect.any(Number),
    });
    // one job of three labels, read back
    const job = printer.jobs[before];
    expect(job).toBeDefined();
    const labels = job
      .split('^XZ')
      .filter((l) => l.trim() !== '')
      .map((l) => parseZpl(`${l}^XZ`));
    expect(labels.map((l) => l.fields.find((f) => f.kind === 'code128')?.data)).toEqual(reels.map((r) => r.fnumber));
    expect(labels.map((l) => l.fields.find((f) => f.kind === 'text')?.data)).toEqual(
      reels.map((r) => `${itemCode} x ${r.fqty} LOT-L`),
    );

    // no printer: the PDF, a page per reel
    const pdf = await api.call<Buffer>(PRINT, { ids });
    const text = Buffer.from(pdf.data).toString('latin1');
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);

    expect((await api.call(PRINT, { ids: [] })).msg).toBe('ids: name at least one reel');
    expect((await api.call(PRINT, { ids: [2147483000] })).msg).toBe('ids: no bundle 2147483000');
    expect((await api.call(PRINT, { ids, printer_id: 2147483000 })).msg).toBe(
      'printer_id: no enabled printer 2147483000',
    );
  });
});

import { poolOf } from '../support/pool-of';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { openStockSuite, type StockFixture, type StockSuite } from '../support/stock-fixture';

type Row = {
  doc_type: string;
  doc_id: number;
  fbillno: string | null;
  bill_type: number;
  fqty: number;
  stock_fnumber: string;
  stock_place_fnumber: string | null;
  box_fnumber: string | null;
  barcode: string;
  creater_name: string | null;
  created_at: string;
  balance?: number;
};
type Trace = { barcode: string; kind: string; box: { fnumber: string } | null; list: Row[]; total: number };

// icstockbill_trace: every movement of a barcode (a box label, an SN in a box, a bundle barcode) and of a material
// (with the running balance), across postings made with the ledger's postMovements and a count's check.
describe('stock tracing', () => {
  let suite: StockSuite;
  let api: ApiClient;
  let fx: StockFixture;
  let wh: number;
  let wh2: number;
  let shelf: number;
  let item: number;
  let reel: number;
  let box: number;
  let countId: number;
  const T = '/api/v1/stock_mgt/icstockbill_trace';

  beforeAll(async () => {
    suite = await openStockSuite('stock_trace', 'TRC');
    ({ api, fx } = suite);
    wh = await fx.stock('WH1');
    wh2 = await fx.stock('WH2');
    shelf = await fx.place(wh, 'P1');
    item = await fx.icitem('PCBA');
    reel = await fx.icitem('REEL');
    box = await fx.box('TB-1', { icitemId: item, sns: ['TSN-1', 'TSN-2'], status: 12, stockId: wh, placeId: shelf });
    // Received into WH1 (a product receipt), moved to WH2 (a transfer), one SN issued alone (a product pick).
    const at = (fqty: number, over: object = {}) => ({
      stockId: wh,
      placeId: shelf,
      icitemId: item,
      batchNo: '',
      fqty,
      boxId: box,
      ...over,
    });
    // the receipt posts under the box's label, as a product receipt that scans it does (issue 31: an SN's trace missed it)
    await fx.post({ type: 'material_rec', id: 900, billType: 21 }, [at(2, { barcode: 'TB-1' })]);
    await fx.post({ type: 'test_transfer', id: 1, billType: 3 }, [at(-2), at(2, { stockId: wh2, placeId: null })]);
    await fx.post({ type: 'test_pick', id: 1, billType: 22 }, [
      at(-1, { stockId: wh2, placeId: null, barcode: 'TSN-2' }),
    ]);
    // A reel (bundle) barcode, in and partly out.
    await fx.post({ type: 'test_in', id: 1, billType: 41 }, [
      { stockId: wh, placeId: shelf, icitemId: reel, batchNo: 'B7', fqty: 5000, barcode: 'REEL-77' },
    ]);
    await fx.post({ type: 'test_pick', id: 2, billType: 11 }, [
      { stockId: wh, placeId: shelf, icitemId: reel, batchNo: 'B7', fqty: -1200, barcode: 'REEL-77' },
    ]);
    const count = await api.ok<{ id: number }>('/api/v1/stock_mgt/icinvcheck/create', {
      entries: [{ stock_id: wh, stock_place_id: shelf, icitem_id: reel, batch_no: 'B7', counted_qty: 3700 }],
    });
    countId = count.id;
    await api.ok('/api/v1/stock_mgt/icinvcheck/check', { id: countId });
  }, 120_000);

  afterAll(async () => {
    await suite?.close();
  });

  it('traces a box label through every document that moved it', async () => {
    const trace = await api.ok<Trace>(`${T}/getbarcode`, { barcode: 'TB-1' });
    expect(trace).toMatchObject({ barcode: 'TB-1', kind: 'box', box: { fnumber: 'TB-1' }, total: 4 });
    expect(trace.list.map((r) => [r.doc_type, r.bill_type, r.fqty, r.stock_fnumber, r.stock_place_fnumber])).toEqual([
      ['material_rec', 21, 2, fx.code('WH1'), fx.code('P1')],
      ['test_transfer', 3, -2, fx.code('WH1'), fx.code('P1')],
      ['test_transfer', 3, 2, fx.code('WH2'), null],
      ['test_pick', 22, -1, fx.code('WH2'), null],
    ]);
    expect(trace.list[0]).toMatchObject({ box_fnumber: 'TB-1', creater_name: 'admin', fbillno: null });
    expect(new Date(trace.list[0].created_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
  });

  it('traces an SN: the movements under its own barcode and those of its box', async () => {
    const sn1 = await api.ok<Trace>(`${T}/getbarcode`, { barcode: 'TSN-1' });
    expect(sn1).toMatchObject({ kind: 'sn', box: { fnumber: 'TB-1' } });
    expect(sn1.list.map((r) => r.doc_type)).toEqual(['material_rec', 'test_transfer', 'test_transfer']);
    const sn2 = await api.ok<Trace>(`${T}/getbarcode`, { barcode: 'TSN-2' });
    expect(sn2.list.map((r) => [r.doc_type, r.barcode])).toEqual([
      ['material_rec', 'TB-1'],
      ['test_transfer', ''],
      ['test_transfer', ''],
      ['test_pick', 'TSN-2'],
    ]);
  });

  it('traces a bundle barcode; a barcode never posted answers no movement', async () => {
    const trace = await api.ok<Trace>(`${T}/getbarcode`, { barcode: 'REEL-77' });
    expect(trace).toMatchObject({ kind: 'barcode', box: null });
    expect(trace.list.map((r) => [r.doc_type, r.fqty])).toEqual([
      ['test_in', 5000],
      ['test_pick', -1200],
    ]);
    const unknown = await api.ok<Trace>(`${T}/getbarcode`, { barcode: 'NEVER-SEEN' });
    expect(unknown).toMatchObject({ kind: 'barcode', list: [], total: 0 });
    expect(await api.call(`${T}/getbarcode`, { barcode: '' })).toMatchObject({
      err: 400,
      msg: 'barcode: must be a non-empty string',
    });
  });

  it('lists every movement of a material with its running balance, by warehouse and date range', async () => {
    const all = await api.ok<{ opening: number; closing: number; list: Row[] }>(`${T}/geticitem`, { icitem_id: reel });
    expect(all.list.map((r) => [r.doc_type, r.bill_type, r.fqty, r.balance])).toEqual([
      ['test_in', 41, 5000, 5000],
      ['test_pick', 11, -1200, 3800],
      ['icinvcheck', 32, -100, 3700],
    ]);
    expect(all.list[2].fbillno).toMatch(/^IC\d{8}-/);
    expect(all).toMatchObject({ opening: 0, closing: 3700 });
    const byCode = await api.ok<{ list: Row[]; closing: number }>(`${T}/geticitem`, {
      fnumber: fx.code('PCBA'),
      stock_id: wh2,
    });
    expect(byCode.list.map((r) => [r.fqty, r.balance])).toEqual([
      [2, 2],
      [-1, 1],
    ]);
    const [{ id: last }] = (await fx.ds.query(
      `SELECT id FROM stock_movement WHERE icitem_id = $1 ORDER BY id DESC LIMIT 1`,
      [reel],
    )) as { id: number }[];
    await fx.ds.query(`UPDATE stock_movement SET created_at = '2030-01-02T00:00:00Z' WHERE id = $1`, [last]);
    const later = await api.ok<{ opening: number; list: Row[]; closing: number }>(`${T}/geticitem`, {
      icitem_id: reel,
      from: '2030-01-01',
    });
    expect(later).toMatchObject({ opening: 3800, closing: 3700 });
    expect(later.list.map((r) => r.balance)).toEqual([3700]);
    const before = await api.ok<{ list: Row[] }>(`${T}/geticitem`, { icitem_id: reel, to: '2029-12-31' });
    expect(before.list).toHaveLength(2);
    expect(await api.call(`${T}/geticitem`, {})).toMatchObject({
      err: 400,
      msg: 'icitem_id: give icitem_id or fnumber',
    });
    expect(await api.call(`${T}/geticitem`, { icitem_id: reel, from: '2030-01-02', to: '2030-01-01' })).toMatchObject({
      err: 400,
    });
    expect(await api.call(`${T}/geticitem`, { fnumber: 'NO-SUCH' })).toMatchObject({
      err: 400,
      msg: 'fnumber: no such material',
    });
    expect(await balanceDrift(poolOf(fx.ds))).toEqual([]);
  });
});

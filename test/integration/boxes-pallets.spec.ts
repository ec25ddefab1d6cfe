import { poolOf } from '../support/pool-of';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { openStockSuite, type StockFixture, type StockSuite } from '../support/stock-fixture';

type Box = {
  id: number;
  fnumber: string;
  status: number;
  fqty: number;
  pallet_id: number | null;
  weight: number | null;
};
type Pallet = { id: number; fnumber: string; status: number; checked: boolean; boxes: string[] };
type Page<T> = { list: T[]; total: number };

// Boxes (product_mgt/box, box/items), their stock view (stock_mgt/stock_box), pallets and adjust_box: boxes go on and
// off pallets by their labels, content moves between boxes, and the ledger records a move between boxes in stock.
describe('boxes, pallets and box adjustments', () => {
  let suite: StockSuite;
  let api: ApiClient;
  let fx: StockFixture;
  let wh: number;
  let wh2: number;
  let shelf: number;
  let shelf2: number;
  let item: number;
  const BOX = '/api/v1/product_mgt/box';
  const ST = '/api/v1/stock_mgt';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    suite = await openStockSuite('boxes_pallets', 'BOX');
    ({ api, fx } = suite);
    wh = await fx.stock('WH1');
    wh2 = await fx.stock('WH2');
    shelf = await fx.place(wh, 'P1');
    shelf2 = await fx.place(wh, 'P2');
    item = await fx.icitem('PCBA');
    ids.B1 = await fx.box('BX-1', { icitemId: item, sns: ['SN-1', 'SN-2', 'SN-3'], capacity: 4 });
    ids.B2 = await fx.box('BX-2', { icitemId: item, sns: ['SN-4'], capacity: 4 });
    // Two boxes in stock at two places, posted as a receipt would post them.
    ids.S1 = await fx.box('BX-S1', {
      icitemId: item,
      sns: ['SN-11', 'SN-12'],
      status: 12,
      stockId: wh,
      placeId: shelf,
    });
    ids.S2 = await fx.box('BX-S2', { icitemId: item, sns: ['SN-13'], status: 12, stockId: wh, placeId: shelf2 });
    ids.W2 = await fx.box('BX-W2', { icitemId: item, fqty: 5, status: 12, stockId: wh2 });
    ids.X = await fx.box('BX-GONE', { icitemId: item, fqty: 1, status: 22 });
    await fx.post({ type: 'test_receipt', id: 1, billType: 21 }, [
      { stockId: wh, placeId: shelf, icitemId: item, batchNo: '', fqty: 2, boxId: ids.S1 },
      { stockId: wh, placeId: shelf2, icitemId: item, batchNo: '', fqty: 1, boxId: ids.S2 },
      { stockId: wh2, placeId: null, icitemId: item, batchNo: '', fqty: 5, boxId: ids.W2 },
    ]);
  }, 120_000);

  afterAll(async () => {
    await suite?.close();
  });

  it('reads boxes: get, list with the grammar, by SN, the material of a label, their SNs and counts, a sheet', async () => {
    expect(await api.ok<Box>(BOX, { id: ids.B1 })).toMatchObject({ fnumber: 'BX-1', status: 1, fqty: 3 });
    const list = await api.ok<Page<Box>>(`${BOX}/list`, { filter: 'search_key:BX-S sort:fnumber-asc has:stock' });
    expect(list.list.map((b) => b.fnumber)).toEqual(['BX-S1', 'BX-S2']);
    expect(await api.ok<Box>(`${BOX}/get_box_by_sn`, { sn: 'SN-12' })).toMatchObject({ fnumber: 'BX-S1' });
    expect(await api.call(`${BOX}/get_box_by_sn`, { sn: 'SN-NONE' })).toMatchObject({
      err: 1401,
      msg: 'sn: SN SN-NONE is in no box',
    });
    expect(await api.ok(`${BOX}/get_icitem_by_fnumber`, { fnumber: 'BX-2' })).toMatchObject({
      box_fnumber: 'BX-2',
      fqty: 1,
      icitem: { id: item, fnumber: fx.code('PCBA') },
    });
    expect(await api.call(`${BOX}/get_icitem_by_fnumber`, { fnumber: 'NOPE' })).toMatchObject({
      err: 1401,
      msg: 'fnumber: box label NOPE names no box',
    });
    const items = await api.ok<Page<{ sn: string }>>(`${BOX}/items/list`, { filter: `box_id:${ids.B1} sort:sn-asc` });
    expect(items.list.map((i) => i.sn)).toEqual(['SN-1', 'SN-2', 'SN-3']);
    expect(await api.ok(`${BOX}/items/get_box_items_count`, { box_id: ids.B1 })).toEqual({
      box_id: ids.B1,
      count: 3,
      fqty: 3,
    });
    expect(await api.call(`${BOX}/items/get_box_items_count`, { box_id: 999999 })).toMatchObject({ err: 400 });
    const sheet = await api.ok<Buffer>(`${BOX}/export_by_search_key`, { search_key: 'BX-S', locale: 'en-US' });
    expect(sheet.subarray(0, 2).toString()).toBe('PK');
    const withItems = await api.ok<Box & { items: { sn: string }[] }>(
      '/api/v1/production_operations/adjust_box/getBoxByFnumber',
      {
        fnumber: 'BX-S1',
      },
    );
    expect(withItems.items.map((i) => i.sn)).toEqual(['SN-11', 'SN-12']);
  });

  it('updates only weight, capacity and remarks of a box; content, status and place are not the caller’s', async () => {
    expect(await api.ok<Box>(`${BOX}/update`, { id: ids.B2, weight: 1.25, fdesc: 'heavy' })).toMatchObject({
      weight: 1.25,
    });
    expect(await api.call(`${BOX}/update`, { id: ids.B2, status: 12 })).toMatchObject({
      err: 400,
      msg: 'status: is set by the server, not by the caller',
    });
    expect(await api.call(`${BOX}/update`, { id: ids.B2, fqty: 9 })).toMatchObject({ err: 400 });
  });

  it('shows the stock view of boxes: status, warehouse, place and pallet', async () => {
    const list = await api.ok<Page<Box & { stock_id: number; stock_place_id: number }>>(`${ST}/stock_box/list`, {
      filter: `status:12 stock_id:${wh} sort:fnumber-asc`,
    });
    expect(list.list.map((b) => [b.fnumber, b.stock_place_id])).toEqual([
      ['BX-S1', shelf],
      ['BX-S2', shelf2],
    ]);
    expect(await api.ok<Box>(`${ST}/stock_box`, { id: ids.S1 })).toMatchObject({ fnumber: 'BX-S1', status: 12 });
    await expect(api.call(`${ST}/stock_box/update`, { id: ids.S1 })).rejects.toThrow(/HTTP 404/);
  });

  it('puts boxes on a pallet by their labels and takes them off, refusing boxes that cannot go', async () => {
    const pallet = await api.ok<Pallet>(`${ST}/pallet/create`, {
      fnumber: 'PL-1',
      stock_id: wh,
      boxes: ['BX-S1', 'BX-1'],
    });
    expect(pallet).toMatchObject({ fnumber: 'PL-1', status: 1, boxes: ['BX-1', 'BX-S1'] });
    expect((await api.ok<Box>(BOX, { id: ids.S1 })).pallet_id).toBe(pallet.id);
    // Refusals name the box, and leave nothing half-done.
    const other = await api.ok<Pallet>(`${ST}/pallet/create`, { fnumber: 'PL-2', stock_id: wh });
    expect(await api.call(`${ST}/pallet/update`, { id: other.id, boxes: ['BX-2', 'BX-1'] })).toMatchObject({
      err: 400,
      msg: `boxes[1]: box BX-1 is on pallet ${pallet.id}: take it off that pallet first`,
    });
    expect((await api.ok<Box>(BOX, { id: ids.B2 })).pallet_id).toBeNull();
    expect(await api.call(`${ST}/pallet/update`, { id: other.id, boxes: ['BX-GONE'] })).toMatchObject({
      err: 400,
      msg: 'boxes[0]: box BX-GONE is Out of stock: it cannot go on a pallet',
    });
    expect(await api.call(`${ST}/pallet/update`, { id: other.id, boxes: ['BX-W2'] })).toMatchObject({
      err: 400,
      msg: `boxes[0]: box BX-W2 is in stock in warehouse ${wh2}, the pallet in ${wh}`,
    });
    expect(await api.call(`${ST}/pallet/update`, { id: other.id, boxes: ['BX-2', 'BX-2'] })).toMatchObject({
      err: 400,
      msg: 'boxes[1]: box BX-2 is also boxes[0]',
    });
    expect(await api.call(`${ST}/pallet/create`, { fnumber: 'PL-3', boxes: ['NO-SUCH'] })).toMatchObject({
      err: 1401,
      msg: 'boxes[0]: box label NO-SUCH names no box',
    });
    expect(await api.call(`${ST}/pallet`, { id: 0 })).toMatchObject({ err: 400 });
    expect((await api.ok<Page<Pallet>>(`${ST}/pallet/list`, { filter: 'search_key:PL-3' })).total).toBe(0);
    expect(await api.call(`${ST}/pallet/create`, { fnumber: 'PL-4', stock_id: 999999 })).toMatchObject({ err: 1305 });
    // Taking one off and putting another on: the boxes given replace the pallet's.
    const moved = await api.ok<Pallet>(`${ST}/pallet/update`, {
      id: pallet.id,
      boxes: ['BX-S1', 'BX-2'],
      fdesc: 'row 3',
    });
    expect(moved.boxes).toEqual(['BX-2', 'BX-S1']);
    expect((await api.ok<Box>(BOX, { id: ids.B1 })).pallet_id).toBeNull();
    const onIt = await api.ok<Page<Box>>(`${ST}/pallet/get_pallet_box_list`, {
      id: pallet.id,
      filter: 'sort:fnumber-asc',
    });
    expect(onIt.list.map((b) => b.fnumber)).toEqual(['BX-2', 'BX-S1']);
    expect(await api.ok<Pallet>(`${ST}/pallet`, { id: pallet.id })).toMatchObject({ fnumber: 'PL-1', fdesc: 'row 3' });
  });

  it('closes a pallet by its check (frozen until unchecked), refuses to close an empty one, and unloads on delete', async () => {
    const [pl1] = (await api.ok<Page<Pallet>>(`${ST}/pallet/list`, { filter: 'fnumber:PL-1' })).list;
    const closed = await api.ok<Pallet>(`${ST}/pallet/check`, { id: pl1.id });
    expect(closed).toMatchObject({ checked: true, status: 2 });
    expect(await api.call(`${ST}/pallet/update`, { id: pl1.id, boxes: [] })).toMatchObject({
      err: 400,
      msg: `id: pallet ${pl1.id} is checked: uncheck it before changing its boxes`,
    });
    expect(await api.call(`${ST}/pallet/check`, { id: pl1.id })).toMatchObject({
      msg: `id: pallet ${pl1.id} is already checked`,
    });
    expect(await api.ok<Pallet>(`${ST}/pallet/check`, { id: pl1.id, checked: false })).toMatchObject({ status: 1 });
    const [pl2] = (await api.ok<Page<Pallet>>(`${ST}/pallet/list`, { filter: 'fnumber:PL-2' })).list;
    expect(await api.call(`${ST}/pallet/check`, { id: pl2.id })).toMatchObject({
      err: 400,
      msg: `id: pallet ${pl2.id} has no box: put boxes on it before closing it`,
    });
    const sheet = await api.ok<Buffer>(`${ST}/pallet/export`, { filter: 'search_key:PL-' });
    expect(sheet.subarray(0, 2).toString()).toBe('PK');
    expect(await api.ok(`${ST}/pallet/delete`, { id: pl1.id })).toEqual({ id: pl1.id });
    expect((await api.ok<Box>(BOX, { id: ids.S1 })).pallet_id).toBeNull();
  });

  it('of two pallets loading the same box at the same moment, one gets it and the other is told where it is', async () => {
    ids.R = await fx.box('BX-RACE', { icitemId: item, fqty: 1 });
    const answers = await Promise.all(
      ['PL-RA', 'PL-RB'].map((fnumber) => api.call<Pallet>(`${ST}/pallet/create`, { fnumber, boxes: ['BX-RACE'] })),
    );
    expect(answers.map((a) => a.err).sort()).toEqual([0, 400]);
    const won = answers.find((a) => a.err === 0)!.data;
    expect(answers.find((a) => a.err === 400)!.msg).toBe(
      `boxes[0]: box BX-RACE is on pallet ${won.id}: take it off that pallet first`,
    );
    // The refused pallet was not kept either: its create and its boxes are one transaction.
    expect((await api.ok<Page<Pallet>>(`${ST}/pallet/list`, { filter: 'search_key:PL-R' })).total).toBe(1);
  });

  it('moves SNs between two packing boxes without the ledger, logged', async () => {
    const moved = await api.ok<{ id: number; fqty: number; posted: boolean }>(`${ST}/adjust_box/adjustBox`, {
      from_box: 'BX-1',
      to_box: 'BX-2',
      sns: ['SN-2', 'SN-3'],
    });
    expect(moved).toMatchObject({ fqty: 2, posted: false });
    expect((await api.ok<Box>(BOX, { id: ids.B1 })).fqty).toBe(1);
    expect((await api.ok<Box>(BOX, { id: ids.B2 })).fqty).toBe(3);
    expect(await api.ok<Box>(`${BOX}/get_box_by_sn`, { sn: 'SN-3' })).toMatchObject({ fnumber: 'BX-2' });
    const [log] = (await fx.ds.query('SELECT sns, fqty::float8 AS fqty, posted FROM box_adjust_log WHERE id = $1', [
      moved.id,
    ])) as unknown[];
    expect(log).toEqual({ sns: ['SN-2', 'SN-3'], fqty: 2, posted: false });
    expect(
      await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-1', to_box: 'BX-2', sns: ['SN-1', 'SN-9'] }),
    ).toMatchObject({
      err: 400,
      msg: 'sns[1]: SN SN-9 is not in box BX-1',
    });
    expect(await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-2', to_box: 'BX-1', fqty: 1 })).toMatchObject({
      err: 400,
      msg: 'sns: box BX-2 holds SNs: name the SNs to move',
    });
    await api.ok(`${BOX}/update`, { id: ids.B2, capacity: 3 });
    expect(
      await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-1', to_box: 'BX-2', sns: ['SN-1'] }),
    ).toMatchObject({
      err: 400,
      msg: 'to_box: box BX-2 holds 3 of 3: 1 more do not fit',
    });
  });

  it('moves SNs between two boxes in stock through the ledger (a transfer between their places), and refuses mixed or gone boxes', async () => {
    const moved = await api.ok<{ id: number; posted: boolean }>(`${ST}/adjust_box/adjustBox`, {
      from_box: 'BX-S1',
      to_box: 'BX-S2',
      sns: ['SN-12'],
    });
    expect(moved.posted).toBe(true);
    expect(await fx.onHand(wh, item, shelf)).toBe(1);
    expect(await fx.onHand(wh, item, shelf2)).toBe(2);
    const moves = (await fx.ds.query(
      `SELECT bill_type, box_id, barcode, fqty::float8 AS fqty FROM stock_movement WHERE doc_type = 'adjust_box' AND doc_id = $1 ORDER BY id`,
      [moved.id],
    )) as unknown[];
    expect(moves).toEqual([
      { bill_type: 3, box_id: ids.S1, barcode: 'SN-12', fqty: -1 },
      { bill_type: 3, box_id: ids.S2, barcode: 'SN-12', fqty: 1 },
    ]);
    // A quantity between two boxes without SNs at one place: the balance stays, each box's movements follow.
    ids.W3 = await fx.box('BX-W3', { icitemId: item, fqty: 0, status: 12, stockId: wh2 });
    expect(await api.ok(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-W2', to_box: 'BX-W3', fqty: 2 })).toMatchObject({
      posted: true,
      fqty: 2,
    });
    expect(await fx.onHand(wh2, item, null)).toBe(5);
    expect((await api.ok<Box>(BOX, { id: ids.W3 })).fqty).toBe(2);
    expect(await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-W2', to_box: 'BX-W3', fqty: 4 })).toMatchObject(
      {
        err: 400,
        msg: 'fqty: box BX-W2 holds 3, 4 asked',
      },
    );
    expect(
      await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-S2', to_box: 'BX-1', sns: ['SN-13'] }),
    ).toMatchObject({
      err: 400,
      msg: 'to_box: box BX-S2 is In stock and box BX-1 is Packing: both must be in packing or both in stock',
    });
    expect(
      await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-GONE', to_box: 'BX-1', fqty: 1 }),
    ).toMatchObject({
      err: 400,
      msg: 'from_box: box BX-GONE is Out of stock: it cannot be adjusted',
    });
    expect(await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-1', to_box: 'BX-1', fqty: 1 })).toMatchObject({
      err: 400,
    });
    expect(await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-1', to_box: 'NOPE', fqty: 1 })).toMatchObject({
      err: 1401,
    });
    expect(await api.call(`${ST}/adjust_box/adjustBox`, { from_box: 'BX-1', to_box: 'BX-2', fqty: -1 })).toMatchObject({
      err: 400,
    });
    expect(await balanceDrift(poolOf(fx.ds))).toEqual([]);
  });
});

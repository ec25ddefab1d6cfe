import { findOne, V1, type DemoApi, type Row } from './demo-api';
import { checked, doc, type DemoReel } from './stock.seed';
import type { Stores } from './stores.seed';

const SM = `${V1}/stock_mgt`;
const RECEIVED = 'EI-DEMO-0001';

type Reel = { id: number; fnumber: string; icitem_id: number; fqty: number };

// The stores' other documents, in their states: a checked other receipt of two new reels, shelved (checked) and one
// split; a draft other issue of one of them; a draft return of an unused reel from the line side; a checked count of
// the finished goods (its difference posted); opening balances imported; a checked transfer between two places of
// the finished-goods store; an empty pallet waiting for boxes; the operations on the receipt (finished) and on the
// outstock (counting).
export async function seedStoreFlow(api: DemoApi, s: Stores, reels: Record<string, DemoReel[]>): Promise<void> {
  const fresh = await receiveReels(api, s);
  if (!(await findOne(api, 'stock_mgt/material_shelving', `source_id:${fresh.receipt.id}`))) {
    const shelving = await api.ok<Row>(`${SM}/material_shelving/create`, {
      source_type: 'ex_instock',
      source_id: fresh.receipt.id,
      shelving_type: 1,
      stock_id: s.raw,
      entries: fresh.reels.map((r) => ({ bundle_id: r.id, stock_place_id: s.rawPlaces[1] })),
    });
    await api.ok(`${SM}/material_shelving/check`, { id: shelving.id });
  }
  if (!(await findOne(api, 'stock_mgt/material_split', `parent_bundle_id:${fresh.reels[0].id}`)))
    await api.ok(`${SM}/material_split/create`, {
      parent_bundle_id: fresh.reels[0].id,
      fqty: 1000,
      fdesc: '分一小盘给返修台',
    });
  await doc(api, 'ex_outstock', 'EO-DEMO-0001', {
    fdesc: '寄样给客户',
    entries: [reelEntry(fresh.reels[1], s.raw, s.rawPlaces[1])],
  });
  const unused = reels['M-C0603-100N'][1];
  await doc(api, 'material_return', 'RT-DEMO-0001', {
    to_stock_id: s.raw,
    to_stock_place_id: s.rawPlaces[0],
    fdesc: '换线后余料退库',
    entries: [{ ...reelEntry(unused, s.line, s.linePlace), to_stock_id: s.raw, to_stock_place_id: s.rawPlaces[0] }],
  });
  await seedCountsAndMoves(api, s);
}

/** Two reels of a new lot received on a checked other receipt. */
async function receiveReels(api: DemoApi, s: Stores): Promise<{ receipt: Row; reels: Reel[] }> {
  const found = await findOne(api, 'stock_mgt/ex_instock', `fbillno:"${RECEIVED}"`);
  if (found) {
    const entries = await api.ok<{ list: { bundle_id: number }[] }>(`${SM}/ex_instock/get_entries`, { id: found.id });
    const reels: Reel[] = [];
    for (const e of entries.list) reels.push(await api.ok<Reel>(`${SM}/bundle/get`, { id: e.bundle_id }));
    return { receipt: found, reels };
  }
  const reels = await api.ok<Reel[]>(`${SM}/bundle/batch_create`, {
    icitem_id: s.items['M-R0402-10K'],
    fqty: 5000,
    count: 2,
    prefix: 'R0402B-',
    lot_no: 'L-YG-2611-01',
  });
  const receipt = await api.ok<Row>(`${SM}/ex_instock/create`, {
    fbillno: RECEIVED,
    fdesc: '供应商补货 (无采购订单)',
    entries: reels.map((r) => reelEntry(r, s.raw, s.rawPlaces[0])),
  });
  await api.ok(`${SM}/ex_instock/check`, { id: receipt.id });
  return { receipt, reels };
}

const reelEntry = (r: Reel, stock_id: number, stock_place_id: number) => ({
  icitem_id: r.icitem_id,
  fqty: r.fqty,
  bundle_id: r.id,
  stock_id,
  stock_place_id,
});

async function checkedDoc(api: DemoApi, name: string, fbillno: string, body: Record<string, unknown>): Promise<Row> {
  return checked(api, name, await doc(api, name, fbillno, body));
}

async function seedCountsAndMoves(api: DemoApi, s: Stores): Promise<void> {
  // two short at the count: the difference is posted as a loss-out
  await checkedDoc(api, 'icinvcheck', 'IC-DEMO-0001', {
    stock_id: s.fg,
    fdesc: '成品仓月度盘点',
    entries: [{ stock_id: s.fg, stock_place_id: s.fgPlace, icitem_id: s.finished, batch_no: '', counted_qty: 178 }],
  });
  const initial = await api.ok<{ list: Row[] }>(`${SM}/icinvinitial/list`, { filter: 'ps:1' });
  if (initial.list.length === 0) {
    const sheet = 'stock,stock_place,icitem,batch_no,fqty,fdesc\nWH-RAW,RAW-A02,M-PCB-SM200,OPEN-01,50,上线前的库存\n';
    await api.ok(`${SM}/icinvinitial/import`, {
      filename: 'opening.csv',
      content_base64: Buffer.from(sheet).toString('base64'),
    });
  }
  const fg2 = await findOne(api, 'basicdata/stock_place', 'fnumber:"FG-02"');
  const to =
    fg2 ??
    (await api.ok<Row>(`${V1}/basicdata/stock_place/create`, {
      fnumber: 'FG-02',
      fname: '成品 02 区',
      stock_id: s.fg,
    }));
  await checkedDoc(api, 'transfer_stock', 'TS-DEMO-0001', {
    fdesc: '成品移库待发货区',
    entries: [
      {
        icitem_id: s.finished,
        fqty: 20,
        stock_id: s.fg,
        stock_place_id: s.fgPlace,
        to_stock_id: s.fg,
        to_stock_place_id: to.id,
      },
    ],
  });
  if (!(await findOne(api, 'stock_mgt/pallet', 'fnumber:"PLT-DEMO-0001"')))
    await api.ok(`${SM}/pallet/create`, {
      fnumber: 'PLT-DEMO-0001',
      stock_id: s.fg,
      stock_place_id: to.id,
      fdesc: '待装箱',
    });
  await operation(api, 'product_receipt_operation', 'product_receipt', 'PR-DEMO-0001', 2);
  const outstock = await findOne(api, 'stock_mgt/outstock', 'ps:1');
  if (outstock) await operation(api, 'outstock_operation', 'outstock', String(outstock.fbillno), 0);
}

/** The warehouse's operation on a document, moved `steps` forward (inventory, review, finish). */
async function operation(api: DemoApi, name: string, doc: string, fbillno: string, steps: number): Promise<void> {
  const target = await findOne(api, `stock_mgt/${doc}`, `fbillno:"${fbillno}"`);
  if (!target || (await findOne(api, `stock_mgt/${name}`, `${doc}_id:${target.id}`))) return;
  const op = await api.ok<Row>(`${SM}/${name}/create`, { [`${doc}_id`]: target.id, fdesc: '仓库作业' });
  for (let i = 0; i < steps; i++) await api.ok(`${SM}/${name}/check`, { id: op.id });
}

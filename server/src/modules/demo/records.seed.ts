import { findOne, once, V1, type DemoApi, type Row } from './demo-api';

// Records that the first screens of a fresh factory open (issue 33, defect 14): an order report of yesterday's first
// finished order, whose sending shows what the hub still needs (no ERP address is set: each attempt says so), and an
// assembly record of a reel fitted to a finished unit (the handheld's stock_material_rec screen).
export async function seedFirstRecords(api: DemoApi): Promise<void> {
  const order = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-HIST-1"');
  if (order)
    await once(api, 'product_mgt/order_reporting', 'fbillno:"OR-DEMO-0001"', () =>
      api.ok<Row>(`${V1}/product_mgt/order_reporting/create`, {
        fbillno: 'OR-DEMO-0001',
        fdesc: '昨日完工数量报 ERP',
        entries: [{ worder_id: order.id, qty: Number(order.fqty) }],
      }),
    );
  const reel = await findOne(api, 'stock_mgt/bundle', 'ps:1 sort:id-asc');
  if (order && reel)
    await once(api, 'stock_mgt/material_rec', 'fbillno:"MR-DEMO-0001"', () =>
      api.ok<Row>(`${V1}/stock_mgt/material_rec/create`, {
        fbillno: 'MR-DEMO-0001',
        ftype: 'assemble',
        parent_barcode: `${String(order.sn_prefix)}000001`,
        entries: [{ barcode: String(reel.fnumber), fqty: 1 }],
        fdesc: '返修换料：装回一颗物料',
      }),
    );
}

import { ensure, idOf, V1, type DemoApi } from './demo-api';

export type Stores = {
  raw: number;
  rawPlaces: number[];
  line: number;
  linePlace: number;
  fg: number;
  fgPlace: number;
  items: Record<string, number>;
  finished: number;
  bomFnumber: string;
};

// Warehouses (stores, the line side, finished goods), the finished board as a material and its BOM: what the stock
// documents, the reels, the preparation and the SMT plan refer to.
export async function seedStores(api: DemoApi): Promise<Stores> {
  const factory_id = await idOf(api, 'basicdata/factory', 'F01');
  const stock = (fnumber: string, fname: string) => ensure(api, 'basicdata/stock', { fnumber }, { fname, factory_id });
  const place = (fnumber: string, fname: string, stock_id: number) =>
    ensure(api, 'basicdata/stock_place', { fnumber }, { fname, stock_id });
  const raw = await stock('WH-RAW', '原材料仓');
  const rawPlaces = [(await place('RAW-A01', 'A01 货架', raw.id)).id, (await place('RAW-A02', 'A02 货架', raw.id)).id];
  const line = await stock('WH-LINE', '线边仓');
  const linePlace = (await place('LINE-SMT-01', 'SMT 一线线边', line.id)).id;
  const fg = await stock('WH-FG', '成品仓');
  const fgPlace = (await place('FG-01', '成品 01 区', fg.id)).id;

  const items: Record<string, number> = {};
  for (const code of ['M-R0402-10K', 'M-C0603-100N', 'M-MCU-STM32', 'M-PCB-SM200'])
    items[code] = await idOf(api, 'basicdata/icitem', code);
  const finished = (
    await ensure(
      api,
      'basicdata/icitem',
      { fnumber: 'FG-SM200' },
      { fname: '智能电表主板 (成品)', fspec: 'SM-200 V1.2' },
    )
  ).id;
  const bomFnumber = 'BOM-SM200';
  const bom = await ensure(
    api,
    'product_mgt/icbom',
    { fnumber: bomFnumber },
    {
      fname: 'SM-200 主板 BOM',
      icitem_id: finished,
      product_id: await idOf(api, 'basicdata/product', 'P-1001'),
      entries: [
        { icitem_id: items['M-R0402-10K'], qty: 12, scrap_rate: 1, position: 'R1-R12' },
        { icitem_id: items['M-C0603-100N'], qty: 20, scrap_rate: 1, position: 'C1-C20' },
        { icitem_id: items['M-MCU-STM32'], qty: 1, scrap_rate: 0, position: 'U1' },
        { icitem_id: items['M-PCB-SM200'], qty: 1, scrap_rate: 0 },
      ],
    },
  );
  if (bom.checked !== true) await api.ok(`${V1}/product_mgt/icbom/check`, { id: bom.id });
  return { raw: raw.id, rawPlaces, line: line.id, linePlace, fg: fg.id, fgPlace, items, finished, bomFnumber };
}

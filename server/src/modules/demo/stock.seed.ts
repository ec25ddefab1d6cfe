import { findOne, V1, type DemoApi, type Row } from './demo-api';
import type { Stores } from './stores.seed';

const SM = `${V1}/stock_mgt`;

// Reels of each SMT material (the labelled quantity, how many) received into the stores.
const REELS: Record<string, { fqty: number; count: number }> = {
  'M-R0402-10K': { fqty: 10000, count: 4 },
  'M-C0603-100N': { fqty: 10000, count: 4 },
  'M-MCU-STM32': { fqty: 500, count: 3 },
  'M-PCB-SM200': { fqty: 200, count: 3 },
};

export type DemoReel = {
  id: number;
  fnumber: string;
  icitem_id: number;
  fqty: number;
  stock_id: number | null;
  stock_place_id: number | null;
};

/** The stock document of that number, made with `body` when there is none yet. */
export async function doc(api: DemoApi, name: string, fbillno: string, body: Record<string, unknown>): Promise<Row> {
  return (
    (await findOne(api, `stock_mgt/${name}`, `fbillno:"${fbillno}"`)) ??
    api.ok<Row>(`${SM}/${name}/create`, { fbillno, ...body })
  );
}

/** The document checked (posted), unless it is already. */
export async function checked(api: DemoApi, name: string, row: Row): Promise<Row> {
  return row.checked === true ? row : api.ok<Row>(`${SM}/${name}/check`, { id: row.id });
}

/** Reels received on a checked consignment receipt (the stores hold them); answers them by material code. */
export async function seedReels(api: DemoApi, s: Stores): Promise<Record<string, DemoReel[]>> {
  const receipt = await findOne(api, 'stock_mgt/cs_instock', 'fbillno:"CS-DEMO-0001"');
  if (!receipt) {
    const entries: Record<string, unknown>[] = [];
    for (const [code, r] of Object.entries(REELS)) {
      const made = await api.ok<DemoReel[]>(`${SM}/bundle/batch_create`, {
        icitem_id: s.items[code],
        fqty: r.fqty,
        count: r.count,
        prefix: `${code.split('-')[1]}-`,
        lot_no: `LOT-${code.split('-')[1]}-2611`,
      });
      made.forEach((reel, i) =>
        entries.push({
          icitem_id: reel.icitem_id,
          fqty: reel.fqty,
          bundle_id: reel.id,
          stock_id: s.raw,
          stock_place_id: s.rawPlaces[i % 2],
        }),
      );
    }
    const made = await api.ok<Row>(`${SM}/cs_instock/create`, { fbillno: 'CS-DEMO-0001', stock_id: s.raw, entries });
    await api.ok(`${SM}/cs_instock/check`, { id: made.id });
  }
  const reels = await api.ok<{ list: DemoReel[] }>(`${SM}/bundle/list`, { filter: 'ps:100 sort:id-asc' });
  const byCode: Record<string, DemoReel[]> = {};
  for (const [code, id] of Object.entries(s.items)) byCode[code] = reels.list.filter((r) => r.icitem_id === id);
  return byCode;
}

/** Stock documents in each state: checked (opening stock, a receipt), pushed down (receipt > advice > outstock), drafts. */
export async function seedStockDocuments(api: DemoApi, s: Stores): Promise<void> {
  const fg = (fqty: number) => ({ icitem_id: s.finished, fqty, stock_id: s.fg, stock_place_id: s.fgPlace });
  await checked(
    api,
    'profit_in',
    await doc(api, 'profit_in', 'PI-DEMO-0001', { fdesc: '期初库存', entries: [fg(120)] }),
  );
  const receipt = await checked(
    api,
    'product_receipt',
    await doc(api, 'product_receipt', 'PR-DEMO-0001', { stock_id: s.fg, stock_place_id: s.fgPlace, entries: [fg(60)] }),
  );
  const advices = await api.ok<{ list: Row[] }>(`${SM}/despatch_advice/list`, {
    filter: `product_receipt_id:${receipt.id}`,
  });
  const advice =
    advices.list[0] ?? (await api.ok<Row[]>(`${SM}/product_receipt/push_down/create`, { id: receipt.id }))[0];
  await checked(api, 'despatch_advice', advice);
  const outstocks = await api.ok<{ list: Row[] }>(`${SM}/outstock/list`, { filter: `despatch_advice_id:${advice.id}` });
  if (outstocks.list.length === 0) await api.ok(`${SM}/despatch_advice/push_down/create`, { id: advice.id });
  await doc(api, 'loss_out', 'LO-DEMO-0001', { fdesc: '外观不良报废', entries: [fg(2)] });
  await doc(api, 'product_pick', 'PP-DEMO-0001', { fdesc: '样机领用', entries: [fg(5)] });
}

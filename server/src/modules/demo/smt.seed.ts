import { ensure, findOne, idOf, V1, type DemoApi, type Row } from './demo-api';
import type { DemoReel } from './stock.seed';
import type { Stores } from './stores.seed';

const PM = `${V1}/product_mgt`;
const FEEDING = `${V1}/work/smt_feeding`;
export const SMT_DEMO = {
  plan: 'PP-DEMO-0001',
  feeder: 'FL-DEMO-0001',
  order: 'SMT-DEMO-0001',
  feeding: 'FD-DEMO-0001',
};

// The feeder list: slot, material; the PCB is the board itself, on no feeder.
const SLOTS: [string, string][] = [
  ['1-01', 'M-R0402-10K'],
  ['1-02', 'M-C0603-100N'],
  ['2-01', 'M-MCU-STM32'],
];

export type SmtDemo = { plan: Row; order: Row; feedingId: number };

/** The SMT line at work: a process plan, its checked feeder list, a running SMT order, its feeding with reels loaded. */
export async function seedSmt(api: DemoApi, s: Stores, reels: Record<string, DemoReel[]>): Promise<SmtDemo> {
  const product_id = await idOf(api, 'basicdata/product', 'P-1001');
  const product_line_id = await idOf(api, 'basicdata/product_line', 'SMT-01');
  const plan = await ensure(
    api,
    'product_mgt/icpp',
    { fbillno: SMT_DEMO.plan },
    {
      fname: 'SM-200 主板 顶面',
      product_id,
      product_line_id,
      icbom_fnumber: s.bomFnumber,
      program_name: 'SM200-TOP-V3',
      fqty: 1000,
    },
  );
  let feeder = await findOne(api, 'product_mgt/smt_feeder', `fnumber:"${SMT_DEMO.feeder}"`);
  if (!feeder) {
    feeder = await api.ok<Row>(`${PM}/smt_feeder/create`, {
      fnumber: SMT_DEMO.feeder,
      fname: 'SM-200 顶面料站表',
      product_id,
      icpp_id: plan.id,
    });
    await api.ok(`${PM}/smt_feeder/set_entries`, {
      id: feeder.id,
      entries: SLOTS.map(([slot, code]) => ({
        slot,
        icitem_id: s.items[code],
        alternates: [],
        turns: 1,
        no_verify: false,
      })),
    });
    await api.ok(`${PM}/smt_feeder/check`, { id: feeder.id });
  }
  let order = await findOne(api, 'product_mgt/smt_order', `fbillno:"${SMT_DEMO.order}"`);
  if (!order) {
    order = await api.ok<Row>(`${PM}/smt_order/create`, {
      fbillno: SMT_DEMO.order,
      product_id,
      product_line_id,
      icpp_id: plan.id,
      smt_feeder_id: feeder.id,
      fqty: 1000,
    });
    order = await api.ok<Row>(`${PM}/smt_order/start_order`, { id: order.id });
  }
  let feeding = await findOne(api, 'work/smt_feeding', `fbillno:"${SMT_DEMO.feeding}"`);
  if (!feeding) {
    feeding = await api.ok<Row>(`${FEEDING}/create`, { fbillno: SMT_DEMO.feeding, smt_order_id: order.id });
    const { work_cert } = await api.ok<{ work_cert: string }>(`${FEEDING}/prepare`, { id: feeding.id });
    // Load a reel on every slot and check it: the feeding is working. Then one splice, as the line runs.
    for (const step of ['scanning', 'scan_checking'])
      for (const [slot, code] of SLOTS)
        await api.ok(`${FEEDING}/${step}`, { id: feeding.id, work_cert, slot, barcode: reels[code][0].fnumber });
    for (const step of ['splicing', 'splice_checking'])
      await api.ok(`${FEEDING}/${step}`, {
        id: feeding.id,
        work_cert,
        slot: '1-01',
        barcode: reels['M-R0402-10K'][1].fnumber,
      });
  }
  return { plan, order, feedingId: feeding.id };
}

import { findOne, V1, type DemoApi, type Row } from './demo-api';
import type { DemoReel } from './stock.seed';
import type { Stores } from './stores.seed';

const SM = `${V1}/stock_mgt`;

/** The reels for the SMT line picked to the line side (a checked pick): what the feeding loads. */
export async function seedLinePick(api: DemoApi, s: Stores, reels: Record<string, DemoReel[]>): Promise<DemoReel[]> {
  const picked = [
    ...reels['M-R0402-10K'].slice(0, 2),
    ...reels['M-C0603-100N'].slice(0, 2),
    reels['M-MCU-STM32'][0],
    reels['M-PCB-SM200'][0],
  ];
  if (!(await findOne(api, 'stock_mgt/pick_material', 'fbillno:"PK-DEMO-0001"'))) {
    const pick = await api.ok<Row>(`${SM}/pick_material/create`, {
      fbillno: 'PK-DEMO-0001',
      to_stock_id: s.line,
      to_stock_place_id: s.linePlace,
      entries: picked.map((r) => ({
        icitem_id: r.icitem_id,
        fqty: r.fqty,
        bundle_id: r.id,
        stock_id: r.stock_id,
        stock_place_id: r.stock_place_id,
        to_stock_id: s.line,
        to_stock_place_id: s.linePlace,
      })),
    });
    await api.ok(`${SM}/pick_material/check`, { id: pick.id });
  }
  return picked;
}

/** A material preparation for the next 100 boards, recommended and part scanned: a clerk is at work on it. */
export async function seedPreparation(api: DemoApi, s: Stores, planId: number): Promise<void> {
  if (await findOne(api, 'stock_mgt/material_prepare', 'fbillno:"MP-DEMO-0001"')) return;
  const prep = await api.ok<Row>(`${SM}/material_prepare/create`, {
    fbillno: 'MP-DEMO-0001',
    icpp_id: planId,
    fqty: 100,
    stock_id: s.raw,
    to_stock_id: s.line,
    to_stock_place_id: s.linePlace,
  });
  await api.ok(`${SM}/material_prepare/re_generate_recommend`, { id: prep.id });
  await api.ok(`${SM}/material_prepare/enter`, { id: prep.id });
  const board = await api.ok<{ lines: { bundle_fnumber: string | null }[] }>(`${SM}/material_prepare/board`, {
    id: prep.id,
  });
  const first = board.lines.find((l) => l.bundle_fnumber)?.bundle_fnumber;
  if (first) await api.ok(`${SM}/material_prepare/check_enter`, { id: prep.id, barcode: first });
  await api.ok(`${SM}/material_prepare/leave`, { id: prep.id });
}

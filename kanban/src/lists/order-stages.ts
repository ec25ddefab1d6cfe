import { num, str } from '@mes/client';
import { isRecord } from '@mes/contracts';

// The order-WIP stages board (stat/order_wip/list/kanban, docs/statistics.md "Order WIP"): the followed process plans
// and work orders with the quantity at each stage the factory defines. Read defensively, like every kanban answer.

export type Stage = { id: number; fname: string };
export type FollowedOrder = { id: number; name: string; qty: Record<number, number>; total: number; note: string };
export type StageBoard = { stages: Stage[]; orders: FollowedOrder[] };

const billOf = (v: unknown): string => (isRecord(v) ? str(v.fbillno) : '');

export function readStageBoard(data: unknown): StageBoard {
  if (!isRecord(data)) return { stages: [], orders: [] };
  const stages = (Array.isArray(data.stages) ? data.stages : []).flatMap((s) =>
    isRecord(s) ? [{ id: num(s.id), fname: str(s.fname) || str(s.fnumber) }] : [],
  );
  const orders = (Array.isArray(data.list) ? data.list : []).flatMap((o) => {
    if (!isRecord(o)) return [];
    const qty: Record<number, number> = {};
    for (const s of Array.isArray(o.stages) ? o.stages : []) if (isRecord(s)) qty[num(s.wip_field_id)] = num(s.qty);
    const name = [billOf(o.icpp), billOf(o.worder)].filter(Boolean).join(' · ');
    return [{ id: num(o.id), name, qty, total: num(o.total), note: str(o.fdesc) }];
  });
  return { stages, orders };
}

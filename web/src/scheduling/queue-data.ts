import { WorkOrderStatus, isRecord } from '@mes/contracts';

// A line's queue as the operation screen reads it (production_scheduling/list with has:smt_order has:worder), and
// what each entry offers.

export type QueueEntry = {
  id: number;
  position: number;
  kind: 'smt' | 'worder';
  orderId: number;
  fbillno: string;
  status: number;
};

export function readQueue(list: unknown[]): QueueEntry[] {
  return list
    .filter(isRecord)
    .map((r) => {
      const smt = isRecord(r.smt_order) ? r.smt_order : null;
      const wo = isRecord(r.worder) ? r.worder : null;
      const order = smt ?? wo ?? {};
      return {
        id: Number(r.id),
        position: Number(r.position),
        kind: smt || r.smt_order_id ? 'smt' : 'worder',
        orderId: Number(r.smt_order_id ?? r.worder_id),
        fbillno: String(order.fbillno ?? ''),
        status: Number(order.status ?? 0),
      } satisfies QueueEntry;
    })
    .sort((a, b) => a.position - b.position);
}

export type OrderOp = 'start_order' | 'stop_order' | 'finish_order' | 'cancel_order';

/** The resource whose actions an entry's order takes: product_mgt/<resource>/<action>. */
export const orderResource = (e: QueueEntry): 'smt_order' | 'worder' => (e.kind === 'smt' ? 'smt_order' : 'worder');

const S = WorkOrderStatus;
/** The order actions an order's status allows (the work orders' machine, which SMT orders share). */
export function opsFor(status: number): OrderOp[] {
  if (status === S.READY) return ['start_order', 'cancel_order'];
  if (status === S.WORKING) return ['stop_order', 'finish_order'];
  if (status === S.PAUSE) return ['start_order', 'finish_order', 'cancel_order'];
  return [];
}

/** The positions a move button sends: up, down, to the front; null when it would not move. */
export function moveTarget(entry: QueueEntry, length: number, where: 'up' | 'down' | 'top'): number | null {
  const to = where === 'up' ? entry.position - 1 : where === 'down' ? entry.position + 1 : 1;
  return to < 1 || to > length || to === entry.position ? null : to;
}

import { ORDER_ACTIONS, WorkOrderStatus, type OrderAction, type WorkOrderStatusCode } from '@mes/contracts';

// The status machine of work orders and rework orders (docs/state-machines.md). Pure: no I/O, no clock.

// The actions are named in contracts: each is also an outbox topic `<kind>.<action>`.
export { ORDER_ACTIONS, type OrderAction };

export type Transition = { from: readonly WorkOrderStatusCode[]; to: WorkOrderStatusCode };

const { READY, WORKING, PAUSE, CANCEL, FINISH } = WorkOrderStatus;

// Nothing leaves cancel, and nothing leaves unknown (a status no action writes): both need a new order.
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  start_order: { from: [READY, PAUSE], to: WORKING },
  stop_order: { from: [WORKING], to: PAUSE },
  finish_order: { from: [WORKING, PAUSE], to: FINISH },
  cancel_order: { from: [READY, PAUSE], to: CANCEL },
  reverse_finish: { from: [FINISH], to: PAUSE },
};

/** the word of 000 §4 for a status: unknown, ready, working, pause, cancel, finish. */
export function statusWord(status: number): string {
  return WorkOrderStatus.keyOf(status)?.toLowerCase() ?? `status ${status}`;
}

export function isOrderAction(action: string): action is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(action);
}

export type TransitionResult = { ok: true; from: WorkOrderStatusCode; to: WorkOrderStatusCode } | { ok: false; reason: string };

/**
 * The status an action leads to from `status`, or why it is refused:
 * `cannot finish_order a work order that is ready (allowed from working, pause)`.
 */
export function nextStatus(status: number, action: OrderAction, noun = 'a work order'): TransitionResult {
  const rule = ORDER_TRANSITIONS[action];
  if (rule.from.some((s) => s === status)) return { ok: true, from: status as WorkOrderStatusCode, to: rule.to };
  return { ok: false, reason: `cannot ${action} ${noun} that is ${statusWord(status)} (allowed from ${rule.from.map(statusWord).join(', ')})` };
}

/** the actions a UI may offer for an order in `status`. */
export function allowedActions(status: number): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => ORDER_TRANSITIONS[a].from.some((s) => s === status));
}

import { ORDER_ACTIONS, WorkOrderStatus, type OrderAction, type WorkOrderStatusCode } from '@mes/contracts';
import {
  actionsFrom,
  defineMachine,
  isMachineAction,
  moveOf,
  statusWordOf,
  type Move,
  type MoveResult,
} from '../../core/resource/state-machine';

// The status machine of work orders and rework orders (docs/state-machines.md), declared for the engine's runner
// (core/resource/state-machine.runner.ts). SMT orders declare theirs with the same moves.

// The actions are named in contracts: each is also an outbox topic `<kind>.<action>`.
export { ORDER_ACTIONS, type OrderAction };

export type Transition = Move<WorkOrderStatusCode>;

const { READY, WORKING, PAUSE, CANCEL, FINISH } = WorkOrderStatus;

// Nothing leaves cancel, and nothing leaves unknown (a status no action writes): both need a new order.
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  start_order: { from: [READY, PAUSE], to: WORKING },
  stop_order: { from: [WORKING], to: PAUSE },
  finish_order: { from: [WORKING, PAUSE], to: FINISH },
  cancel_order: { from: [READY, PAUSE], to: CANCEL },
  reverse_finish: { from: [FINISH], to: PAUSE },
};

// An order is deleted only before it ran or once dropped: a working, paused or finished order has made things that
// name it. (A reference still in use refuses the delete too.)
export const ORDER_DELETE_FROM = [READY, CANCEL] as const;

export const WORK_ORDER_MACHINE = defineMachine({
  statuses: WorkOrderStatus,
  actions: ORDER_ACTIONS,
  moves: ORDER_TRANSITIONS,
  deleteFrom: ORDER_DELETE_FROM,
});

/** the word of 000 §4 for a status: unknown, ready, working, pause, cancel, finish. */
export function statusWord(status: number): string {
  return statusWordOf(WORK_ORDER_MACHINE, status);
}

export function isOrderAction(action: string): action is OrderAction {
  return isMachineAction(WORK_ORDER_MACHINE, action);
}

export type TransitionResult = MoveResult<WorkOrderStatusCode>;

/**
 * The status an action leads to from `status`, or why it is refused:
 * `cannot finish_order a work order that is ready (allowed from working, pause)`.
 */
export function nextStatus(status: number, action: OrderAction, noun = 'a work order'): TransitionResult {
  return moveOf(WORK_ORDER_MACHINE, status, action, noun);
}

/** the actions a UI may offer for an order in `status`. */
export function allowedActions(status: number): OrderAction[] {
  return actionsFrom(WORK_ORDER_MACHINE, status);
}

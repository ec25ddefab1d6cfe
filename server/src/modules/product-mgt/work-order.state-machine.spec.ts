import { WorkOrderStatus } from '@mes/contracts';
import { allowedActions, nextStatus, ORDER_TRANSITIONS, statusWord } from './work-order.state-machine';

const { UNKNOWN, READY, PAUSE, CANCEL, FINISH } = WorkOrderStatus;

// The full table (every action from every status) is in smt/orders/order-machines.spec.ts, for both order machines.

describe('work-order state machine', () => {
  it('names the action, the current state and the allowed ones when it refuses', () => {
    expect(nextStatus(READY, 'finish_order')).toEqual({
      ok: false,
      reason: 'cannot finish_order a work order that is ready (allowed from working, pause)',
    });
    expect(nextStatus(CANCEL, 'start_order', 'a rework order')).toEqual({
      ok: false,
      reason: 'cannot start_order a rework order that is cancel (allowed from ready, pause)',
    });
    expect(nextStatus(42, 'stop_order')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('that is status 42'),
    });
  });

  it('lets nothing out of cancel or unknown, and offers the actions of a status', () => {
    expect(allowedActions(CANCEL)).toEqual([]);
    expect(allowedActions(UNKNOWN)).toEqual([]);
    expect(allowedActions(READY)).toEqual(['start_order', 'cancel_order']);
    expect(allowedActions(PAUSE)).toEqual(['start_order', 'finish_order', 'cancel_order']);
    expect(allowedActions(FINISH)).toEqual(['reverse_finish']);
  });

  it('never targets unknown or ready: only a new order is ready', () => {
    for (const rule of Object.values(ORDER_TRANSITIONS)) expect([UNKNOWN, READY]).not.toContain(rule.to);
    expect(WorkOrderStatus.codes.map(statusWord)).toEqual(['unknown', 'ready', 'working', 'pause', 'cancel', 'finish']);
  });
});

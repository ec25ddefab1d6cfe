import { WorkOrderStatus } from '@mes/contracts';
import { allowedActions, nextStatus, ORDER_ACTIONS, ORDER_TRANSITIONS, statusWord } from './work-order.state-machine';

const { UNKNOWN, READY, WORKING, PAUSE, CANCEL, FINISH } = WorkOrderStatus;

// The table of docs/state-machines.md, written out once more so a change to the code must change this too.
const EXPECTED: Record<string, Record<number, number | null>> = {
  start_order: { [UNKNOWN]: null, [READY]: WORKING, [WORKING]: null, [PAUSE]: WORKING, [CANCEL]: null, [FINISH]: null },
  stop_order: { [UNKNOWN]: null, [READY]: null, [WORKING]: PAUSE, [PAUSE]: null, [CANCEL]: null, [FINISH]: null },
  finish_order: { [UNKNOWN]: null, [READY]: null, [WORKING]: FINISH, [PAUSE]: FINISH, [CANCEL]: null, [FINISH]: null },
  cancel_order: { [UNKNOWN]: null, [READY]: CANCEL, [WORKING]: null, [PAUSE]: CANCEL, [CANCEL]: null, [FINISH]: null },
  reverse_finish: { [UNKNOWN]: null, [READY]: null, [WORKING]: null, [PAUSE]: null, [CANCEL]: null, [FINISH]: PAUSE },
};

describe('work-order state machine', () => {
  it.each(ORDER_ACTIONS.flatMap((action) => WorkOrderStatus.codes.map((status) => [action, status] as const)))(
    '%s from status %i follows the table', (action, status) => {
      const result = nextStatus(status, action);
      const expected = EXPECTED[action][status];
      if (expected === null) expect(result.ok).toBe(false);
      else expect(result).toEqual({ ok: true, from: status, to: expected });
    },
  );

  it('names the action, the current state and the allowed ones when it refuses', () => {
    expect(nextStatus(READY, 'finish_order')).toEqual({
      ok: false, reason: 'cannot finish_order a work order that is ready (allowed from working, pause)',
    });
    expect(nextStatus(CANCEL, 'start_order', 'a rework order')).toEqual({
      ok: false, reason: 'cannot start_order a rework order that is cancel (allowed from ready, pause)',
    });
    expect(nextStatus(42, 'stop_order')).toMatchObject({ ok: false, reason: expect.stringContaining('that is status 42') });
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

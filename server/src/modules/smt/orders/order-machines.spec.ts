import { WorkOrderStatus } from '@mes/contracts';
import { moveOf, moveTable } from '../../../core/resource/state-machine';
import { nextStatus, WORK_ORDER_MACHINE } from '../../product-mgt/work-order.state-machine';
import { SMT_ORDER_MACHINE } from './smt-order.machine';

const { UNKNOWN, READY, WORKING, PAUSE, CANCEL, FINISH } = WorkOrderStatus;
const WORDS = ['unknown', 'ready', 'working', 'pause', 'cancel', 'finish'];

// docs/state-machines.md, written out once more: every (action, status) pair of both declared machines, allowed with
// its target or refused (null).
const EXPECTED: Record<string, Record<number, number | null>> = {
  start_order: { [UNKNOWN]: null, [READY]: WORKING, [WORKING]: null, [PAUSE]: WORKING, [CANCEL]: null, [FINISH]: null },
  stop_order: { [UNKNOWN]: null, [READY]: null, [WORKING]: PAUSE, [PAUSE]: null, [CANCEL]: null, [FINISH]: null },
  finish_order: { [UNKNOWN]: null, [READY]: null, [WORKING]: FINISH, [PAUSE]: FINISH, [CANCEL]: null, [FINISH]: null },
  cancel_order: { [UNKNOWN]: null, [READY]: CANCEL, [WORKING]: null, [PAUSE]: CANCEL, [CANCEL]: null, [FINISH]: null },
  reverse_finish: { [UNKNOWN]: null, [READY]: null, [WORKING]: null, [PAUSE]: null, [CANCEL]: null, [FINISH]: PAUSE },
};

const MACHINES = [
  ['work order', WORK_ORDER_MACHINE, 'a work order'],
  ['SMT order', SMT_ORDER_MACHINE, 'an SMT order'],
] as const;

describe.each(MACHINES)('%s machine: the table generated from the declaration', (_name, machine, noun) => {
  const table = moveTable(machine);

  it('covers every action from every status (5 actions x 6 statuses)', () => {
    expect(table).toHaveLength(30);
  });

  it.each(table)('$action from $status', ({ action, status, to }) => {
    expect(to).toBe(EXPECTED[action][status]);
    const result = moveOf(machine, status, action, noun);
    if (machine === WORK_ORDER_MACHINE) expect(nextStatus(status, action)).toEqual(result);
    if (to !== null) return expect(result).toEqual({ ok: true, from: status, to });
    const from = Object.entries(EXPECTED[action])
      .filter(([, t]) => t !== null)
      .map(([s]) => WORDS[Number(s)]);
    expect(result).toEqual({
      ok: false,
      reason: `cannot ${action} ${noun} that is ${WORDS[status]} (allowed from ${from.join(', ')})`,
    });
  });
});

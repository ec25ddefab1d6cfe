import { describe, expect, it } from '@jest/globals';
import { actionsAllowed, deleteAllowed, parseResources } from '../resources/meta';
import { homeRoleOf } from './roles';

const label = { 'zh-CN': '工单', 'en-US': 'Work order' };
const machine = {
  field: 'status',
  actions: [
    { action: 'start_order', from: [1, 3], to: 2 },
    { action: 'stop_order', from: [2], to: 3 },
    { action: 'finish_order', from: [2, 3], to: 5 },
    { action: 'cancel_order', from: [1, 3], to: 4 },
    { action: 'reverse_finish', from: [5], to: 3 },
  ],
  delete_from: [1, 4],
};

// The row actions read the server's machine (docs/first-hour.md): what a status allows, and whether it may go.
describe('machine actions offered by state', () => {
  const [worder, plain] = parseResources([
    { name: 'worder', module: 'product_mgt', label, actions: ['delete'], fields: {}, machine },
    { name: 'factory', module: 'basicdata', label, actions: ['delete'], fields: {}, machine: null },
  ]);

  it('offers the moves of the record status, in the machine order', () => {
    expect(actionsAllowed(worder, { status: 1 })).toEqual(['start_order', 'cancel_order']);
    expect(actionsAllowed(worder, { status: 2 })).toEqual(['stop_order', 'finish_order']);
    expect(actionsAllowed(worder, { status: 3 })).toEqual(['start_order', 'finish_order', 'cancel_order']);
    expect(actionsAllowed(worder, { status: 4 })).toEqual([]);
    expect(actionsAllowed(worder, { status: 5 })).toEqual(['reverse_finish']);
    expect(actionsAllowed(plain, { status: 1 })).toEqual([]);
  });

  it('offers no Delete for a working, paused or finished order', () => {
    expect([0, 1, 2, 3, 4, 5].filter((status) => deleteAllowed(worder, { status }))).toEqual([1, 4]);
    expect(deleteAllowed(plain, { status: 2 })).toBe(true);
  });

  it('drops a malformed machine rather than offering wrong actions', () => {
    const [broken] = parseResources([
      { name: 'x', module: 'm', label, actions: [], fields: {}, machine: { field: 'status', actions: 'nope' } },
    ]);
    expect(broken.machine).toBeUndefined();
    expect(actionsAllowed(broken, { status: 1 })).toEqual([]);
  });
});

describe('the home of a user', () => {
  it('is the first of the home roles it holds, admin last', () => {
    expect(homeRoleOf(['admin'])).toBe('admin');
    expect(homeRoleOf(['admin', 'supervisor'])).toBe('supervisor');
    expect(homeRoleOf(['maintenance', 'warehouse_clerk'])).toBe('warehouse_clerk');
    expect(homeRoleOf(['quality'])).toBe('none');
    expect(homeRoleOf([])).toBe('none');
  });
});

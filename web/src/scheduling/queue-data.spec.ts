import { bundleKeys } from '../widgets/i18n-bundle';
import { SCHEDULING_BUNDLES } from './i18n';
import { moveTarget, opsFor, orderResource, readQueue } from './queue-data';

describe('scheduling operation screen: data', () => {
  it('reads the queue in position order, SMT orders and work orders', () => {
    const q = readQueue([
      { id: 7, position: 2, worder_id: 3, smt_order_id: null, smt_order: null, worder: { fbillno: 'WO-1', status: 2 } },
      { id: 5, position: 1, smt_order_id: 9, smt_order: { fbillno: 'SMT-9', status: 1 } },
    ]);
    expect(q).toEqual([
      { id: 5, position: 1, kind: 'smt', orderId: 9, fbillno: 'SMT-9', status: 1 },
      { id: 7, position: 2, kind: 'worder', orderId: 3, fbillno: 'WO-1', status: 2 },
    ]);
  });

  it("sends an entry's actions to its order's resource", () => {
    const e = { id: 1, position: 1, orderId: 1, fbillno: '', status: 1 };
    expect(orderResource({ ...e, kind: 'smt' })).toBe('smt_order');
    expect(orderResource({ ...e, kind: 'worder' })).toBe('worder');
  });

  it('offers the order actions of the work order state machine', () => {
    expect(opsFor(1)).toEqual(['start_order', 'cancel_order']);
    expect(opsFor(2)).toEqual(['stop_order', 'finish_order']);
    expect(opsFor(3)).toEqual(['start_order', 'finish_order', 'cancel_order']);
    expect(opsFor(5)).toEqual([]);
  });

  it('moves within the queue only', () => {
    const e = { id: 1, position: 1, kind: 'smt' as const, orderId: 1, fbillno: '', status: 1 };
    expect(moveTarget(e, 3, 'up')).toBeNull();
    expect(moveTarget(e, 3, 'top')).toBeNull();
    expect(moveTarget(e, 3, 'down')).toBe(2);
    expect(moveTarget({ ...e, position: 3 }, 3, 'down')).toBeNull();
    expect(moveTarget({ ...e, position: 3 }, 3, 'top')).toBe(1);
  });

  it('has every label in both languages', () => {
    expect(bundleKeys(SCHEDULING_BUNDLES['zh-CN'])).toEqual(bundleKeys(SCHEDULING_BUNDLES['en-US']));
  });
});

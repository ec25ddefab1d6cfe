import { IcppStatus, WorkOrderStatus } from '@mes/contracts';
import { icppStatusOf } from './icpp-status';

const { READY, WORKING, PAUSE, CANCEL, FINISH } = WorkOrderStatus;

describe('process plan status from its SMT orders', () => {
  it.each([
    [[], IcppStatus.READY],
    [[READY, FINISH], IcppStatus.READY],
    [[WORKING, PAUSE, READY], IcppStatus.RUNNING],
    [[PAUSE, FINISH], IcppStatus.STOP],
    [[CANCEL, CANCEL], IcppStatus.CANCEL],
    [[FINISH, CANCEL], IcppStatus.END],
    [[FINISH], IcppStatus.END],
  ])('orders %j -> %i', (orders, expected) => {
    expect(icppStatusOf(orders, IcppStatus.READY)).toBe(expected);
  });

  it('keeps the status of a plan without orders', () => {
    expect(icppStatusOf([], IcppStatus.STOP)).toBe(IcppStatus.STOP);
  });
});

import { IcppStatus, WorkOrderStatus, type IcppStatusCode } from '@mes/contracts';

// A process plan's status follows its SMT orders (docs/state-machines.md, "Process plans"). Pure.
// running while one works; stopped while one is paused (and none works); ready while one has not started; cancelled
// when all were cancelled; ended when every one is finished or cancelled and at least one finished. No orders: unchanged.
export function icppStatusOf(orderStatuses: readonly number[], current: IcppStatusCode): IcppStatusCode {
  if (orderStatuses.length === 0) return current;
  const has = (s: number) => orderStatuses.includes(s);
  if (has(WorkOrderStatus.WORKING)) return IcppStatus.RUNNING;
  if (has(WorkOrderStatus.PAUSE)) return IcppStatus.STOP;
  if (has(WorkOrderStatus.READY) || has(WorkOrderStatus.UNKNOWN)) return IcppStatus.READY;
  if (orderStatuses.every((s) => s === WorkOrderStatus.CANCEL)) return IcppStatus.CANCEL;
  return IcppStatus.END;
}

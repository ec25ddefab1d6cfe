import { OrderReportingEntryResult, type ReportingAttempt } from '@mes/contracts';

/** An entry of an order report as its get call answers it. */
export type Entry = {
  id: number;
  worder_id: number;
  worder?: { fbillno: string } | null;
  qty: number;
  fdesc: string;
  result: number;
  version: number;
  attempts: number;
  last_error: string;
  reported_at: string | null;
};

/** One attempt to send an entry (order_reporting/attempts). */
export type Attempt = ReportingAttempt;

export const RESULT_COLOR: Record<number, string> = {
  [OrderReportingEntryResult.UNKNOWN]: 'default',
  [OrderReportingEntryResult.SUCCESS]: 'green',
  [OrderReportingEntryResult.FAIL]: 'red',
};

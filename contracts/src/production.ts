import type { StationReportResultCode } from './enums';

/** The status actions of work, rework and SMT orders (docs/state-machines.md); each writes the outbox topic `<kind>.<action>`. */
export const ORDER_ACTIONS = ['start_order', 'stop_order', 'finish_order', 'cancel_order', 'reverse_finish'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

// The stored fact of one station report, as the outbox carries it to the workers (and a rebuild replays it).
export type StationReportFact = {
  station_log_id: number;
  sn: string;
  worder_id: number;
  station_id: number;
  product_line_id: number;
  seq: number;
  result: StationReportResultCode;
  first_pass: boolean;
  /** the SN's first report in this flow: it enters the WIP of its order */
  entered: boolean;
  /** the station it waits at next (null when done or when it stays after a fail) */
  to_station_id: number | null;
  done: boolean;
  created_at: string;
};

/** Projection rows carry rev: it grows with every update of that row, in commit order; keep the highest. */
export type StationCounters = {
  worder_id: number;
  station_id: number;
  pass: number;
  fail: number;
  first_pass_total: number;
  first_pass_pass: number;
  wip: number;
  rev: number;
};
export type LineHour = {
  product_line_id: number;
  hour: string;
  pass: number;
  fail: number;
  output: number;
  rev: number;
};
export type WorderProgress = {
  worder_id: number;
  started: number;
  finished: number;
  failed: number;
  last_report_at: string | null;
  rev: number;
};

/** One report as a board lists it. */
export type ReportSummary = {
  station_log_id: number;
  sn: string;
  result: StationReportResultCode;
  worder_id: number;
  station_id: number;
  product_line_id: number;
  at: string;
};

/**
 * What a board receives after reports were applied (several at once under load): the reports of its room, and the new
 * absolute values of every counter they changed. Applying a delta twice changes nothing: keep the highest rev per row.
 */
export type ReportsDelta = {
  reports: ReportSummary[];
  stations: StationCounters[];
  line_hours: LineHour[];
  progress: WorderProgress[];
};

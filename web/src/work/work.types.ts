import type { CallInput, ReportAnswer, StationReportDecl, StationReportResultCode, TestItem } from '@mes/contracts';

// The shapes the station screens send and read (docs/api.md "Production data", server shop-floor station-report).

export type { TestItem };

type Declared = CallInput<StationReportDecl>;
/** The body of a station report as the screens send it: the declared body, station, operator, items and key given. */
export type ReportBody = Declared &
  Required<Pick<Declared, 'station_id' | 'operator' | 'test_items' | 'idempotency_key'>>;

export type { ReportAnswer };

/** One scan on its way: the call, the body (with its idempotency key) and when it was taken. */
export type PendingScan<B = ReportBody> = { key: string; call: string; body: B; at: number };

/** What a scan sent (or sent later from the queue) came to; the packing and binding stations answer their own A. */
export type Outcome<A = ReportAnswer> =
  { kind: 'verdict'; answer: A } | { kind: 'refused'; err: number; msg: string } | { kind: 'queued' };

/** The station this PC is, as remembered in localStorage MES_work_station. */
export type WorkStation = { id: number; fnumber: string; fname: string; fn: string | null; product_line_id: number };

/** A station report as the station_log list answers it (the fields the screen uses). */
export type StationLogRow = {
  id: number;
  sn: string;
  worder_id: number;
  station_id: number;
  result: StationReportResultCode | number;
  created_at: string;
};

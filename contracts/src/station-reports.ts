import type { STATION_REPORT_CALLS } from './calls/station-report';

// The addresses and answers of the station reports (their declarations, STATION_REPORT_CALLS, are in
// calls/station-report.ts). Named once: the server registers them, the station screens, the line simulator, the tests
// and the bench send to them.

export type StationReportPath = (typeof STATION_REPORT_CALLS)[number]['path'];

/** The address of a report call (they are v2 calls). */
export const stationReportUrl = (path: StationReportPath): string => `/api/v2/${path}`;

/** The call a station of each function reports through by default (its own function's call). */
export const REPORT_CALL_OF_FUNCTION: Readonly<Record<string, string>> = {
  GENERAL_TEST: stationReportUrl('mes-transfer/general_test/create'),
  DOWNLOAD: stationReportUrl('mes-transfer/download/create'),
  CHECK_OUTWARD: stationReportUrl('mes-transfer/function_outward_test/create'),
  MMI_TEST: stationReportUrl('mes-transfer/mmi_test/mmi_test'),
  CHECK_X: stationReportUrl('mes-transfer/check_x/create'),
};

/**
 * A test item that failed the limits of its station (product_mgt/test_item_check): below the lower limit, above the
 * upper one, not a number where limits are numbers, not the expected text, or a required item the report lacks.
 */
export type FailedTestItem = {
  /** the item's name as reported (the limit's code for a missing one) */
  name: string;
  /** the limit's code */
  code: string;
  value: string;
  lower: number | null;
  upper: number | null;
  expected: string | null;
  unit: string;
  reason: 'below' | 'above' | 'not_a_number' | 'not_equal' | 'missing';
};

/** What a station report answers (the server writes it, the station screens read it). */
export type ReportAnswer = {
  station_log_id: number;
  sn: string;
  worder_id: number;
  station_id: number;
  /** the result stored: the station's, or 2 when a test item failed its limits */
  result: number;
  verdict: 'pass' | 'fail';
  next_station: { id: number; fnumber: string } | null;
  done: boolean;
  repeated: boolean;
  /** the result the station sent (absent in answers stored before test limits existed) */
  reported_result?: number;
  /** the test items that failed their limits (empty when none did or the station has no limits) */
  failed_items?: FailedTestItem[];
};

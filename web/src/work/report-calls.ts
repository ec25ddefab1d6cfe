import { REPORT_CALL_OF_FUNCTION, stationReportUrl } from '@mes/contracts';

// Which mes-transfer call a station screen sends a report to (001 §2, §7; docs/state-machines.md "Station reports").
// The route names the screen and its function ('work/station_test?function=DOWNLOAD'); the chosen station's own
// function picks the call, and a station whose function the screen does not serve cannot be chosen (the server would
// answer 1505).

export type StationScreenKind = 'station_test' | 'mmi_test' | 'check_x';
export type ScreenConfig = {
  kind: StationScreenKind;
  /** the function the route names (general_test -> GENERAL_TEST, scan_input_test -> GENERAL_TEST on the MMI screen) */
  routeFunction: string | null;
  /** the station functions this screen serves */
  functions: readonly string[];
};

export const SCREEN_FUNCTIONS: Readonly<Record<StationScreenKind, readonly string[]>> = {
  station_test: ['GENERAL_TEST', 'DOWNLOAD', 'CHECK_OUTWARD'],
  mmi_test: ['MMI_TEST', 'GENERAL_TEST'],
  check_x: ['CHECK_X'],
};

export const MMI_CALL = stationReportUrl('mes-transfer/mmi_test/mmi_test');
export const SCAN_INPUT_CALL = stationReportUrl('mes-transfer/test_by_scan/test_by_scan');

/** The screen a route's page name opens, or null when it is not a station screen. */
export function screenOfPage(name: string): ScreenConfig | null {
  const [path, query = ''] = name.split('?');
  const kind = path.replace(/^work\//, '');
  if (!(kind in SCREEN_FUNCTIONS) || !path.startsWith('work/')) return null;
  const fn = new URLSearchParams(query).get('function');
  const k = kind as StationScreenKind;
  return { kind: k, routeFunction: fn && SCREEN_FUNCTIONS[k].includes(fn) ? fn : null, functions: SCREEN_FUNCTIONS[k] };
}

/**
 * The call for a station of this function on this screen, or null when the screen does not serve it.
 * Station-test screen and check_x: by the station's function. The MMI screen sends mmi_test/mmi_test (which takes
 * MMI_TEST and GENERAL_TEST stations); opened as scan_input_test (route function GENERAL_TEST) it sends
 * test_by_scan/test_by_scan, the scan-input test of 001 §7, which takes the same two.
 */
export function reportCallFor(screen: ScreenConfig, stationFunction: string | null | undefined): string | null {
  if (!stationFunction || !screen.functions.includes(stationFunction)) return null;
  if (screen.kind === 'mmi_test') return screen.routeFunction === 'GENERAL_TEST' ? SCAN_INPUT_CALL : MMI_CALL;
  return REPORT_CALL_OF_FUNCTION[stationFunction] ?? null;
}

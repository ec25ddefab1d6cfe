import { MMI_CALL, SCAN_INPUT_CALL, reportCallFor, screenOfPage } from './report-calls';

describe('station screens: function -> mes-transfer call', () => {
  const test = screenOfPage('work/station_test?function=DOWNLOAD')!;
  const mmi = screenOfPage('work/mmi_test?function=MMI_TEST')!;
  const scanInput = screenOfPage('work/mmi_test?function=GENERAL_TEST')!;
  const checkX = screenOfPage('work/check_x')!;

  it('reads the route page names', () => {
    expect(test).toEqual({
      kind: 'station_test',
      routeFunction: 'DOWNLOAD',
      functions: ['GENERAL_TEST', 'DOWNLOAD', 'CHECK_OUTWARD'],
    });
    expect(checkX).toEqual({ kind: 'check_x', routeFunction: null, functions: ['CHECK_X'] });
    expect(screenOfPage('work/packing')).toBeNull();
    expect(screenOfPage('product_mgt/station_test')).toBeNull();
    expect(screenOfPage('work/station_test?function=NOPE')?.routeFunction).toBeNull();
  });

  it('sends each station function of the station-test screen to its own call', () => {
    expect(reportCallFor(test, 'GENERAL_TEST')).toBe('/api/v2/mes-transfer/general_test/create');
    expect(reportCallFor(test, 'DOWNLOAD')).toBe('/api/v2/mes-transfer/download/create');
    expect(reportCallFor(test, 'CHECK_OUTWARD')).toBe('/api/v2/mes-transfer/function_outward_test/create');
  });

  it('sends MMI screens to mmi_test, or to test_by_scan when opened as scan_input_test', () => {
    expect(reportCallFor(mmi, 'MMI_TEST')).toBe(MMI_CALL);
    expect(reportCallFor(mmi, 'GENERAL_TEST')).toBe(MMI_CALL);
    expect(reportCallFor(scanInput, 'MMI_TEST')).toBe(SCAN_INPUT_CALL);
    expect(reportCallFor(scanInput, 'GENERAL_TEST')).toBe(SCAN_INPUT_CALL);
  });

  it('sends check_x to check_x/create', () => {
    expect(reportCallFor(checkX, 'CHECK_X')).toBe('/api/v2/mes-transfer/check_x/create');
  });

  it('refuses a station the screen does not serve (the server would answer 1505)', () => {
    expect(reportCallFor(test, 'MMI_TEST')).toBeNull();
    expect(reportCallFor(mmi, 'DOWNLOAD')).toBeNull();
    expect(reportCallFor(checkX, 'GENERAL_TEST')).toBeNull();
    expect(reportCallFor(test, null)).toBeNull();
    expect(reportCallFor(test, 'PACKING')).toBeNull();
  });
});

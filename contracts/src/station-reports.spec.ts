import { STATION_REPORT_CALLS } from './calls/station-report';
import { REPORT_CALL_OF_FUNCTION, stationReportUrl } from './station-reports';

describe('station report calls', () => {
  it('sends a station of each function to a call that accepts that function', () => {
    for (const [fn, url] of Object.entries(REPORT_CALL_OF_FUNCTION)) {
      const call = STATION_REPORT_CALLS.find((c) => stationReportUrl(c.path) === url);
      expect(call?.functions).toContain(fn);
    }
  });

  it('names every function some call accepts', () => {
    const accepted = new Set(STATION_REPORT_CALLS.flatMap((c) => c.functions));
    expect(Object.keys(REPORT_CALL_OF_FUNCTION).sort()).toEqual([...accepted].sort());
    expect(stationReportUrl('mes-transfer/check_x/create')).toBe('/api/v2/mes-transfer/check_x/create');
  });
});

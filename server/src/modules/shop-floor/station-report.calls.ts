import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { parseStationReport } from './station-report.input';
import type { StationReportService } from './station-report.service';

// The mes-transfer calls of 001 §7 that report a station's verdict, with the station functions each accepts (1505).
export const REPORT_CALLS = [
  { path: 'mes-transfer/general_test/create', functions: ['GENERAL_TEST'] },
  { path: 'mes-transfer/download/create', functions: ['DOWNLOAD'] },
  { path: 'mes-transfer/function_outward_test/create', functions: ['CHECK_OUTWARD'] },
  { path: 'mes-transfer/mmi_test/mmi_test', functions: ['MMI_TEST', 'GENERAL_TEST'] },
  { path: 'mes-transfer/test_by_scan/test_by_scan', functions: ['GENERAL_TEST', 'MMI_TEST'] },
  { path: 'mes-transfer/check_x/create', functions: ['CHECK_X'] },
] as const;

export function registerStationReportCalls(registry: ResourceRegistry, reports: StationReportService): void {
  for (const call of REPORT_CALLS) {
    const source = call.path.split('/')[1];
    registry.registerExtra({
      path: call.path, permission: call.path.replace(/\//g, '.'),
      summary: `station report (${call.functions.join(' or ')} stations): sn, station_id or station, result, operator, test_items, idempotency_key`,
      handler: (body, ctx) => reports.report(parseStationReport(body), call.functions, source, ctx.userId),
    });
  }
}

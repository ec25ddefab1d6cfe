import { STATION_REPORT_CALLS } from '@mes/contracts';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { parseStationReport } from './station-report.input';
import type { StationReportService } from './station-report.service';

export function registerStationReportCalls(registry: ResourceRegistry, reports: StationReportService): void {
  for (const call of STATION_REPORT_CALLS) {
    const source = call.path.split('/')[1];
    registry.registerExtra({
      path: call.path,
      permission: call.path.replace(/\//g, '.'),
      summary: `station report (${call.functions.join(' or ')} stations): sn, station_id or station, result, operator, test_items, idempotency_key`,
      handler: (body, ctx) => reports.report(parseStationReport(body), call.functions, source, ctx.userId),
    });
  }
}

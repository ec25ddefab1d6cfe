import { STATION_REPORT_CALLS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { StationReportService } from './station-report.service';

// The station reports of 001 §7, each served from its declaration (contracts/src/station-reports.ts): the dispatcher
// parses the body before the report runs.
export function registerStationReportCalls(registry: ResourceRegistry, reports: StationReportService): void {
  for (const call of STATION_REPORT_CALLS) {
    const source = call.path.split('/')[1];
    implementCall(registry, call.decl, (input, ctx) => reports.report(input, call.functions, source, ctx.userId));
  }
}

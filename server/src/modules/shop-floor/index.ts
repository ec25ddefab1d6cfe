// The shop-floor area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { printerTargetHooks } from './packing/clodop-device.resource';
export { PACKING_RESOURCES, registerPacking } from './packing/packing';
export { managerSql, settleBox } from './packing/packing-levels';
export { PrinterTargets } from './packing/printer';
export {
  applyFacts,
  hourOf,
  lineHours,
  stationAllOrders,
  touchedRows,
  worderProgress,
  worderStations,
} from './projector';
export type { TouchedRows } from './projector';
export { rebuildProjections } from './rebuild';
export { ReportWriter } from './report-writer';
export { RoutingCache } from './routing-cache';
export { registerStationMessageCalls } from './station-message.calls';
export { registerStationReportCalls } from './station-report.calls';
export { StationReportService } from './station-report.service';
export { TestLimitCache } from './test-limits';

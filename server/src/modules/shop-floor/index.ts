// The shop-floor area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { PACKING_RESOURCES } from './packing/packing';
export { settleBox } from './packing/packing-levels';
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
export { register } from './shop-floor.register';
export type { ShopFloorDeps, ShopFloorGives } from './shop-floor.register';
export { RoutingCache } from './routing-cache';
export { StationReportService } from './station-report.service';
export { TestLimitCache } from './test-limits';

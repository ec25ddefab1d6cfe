import type { Platform } from '../../core/api/platform';
import { printerTargetHooks } from './packing/clodop-device.resource';
import { registerPacking } from './packing/packing';
import { PrinterTargets } from './packing/printer';
import { ReportWriter } from './report-writer';
import { RoutingCache } from './routing-cache';
import { registerStationMessageCalls } from './station-message.calls';
import { registerStationReportCalls } from './station-report.calls';
import { StationReportService } from './station-report.service';
import { TestLimitCache } from './test-limits';

export type ShopFloorDeps = Pick<Platform, 'registry' | 'pool' | 'resources' | 'config' | 'wakeRelays'>;

/** What stock-mgt shares of the shop floor: the label printers' allowed targets, checked at each print. */
export type ShopFloorGives = { printers: PrinterTargets };

// The shop-floor area (docs/architecture.md, "Areas"): the printers' check on `clodop_device` (its declaration,
// PACKING_RESOURCES, registered before by the composition), the station reports, packing and station messages. One
// routing cache and one test-limit cache serve both the station reports and the packing station.
export function register(d: ShopFloorDeps): ShopFloorGives {
  // where label printers may be (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS): checked on the record and at each print
  const printers = PrinterTargets.fromConfig(d.config);
  d.registry.hook('clodop_device', printerTargetHooks(printers));
  const routing = new RoutingCache(d.pool);
  const limits = new TestLimitCache(d.pool);
  // MES_REPORT_GROUP_COMMIT=0: one statement per report, each NOTIFYing at its commit (the way it was, for comparison)
  const writer = process.env.MES_REPORT_GROUP_COMMIT === '0' ? null : new ReportWriter(d.pool, d.wakeRelays);
  registerStationReportCalls(d.registry, new StationReportService(d.pool, routing, limits, writer));
  registerPacking(d.registry, { pool: d.pool, resources: d.resources, cache: routing, limits, printers });
  registerStationMessageCalls(d.registry, d.pool);
  return { printers };
}

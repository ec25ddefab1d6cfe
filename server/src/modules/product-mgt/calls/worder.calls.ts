import { ORDER_FIELDS, WORDER_CALLS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { WorderExportService } from '../worder-export.service';
import type { WorderQueryService } from '../worder-query.service';

// Work-order lookups and spreadsheets of 000 §7 (the generic worder/export and worder/import are the engine's).
export function registerWorderCalls(
  registry: ResourceRegistry,
  query: WorderQueryService,
  exports: WorderExportService,
): void {
  implementCall(registry, WORDER_CALLS.getOrder, (b) => query.getOrder(b.fbillno));
  for (const field of ORDER_FIELDS)
    implementCall(registry, WORDER_CALLS[field], (b) => query.field(b.worder_id, field));
  implementCall(registry, WORDER_CALLS.inShift, (b) => query.inShift(b.product_line_id, b.at ?? new Date()));
  implementCall(registry, WORDER_CALLS.exportTestItems, (b) => exports.testItems(b.worder_id, b.locale));
  implementCall(registry, WORDER_CALLS.exportSnStatus, (b) => exports.snStatus(b.worder_id, b.locale));
  implementCall(registry, WORDER_CALLS.customerExport, (b) => exports.customer(b.worder_id, b.locale));
}

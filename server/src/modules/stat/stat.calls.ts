import type pg from 'pg';
import { STAT } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { defectPareto, wipNow } from './defects-wip.queries';
import { OrderWipQueries } from './order-wip.queries';
import { orderWipSheet, productReport } from './stat-exports';
import { parseStatFilter } from './stat-filter';
import { StatQueries } from './stat.queries';
import { orderWipResource, temporaryOrderWipResource, wipAmendResource, wipFieldResource } from './wip.resources';

// The statistics calls of 001 §7 (v1 stat), docs/statistics.md: the figures per station, order, line and product,
// the product report, and order WIP with its stages, temporary WIP and amendments (declared resources: order_wip/list
// is the engine's, its rows carrying the stages through the resource's afterRead). Declared in
// contracts/src/calls/stat.ts.
export function registerStatCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  for (const def of [wipFieldResource(), orderWipResource(), temporaryOrderWipResource(), wipAmendResource()])
    registry.register(def);
  const stats = new StatQueries(pool);
  const wip = new OrderWipQueries(pool);
  const S = STAT;

  implementCall(registry, S.stations, (b) => stats.list('station', b.filter));
  implementCall(registry, S.orders, (b) => stats.list('worder', b.filter));
  implementCall(registry, S.lines, (b) => stats.list('product_line', b.filter));
  implementCall(registry, S.products, (b) => stats.list('product', b.filter));
  implementCall(registry, S.defects, async (b) => ({ list: await defectPareto(pool, parseStatFilter(b.filter)) }));
  implementCall(registry, S.wip, async (b) => ({ list: await wipNow(pool, b.worder_ids) }));
  implementCall(registry, S.productReport, (b) =>
    Promise.resolve(productReport(pool, parseStatFilter(b.filter), null, b.locale)),
  );
  implementCall(registry, S.productReportOfOrders, (b) =>
    Promise.resolve(productReport(pool, parseStatFilter(b.filter), b.worder_ids, b.locale)),
  );
  implementCall(registry, S.orderWipBoard, () => wip.kanban());
  implementCall(registry, S.orderWipSheet, (b) => orderWipSheet(wip, b.locale));
}

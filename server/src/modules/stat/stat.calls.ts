import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { idsField, onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { localeField } from '../product-mgt/calls/call-kit';
import { filterOf } from '../tracing/tracing-list';
import { defectPareto, wipNow } from './defects-wip.queries';
import { OrderWipQueries } from './order-wip.queries';
import { orderWipSheet, productReport } from './stat-exports';
import { parseStatFilter } from './stat-filter';
import { StatQueries } from './stat.queries';
import { orderWipResource, temporaryOrderWipResource, wipAmendResource, wipFieldResource } from './wip.resources';

// The statistics calls of 001 §7 (v1 stat), docs/statistics.md: the figures per station, order, line and product,
// the product report, and order WIP with its stages, temporary WIP and amendments (declared resources: order_wip/list
// is the engine's, its rows carrying the stages through the resource's afterRead).
export function registerStatCalls(registry: ResourceRegistry, ds: DataSource): void {
  for (const def of [wipFieldResource(), orderWipResource(), temporaryOrderWipResource(), wipAmendResource()])
    registry.register(def);
  const stats = new StatQueries(ds);
  const wip = new OrderWipQueries(ds);
  const extra = (path: string, summary: string, handler: (b: Record<string, unknown>) => Promise<unknown>) =>
    registry.registerExtra({ path: `stat/${path}`, permission: `stat.${path.replace(/\//g, '.')}`, summary, handler });
  const range =
    'from:/to: (hour precision), bucket:all|hour|shift|day, station_id/worder_id/product_line_id/product_id';
  const only = (b: Record<string, unknown>, fields: string[]) => {
    onlyFields(b, fields);
    if (b.filter !== undefined && typeof b.filter !== 'string') throw refuse('filter', 'input.string');
    return b.filter as string | undefined;
  };

  extra('station_stat/list', `figures per station and bucket, with OEE when bucket:all and a range: ${range}`, (b) =>
    stats.list('station', filterOf(b)),
  );
  extra('worder_stat/list', `figures per work order and bucket, with RTY: ${range}`, (b) =>
    stats.list('worder', filterOf(b)),
  );
  extra('product_line_stat/list', `figures per line and bucket, with RTY: ${range}`, (b) =>
    stats.list('product_line', filterOf(b)),
  );
  extra('product_stat/list', `figures per product and bucket, with RTY: ${range}`, (b) =>
    stats.list('product', filterOf(b)),
  );
  extra('defect/list', `defect Pareto: failed reports by error code (failed test item): ${range}`, async (b) => ({
    list: await defectPareto(ds, parseStatFilter(filterOf(b))),
  }));
  extra('wip/list', 'units per stage of the orders now, with their age', async (b) => {
    onlyFields(b, ['worder_ids']);
    return { list: await wipNow(ds, idsField(b, 'worder_ids')) };
  });
  extra('product_report/export', `every station report of the filter as a streamed .xlsx: ${range}, locale`, (b) => {
    const filter = only(b, ['filter', 'locale']);
    return Promise.resolve(productReport(ds, parseStatFilter(filter), null, localeField(b)));
  });
  extra('product_report/export_by_worder_ids', 'every station report of these work orders, streamed .xlsx', (b) => {
    const filter = only(b, ['worder_ids', 'filter', 'locale']);
    const ids = idsField(b, 'worder_ids');
    return Promise.resolve(productReport(ds, parseStatFilter(filter), ids, localeField(b)));
  });
  extra('order_wip/list/kanban', 'the order WIP board: every followed order not disabled, with the stages', (b) => {
    onlyFields(b, []);
    return wip.kanban();
  });
  extra('order_wip/export', 'the order WIP board as a streamed .xlsx', (b) => {
    onlyFields(b, ['locale']);
    return orderWipSheet(wip, localeField(b));
  });
}

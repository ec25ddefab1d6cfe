import type { DataSource } from 'typeorm';
import { idsField, onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { filterOf } from '../tracing/tracing-list';
import { defectPareto, wipNow } from './defects-wip.queries';
import { parseStatFilter } from './stat-filter';
import { StatQueries } from './stat.queries';

// The statistics calls of 001 §7 (v1 stat), docs/statistics.md: the figures per station, order, line and product.
export function registerStatCalls(registry: ResourceRegistry, ds: DataSource): void {
  const stats = new StatQueries(ds);
  const extra = (path: string, summary: string, handler: (b: Record<string, unknown>) => Promise<unknown>) =>
    registry.registerExtra({ path: `stat/${path}`, permission: `stat.${path.replace(/\//g, '.')}`, summary, handler });
  const range =
    'from:/to: (hour precision), bucket:all|hour|shift|day, station_id/worder_id/product_line_id/product_id';

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
}

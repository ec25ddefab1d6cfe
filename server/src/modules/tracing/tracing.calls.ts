import { GENEALOGY, TRACING } from '@mes/contracts';
import type pg from 'pg';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { GenealogyQuery } from './genealogy.query';
import { ProductItemQueries } from './product-item.queries';
import { ProductTrackQuery } from './product-track';
import { RecallQuery } from './recall.query';
import { StationLogQueries } from './station-log.queries';

// The product collection and tracing calls of 001 §7 (v1 product_coll) that read what station reports stored:
// station_log list/get/details, product_item list/get/search_key/find and product_track (docs/api.md). Declared in
// contracts/src/calls/tracing.ts.
export function registerTracingCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  const logs = new StationLogQueries(pool);
  const items = new ProductItemQueries(pool);
  const tracks = new ProductTrackQuery(pool, items, logs);
  const T = TRACING;
  implementCall(registry, T.stationLogs, (b) => logs.list(b.filter));
  implementCall(registry, T.stationLog, (b) => logs.get(b.id));
  implementCall(registry, T.stationLogDetails, (b) => logs.details(b.id));
  implementCall(registry, T.items, (b) => items.list(b.filter));
  implementCall(registry, T.item, (b) => items.find(b.sn));
  implementCall(registry, T.findItem, (b) => items.find(b.sn));
  implementCall(registry, T.searchItems, (b) => items.search(b.search_key));
  implementCall(registry, T.track, (b) => tracks.track(b.sn));
}

// The genealogy of issue 18 (docs/tracing-dashboard.md): backward from a serial number, forward (recall) from a reel
// barcode, a supplier lot or a material, and the recall list as xlsx.
export function registerGenealogyCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  const logs = new StationLogQueries(pool);
  const items = new ProductItemQueries(pool);
  const genealogy = new GenealogyQuery(pool, new ProductTrackQuery(pool, items, logs));
  const recall = new RecallQuery(pool);
  implementCall(registry, GENEALOGY.backward, (b) => genealogy.backward(b.sn));
  implementCall(registry, GENEALOGY.recall, ({ barcode, lot, icitem_id }) =>
    recall.forward({ barcode, lot, icitem_id }),
  );
  implementCall(registry, GENEALOGY.recallSheet, ({ locale, ...by }) => recall.export(by, locale));
}

import type { DataSource } from 'typeorm';
import { idField, onlyFields, textField } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { refuse } from '../../core/api/app.exception';
import { GenealogyQuery } from './genealogy.query';
import { ProductItemQueries } from './product-item.queries';
import { ProductTrackQuery } from './product-track';
import { StationLogQueries } from './station-log.queries';
import { recallBy, RecallQuery } from './recall.query';
import { filterOf } from './tracing-list';

const SN_MAX = 64;

// The product collection and tracing calls of 001 §7 (v1 product_coll) that read what station reports stored:
// station_log list/get/details, product_item list/get/search_key/find and product_track (docs/api.md).
export function registerTracingCalls(registry: ResourceRegistry, ds: DataSource): void {
  const logs = new StationLogQueries(ds);
  const items = new ProductItemQueries(ds);
  const tracks = new ProductTrackQuery(ds, items, logs);
  const extra = (path: string, summary: string, handler: (b: Record<string, unknown>) => Promise<unknown>) =>
    registry.registerExtra({
      path: `product_coll/${path}`,
      permission: `product_coll.${path.replace(/\//g, '.')}`,
      summary,
      handler,
    });
  const byId = (b: Record<string, unknown>) => {
    onlyFields(b, ['id']);
    return idField(b, 'id');
  };
  const bySn = (b: Record<string, unknown>, field = 'sn') => {
    onlyFields(b, [field]);
    return textField(b, field, SN_MAX)!;
  };

  extra(
    'station_log/list',
    'station reports: the list grammar with from:/to: on created_at, each with station and work order',
    (b) => logs.list(filterOf(b)),
  );
  extra('station_log/get', 'one station report with station and work order', (b) => logs.get(byId(b)));
  extra('station_log/details', 'one station report with its test items', (b) => logs.details(byId(b)));
  extra('product_item/list', 'serial numbers of work orders with where each stands, order, product and line', (b) =>
    items.list(filterOf(b)),
  );
  extra('product_item/get', 'one serial number with where it stands', (b) => items.find(bySn(b)));
  extra('product_item/find', 'exactly this serial number, or 400', (b) => items.find(bySn(b)));
  extra('product_item/search_key', 'up to 50 serial numbers containing the text', (b) =>
    items.search(bySn(b, 'search_key')),
  );
  extra('product_track', 'the whole path of one serial number: item, reports with test items, flow steps', (b) =>
    tracks.track(bySn(b)),
  );
}

// The genealogy of issue 18 (docs/tracing-dashboard.md): backward from a serial number, forward (recall) from a reel
// barcode, a supplier lot or a material, and the recall list as xlsx.
export function registerGenealogyCalls(registry: ResourceRegistry, ds: DataSource): void {
  const logs = new StationLogQueries(ds);
  const items = new ProductItemQueries(ds);
  const genealogy = new GenealogyQuery(ds, new ProductTrackQuery(ds, items, logs));
  const recall = new RecallQuery(ds);
  registry.registerExtra({
    path: 'product_coll/product_track/genealogy',
    permission: 'product_coll.product_track.genealogy',
    summary:
      'backward genealogy of a serial number: track, order, plan, BOM, reels on its slots at placement, parts, box, pallet, movements',
    handler: (b) => {
      onlyFields(b, ['sn']);
      return genealogy.backward(textField(b, 'sn', SN_MAX)!);
    },
  });
  registry.registerExtra({
    path: 'product_coll/product_track/recall',
    permission: 'product_coll.product_track.recall',
    summary:
      'forward genealogy: every serial number and box that may contain a reel { barcode }, a lot { lot, icitem_id? } or a material { icitem_id }',
    handler: (b) => recall.forward(recallBy(b)),
  });
  registry.registerExtra({
    path: 'product_coll/product_track/recall/export',
    permission: 'product_coll.product_track.recall.export',
    summary: 'the recall list as xlsx ({ barcode | lot | icitem_id, locale? })',
    handler: (b) => {
      const by = recallBy(b, ['locale']);
      const locale = b.locale === undefined ? 'zh-CN' : b.locale;
      if (locale !== 'zh-CN' && locale !== 'en-US') throw refuse('locale', 'input.locale');
      return recall.export(by, locale);
    },
  });
}

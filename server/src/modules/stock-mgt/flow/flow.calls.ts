import type { PrinterTargets } from '../../shop-floor';
import type pg from 'pg';
import { ErrorCode, REEL_DOC_WORK, STOCK_FLOW_CALLS } from '@mes/contracts';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { col, sheetAnswer } from '../../product-mgt';
import { tr } from '../../basicdata';
import { DocWork } from '../documents/doc-work';
import type { StockDocSpec } from '../documents/stock-document.types';
import { bundleResource } from './bundle.resource';
import { registerBundleCalls } from './bundle.calls';
import { FLOW_DOCS, flowDocResources } from './flow-documents';
import { prepareResource } from './prepare.resource';
import { PrepareService } from './prepare.service';
import { registerQuantityReport } from './quantity-report';
import { registerReceiveLabel } from './receive-label.calls';
import { SmtSettings } from '../../smt';
import { DEFAULT_SETTINGS } from './recommend';
import { ReelLabels } from './reel-labels';
import { scanReel } from './reel-work';
import { ShelvingService, shelvingResource } from './shelving';
import { splitReel, splitResource } from './split';
import { first, sql } from '../../../core/db/sql';

const PREPARE_NUMBER = sql('stock-mgt.flow.prepare_number', 'SELECT fbillno FROM material_prepare WHERE id = $1');
const REEL_CODE = sql('stock-mgt.flow.reel_code', 'SELECT fnumber FROM bundle WHERE id = $1');

const user = (userId: number | null) => {
  if (userId === null) throw refuseAs(ErrorCode.INVALID_TOKEN, 'token', 'auth.session_gone', {}, null);
  return userId;
};

// Material flow to the lines (docs/material-flow.md): reels, the reel documents and their clerks' work, splits,
// material preparation with its recommendation, and shelving.
export function registerMaterialFlow(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  printers: PrinterTargets,
): void {
  registry.register(bundleResource());
  for (const def of flowDocResources()) registry.register(def);
  registry.register(prepareResource());
  registry.register(shelvingResource());
  registry.register(splitResource);
  registerBundleCalls(registry, pool, resources, new ReelLabels(pool, registry, resources, printers));
  registerQuantityReport(registry, pool);
  registerReceiveLabel(registry, pool, resources);

  const work = new DocWork(pool);
  for (const spec of Object.values(FLOW_DOCS)) {
    const calls = REEL_DOC_WORK[spec.name];
    implementCall(registry, calls.enter, (b, ctx) => work.enter(spec, b.id, user(ctx.userId)));
    implementCall(registry, calls.leave, (b, ctx) => work.leave(spec, b.id, user(ctx.userId)));
    implementCall(registry, calls.scan, ({ barcode, id, ...label }, ctx) =>
      scanReel(pool, spec, id, barcode, label, user(ctx.userId)),
    );
    implementCall(registry, calls.workers, (b) => work.workers(spec, b.id));
  }

  // material preparation (its feeder-list needs add smt's attrition setting): a stock-document-like description for
  // the shared enter / leave bookkeeping
  const settings = new SmtSettings(pool);
  const prep = new PrepareService(pool, settings);
  const prepSpec = { name: 'material_prepare', label: tr('备料单', 'Material preparation') } as StockDocSpec;
  const calls = STOCK_FLOW_CALLS.prepare;
  implementCall(registry, calls.enter, (b, ctx) => work.enter(prepSpec, b.id, user(ctx.userId)));
  implementCall(registry, calls.leave, (b, ctx) => work.leave(prepSpec, b.id, user(ctx.userId)));
  implementCall(registry, calls.scan, ({ id, barcode, ...label }, ctx) =>
    prep.scan(id, barcode, label, user(ctx.userId)),
  );
  implementCall(registry, calls.regenerate, (b, ctx) => prep.regenerate(b.id, ctx.userId));
  implementCall(registry, calls.board, (b) => prep.board(b.id));
  implementCall(registry, calls.progress, (b) => prep.progress(b.id));
  implementCall(registry, calls.ignore, (b, ctx) => prep.ignore(b.id, b.entry_id, b.ignored, ctx.userId));
  implementCall(registry, calls.finish, (b, ctx) => prep.finish(b.id, ctx.userId));
  // the rules and defaults, and the attrition added to feeder-list needs (`{ values: { attrition_percent } }` sets it)
  implementCall(registry, calls.settings, async (b, ctx) => ({
    defaults: DEFAULT_SETTINGS,
    rules: {
      fefo: 'first to expire first (no expiry date last), then opened reels first, then first received',
      fifo: 'opened reels first, then first received',
    },
    ...(await settings.call('material_prepare', b, { userId: ctx.userId })),
  }));
  implementCall(registry, calls.exportRecommend, async ({ id, locale }) => {
    const doc = await first(pool, PREPARE_NUMBER, [id]);
    if (!doc) throw refuse('id', 'stock.no_material_prepare', { id });
    return sheetAnswer(
      tr('备料推荐', 'Recommended reels'),
      [
        col('seq', '顺序', 'Order', 'int'),
        col('icitem_fnumber', '物料编码', 'Material code'),
        col('icitem_fname', '物料名称', 'Material name'),
        col('need_qty', '需求数量', 'Needed', 'number'),
        col('bundle_fnumber', '料盘', 'Reel'),
        col('stock_fnumber', '仓库', 'Warehouse'),
        col('place_fnumber', '库位', 'Place'),
        col('fqty', '数量', 'Quantity', 'number'),
        col('ignored', '已忽略', 'Ignored', 'bool'),
        col('scanned', '已扫描', 'Scanned', 'bool'),
      ],
      await prep.rows(id),
      locale,
      `material-prepare-${doc.fbillno}.xlsx`,
    );
  });

  const shelving = new ShelvingService(pool);
  const shelvingCalls = STOCK_FLOW_CALLS.shelving;
  implementCall(registry, shelvingCalls.receipts, (b) => shelving.instockBills(b.stock_id ?? null));
  implementCall(registry, shelvingCalls.scan, (b) => shelving.enter(b.id, b.barcode));
  implementCall(registry, shelvingCalls.ignore, (b) => shelving.ignore(b.id, b.entry_id));

  implementCall(registry, STOCK_FLOW_CALLS.split, async (b, ctx) => {
    let code = b.fnumber;
    if (code === undefined) {
      const id = b.parent_bundle_id!;
      const row = await first(pool, REEL_CODE, [id]);
      if (!row) throw refuse('parent_bundle_id', 'stock.no_bundle', { ids: id });
      code = row.fnumber;
    }
    return splitReel(
      pool,
      { code, fbillno: b.fbillno, fqty: b.fqty, childCode: b.child_fnumber, fdesc: b.fdesc },
      ctx.userId,
    );
  });
}

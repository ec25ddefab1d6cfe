import type { PrinterTargets } from '../../shop-floor/packing/printer';
import type { DataSource } from 'typeorm';
import { AppException, refuse } from '../../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { col, sheetAnswer } from '../../product-mgt/sheets';
import { localeField } from '../../product-mgt/calls/call-kit';
import { tr } from '../../basicdata/resources/fields';
import { DocWork } from '../documents/doc-work';
import type { StockDocSpec } from '../documents/stock-document.types';
import { bundleResource } from './bundle.resource';
import { registerBundleCalls } from './bundle.calls';
import { FLOW_DOCS, flowDocResources } from './flow-documents';
import { prepareResource } from './prepare.resource';
import { PrepareService } from './prepare.service';
import { registerQuantityReport } from './quantity-report';
import { SmtSettings } from '../../smt/smt-settings';
import { DEFAULT_SETTINGS } from './recommend';
import { labelOf } from './reel-scan';
import { scanReel } from './reel-work';
import { ShelvingService, shelvingResource } from './shelving';
import { splitReel, splitResource } from './split';

const user = (userId: number | null) => {
  if (userId === null) throw new AppException(900, 'invalid token: log in again');
  return userId;
};
const LABEL_FIELDS = ['icitem_fnumber', 'uid', 'fqty'] as const;

// Material flow to the lines (docs/material-flow.md): reels, the reel documents and their clerks' work, splits,
// material preparation with its recommendation, and shelving.
export function registerMaterialFlow(
  registry: ResourceRegistry,
  ds: DataSource,
  resources: ResourceService,
  printers: PrinterTargets,
): void {
  registry.register(bundleResource(ds));
  for (const def of flowDocResources(ds)) registry.register(def);
  registry.register(prepareResource());
  registry.register(shelvingResource());
  registry.register(splitResource);
  registerBundleCalls(registry, ds, resources, printers);
  registerQuantityReport(registry, ds);

  const work = new DocWork(ds);
  const workCalls = (spec: StockDocSpec, noun: string) => {
    moduleCall(registry, 'stock_mgt', `${spec.name}/enter`, `start working on a ${noun}`, (b, ctx) => {
      onlyFields(b, ['id']);
      return work.enter(spec, idField(b, 'id'), user(ctx.userId));
    });
    moduleCall(registry, 'stock_mgt', `${spec.name}/leave`, `stop working on a ${noun}`, (b, ctx) => {
      onlyFields(b, ['id']);
      return work.leave(spec, idField(b, 'id'), user(ctx.userId));
    });
  };
  for (const spec of Object.values(FLOW_DOCS)) {
    const noun = spec.label['en-US'].toLowerCase();
    workCalls(spec, noun);
    moduleCall(registry, 'stock_mgt', `${spec.name}/scan`, `scan a reel into an entered ${noun}`, (b, ctx) => {
      onlyFields(b, ['id', 'barcode', ...LABEL_FIELDS]);
      const code = textField(b, 'barcode', 64)!.trim();
      return scanReel(ds, spec, idField(b, 'id'), code, labelOf(b), user(ctx.userId));
    });
    moduleCall(registry, 'stock_mgt', `${spec.name}/workers`, `who works on a ${noun} now`, (b) => {
      onlyFields(b, ['id']);
      return work.workers(spec, idField(b, 'id'));
    });
  }

  // material preparation: a stock-document-like description for the shared enter / leave bookkeeping
  const prep = new PrepareService(ds);
  const prepSpec = { name: 'material_prepare', label: tr('备料单', 'Material preparation') } as StockDocSpec;
  workCalls(prepSpec, 'material preparation');
  const prepCall = (
    path: string,
    summary: string,
    fields: readonly string[],
    run: (b: Record<string, unknown>, userId: number | null) => Promise<unknown>,
  ) =>
    moduleCall(registry, 'stock_mgt', `material_prepare/${path}`, summary, (b, ctx) => {
      onlyFields(b, fields);
      return run(b, ctx.userId);
    });
  prepCall(
    'check_enter',
    'scan a reel into an entered preparation: the verdict and what is still missing',
    ['id', 'barcode', ...LABEL_FIELDS],
    (b, u) => prep.scan(idField(b, 'id'), textField(b, 'barcode', 64)!.trim(), labelOf(b), user(u)),
  );
  prepCall('re_generate_recommend', 'recompute the recommended reels (scanned lines stay)', ['id'], (b, u) =>
    prep.regenerate(idField(b, 'id'), u),
  );
  prepCall('board', 'the scanner screen: header, progress per material, lines', ['id'], (b) =>
    prep.board(idField(b, 'id')),
  );
  prepCall('progress', 'per material: needed, scanned, missing', ['id'], (b) => prep.progress(idField(b, 'id')));
  prepCall(
    'ignore_entry',
    'do not follow a recommended line (ignored: false follows it again)',
    ['id', 'entry_id', 'ignored'],
    (b, u) => {
      if (b.ignored !== undefined && typeof b.ignored !== 'boolean') throw refuse('ignored', 'input.boolean');
      return prep.ignore(idField(b, 'id'), idField(b, 'entry_id'), b.ignored !== false, u);
    },
  );
  prepCall(
    'finish_prepare',
    'finish: passed (and a pick to the line) when every need is covered, failed otherwise',
    ['id'],
    (b, u) => prep.finish(idField(b, 'id'), u),
  );
  // the rules and defaults, and the attrition added to feeder-list needs (`{ values: { attrition_percent } }` sets it)
  const settings = new SmtSettings(ds);
  prepCall(
    'get_settings',
    'the recommendation rules, their defaults and the attrition setting',
    ['values'],
    async (b, u) => ({
      defaults: DEFAULT_SETTINGS,
      rules: {
        fefo: 'first to expire first (no expiry date last), then opened reels first, then first received',
        fifo: 'opened reels first, then first received',
      },
      ...(await settings.call('material_prepare', b, { userId: u })),
    }),
  );
  prepCall('export_recommend', 'the recommendation as a spreadsheet', ['id', 'locale'], async (b) => {
    const id = idField(b, 'id');
    const [doc] = (await ds.query('SELECT fbillno FROM material_prepare WHERE id = $1', [id])) as { fbillno: string }[];
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
      localeField(b),
      `material-prepare-${doc.fbillno}.xlsx`,
    );
  });

  const shelving = new ShelvingService(ds);
  moduleCall(
    registry,
    'stock_mgt',
    'material_shelving/query_instock_bill',
    'checked receipts with reels not yet shelved',
    (b) => {
      onlyFields(b, ['stock_id']);
      return shelving.instockBills(b.stock_id === undefined || b.stock_id === null ? null : idField(b, 'stock_id'));
    },
  );
  moduleCall(
    registry,
    'stock_mgt',
    'material_shelving/enter',
    'scan a reel of the shelving: shelved (or unshelved)',
    (b) => {
      onlyFields(b, ['id', 'barcode']);
      return shelving.enter(idField(b, 'id'), textField(b, 'barcode', 64)!.trim());
    },
  );
  moduleCall(registry, 'stock_mgt', 'material_shelving/ignore_entry', 'skip a line of the shelving', (b) => {
    onlyFields(b, ['id', 'entry_id']);
    return shelving.ignore(idField(b, 'id'), idField(b, 'entry_id'));
  });

  moduleCall(
    registry,
    'stock_mgt',
    'material_split/create',
    'split a reel (by its code, fnumber, or its id, parent_bundle_id): the parent keeps the rest, a new reel the quantity',
    async (b, ctx) => {
      onlyFields(b, ['fnumber', 'parent_bundle_id', 'fqty', 'child_fnumber', 'fbillno', 'fdesc']);
      if (typeof b.fqty !== 'number' || !Number.isFinite(b.fqty) || b.fqty <= 0)
        throw refuse('fqty', 'input.positive_number');
      let code = textField(b, 'fnumber', 64, b.parent_bundle_id !== undefined)?.trim();
      if (code === undefined) {
        const id = idField(b, 'parent_bundle_id');
        const [row] = (await ds.query('SELECT fnumber FROM bundle WHERE id = $1', [id])) as { fnumber: string }[];
        if (!row) throw refuse('parent_bundle_id', 'stock.no_bundle', { ids: id });
        code = row.fnumber;
      }
      return splitReel(
        ds,
        {
          code,
          fbillno: textField(b, 'fbillno', 64, true)?.trim() || undefined,
          fqty: b.fqty,
          childCode: textField(b, 'child_fnumber', 64, true)?.trim(),
          fdesc: textField(b, 'fdesc', 256, true),
        },
        ctx.userId,
      );
    },
  );
}

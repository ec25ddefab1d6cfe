import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { idField, onlyFields, optTextField } from '../../core/api/call-input';
import type { DraftStore } from '../../core/resource/drafts';
import { moduleCall, type ExtraCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef } from '../../core/resource/resource.types';
import { filterField, localeField } from '../product-mgt/calls/call-kit';
import { SmtSettings } from '../smt/smt-settings';
import { filterOf } from '../tracing/tracing-list';
import { BomSheets } from './bom-sheets';
import { BomService } from './bom.service';
import { IcmaService, moveItems } from './icma.service';
import { InventoryService } from './inventory.service';
import { bomOrderResources } from './resources';

const MAX_FQTY = 1e9;

// BOMs and production orders (issue 14, docs/bom-orders.md): the resources, and every call beyond their standard set.
export function registerBomOrders(
  registry: ResourceRegistry,
  ds: DataSource,
  resources: ResourceService,
  drafts: DraftStore,
): void {
  const defs = new Map<string, ResourceDef>();
  for (const def of bomOrderResources(ds)) {
    registry.register(def);
    defs.set(def.name, def);
  }
  const call = (path: string, summary: string, handler: ExtraCall['handler']) =>
    moduleCall(registry, 'product_mgt', path, summary, handler);
  const boms = new BomService(ds, resources, defs.get('icbom')!);
  const sheets = new BomSheets(ds, resources, drafts, boms);
  const icma = new IcmaService(ds, resources, defs.get('icma')!, new SmtSettings(ds));
  const inventory = new InventoryService(ds);
  const settings = new SmtSettings(ds);

  call(
    'icbom/multi_expand',
    'every level of a BOM with the quantity per parent and per top unit (fqty top units)',
    async (b) => {
      onlyFields(b, ['id', 'fqty']);
      const fqty = b.fqty ?? 1;
      if (typeof fqty !== 'number' || !Number.isFinite(fqty) || fqty <= 0 || fqty > MAX_FQTY)
        throw refuse('fqty', 'bom.number_range', { max: MAX_FQTY });
      return boms.multiExpand(idField(b, 'id'), fqty);
    },
  );
  call('icbom/export', '.xlsx of the BOMs the filter selects, one row per entry (imports back)', async (b) => {
    onlyFields(b, ['filter', 'locale']);
    return sheets.export(filterField(b), localeField(b));
  });
  registry.registerExtra({
    path: 'product_mgt/icbom/import',
    permission: 'product_mgt.icbom.import',
    summary: 'new BOMs from a sheet of entries (as icbom/export writes it), all or none',
    handler: (b, ctx) => sheets.import(b, ctx),
  });
  call(
    'icbom/export_diff',
    '.xlsx of the differences from BOM id to BOM other_id: added, removed, changed',
    async (b) => {
      onlyFields(b, ['id', 'other_id', 'locale']);
      return sheets.exportDiff(idField(b, 'id'), idField(b, 'other_id'), localeField(b));
    },
  );

  for (const action of ['work', 'back'] as const)
    call(
      `icma/${action}`,
      action === 'work'
        ? 'issue materials of a checked requisition to the line (without items: all still to issue)'
        : 'take materials back from the line to the warehouse',
      async (b, ctx) => {
        onlyFields(b, ['id', 'items', 'fdesc']);
        const id = idField(b, 'id');
        const items = action === 'back' || b.items !== undefined ? moveItems(b.items) : null;
        return icma.move(action, id, items, optTextField(b, 'fdesc', 256), ctx);
      },
    );
  call(
    'icma/wlog/list',
    'the work log of requisitions: every issue and return (filter icma_id:, icpp_id:, action:)',
    async (b) => icma.wlog(filterOf(b)),
  );
  call('icma/setting', 'requisition settings ({} reads; { values } changes): over_issue_percent', async (b, ctx) =>
    settings.call('icma', b, ctx),
  );

  const byPlan = (
    path: string,
    summary: string,
    run: (icppId: number, b: Record<string, unknown>) => Promise<unknown>,
  ) =>
    call(`material_inventory/${path}`, summary, async (b) => {
      onlyFields(b, path === 'export' ? ['icpp_id', 'locale'] : ['icpp_id']);
      return run(idField(b, 'icpp_id'), b);
    });
  byPlan('get', "a process plan's material inventory as last regenerated", (id) => inventory.get(id));
  byPlan('regenerate', "recompute and store a process plan's material inventory", (id) => inventory.regenerate(id));
  byPlan('export', ".xlsx of a process plan's material inventory", (id, b) => inventory.export(id, localeField(b)));
}

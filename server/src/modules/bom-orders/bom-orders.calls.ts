import { BOM_CALLS } from '@mes/contracts';
import type pg from 'pg';
import type { DraftStore } from '../../core/resource/drafts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef } from '../../core/resource/resource.types';
import { SmtSettings } from '../smt';
import { BomSheets } from './bom-sheets';
import { BomService } from './bom.service';
import { IcmaService } from './icma.service';
import { InventoryService } from './inventory.service';
import { bomOrderResources } from './resources';

// BOMs and production orders (issue 14, docs/bom-orders.md): the resources, and every call beyond their standard set
// (declared in contracts/src/calls/bom-orders.ts).
export function registerBomOrders(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  drafts: DraftStore,
): void {
  const defs = new Map<string, ResourceDef>();
  for (const def of bomOrderResources(pool)) {
    registry.register(def);
    defs.set(def.name, def);
  }
  const boms = new BomService(pool, resources, defs.get('icbom')!);
  const sheets = new BomSheets(pool, resources, drafts, boms);
  const icma = new IcmaService(pool, resources, defs.get('icma')!, new SmtSettings(pool));
  const inventory = new InventoryService(pool);
  const settings = new SmtSettings(pool);

  implementCall(registry, BOM_CALLS.multiExpand, (b) => boms.multiExpand(b.id, b.fqty));
  implementCall(registry, BOM_CALLS.export, (b) => sheets.export(b.filter, b.locale));
  implementCall(registry, BOM_CALLS.import, (b, ctx) => sheets.import(b, ctx));
  implementCall(registry, BOM_CALLS.exportDiff, (b) => sheets.exportDiff(b.id, b.other_id, b.locale));

  implementCall(registry, BOM_CALLS.work, (b, ctx) => icma.move('work', b.id, b.items ?? null, b.fdesc, ctx));
  implementCall(registry, BOM_CALLS.back, (b, ctx) => icma.move('back', b.id, b.items, b.fdesc, ctx));
  implementCall(registry, BOM_CALLS.wlog, (b) => icma.wlog(b.filter));
  implementCall(registry, BOM_CALLS.setting, (b, ctx) => settings.call('icma', b, ctx));

  implementCall(registry, BOM_CALLS.inventory, (b) => inventory.get(b.icpp_id));
  implementCall(registry, BOM_CALLS.regenerate, (b) => inventory.regenerate(b.icpp_id));
  implementCall(registry, BOM_CALLS.inventoryExport, (b) => inventory.export(b.icpp_id, b.locale));
}

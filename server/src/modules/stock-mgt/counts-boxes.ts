import type pg from 'pg';
import type { DraftStore } from '../../core/resource/drafts';
import { ResourceIoService } from '../../core/resource/resource-io.service';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef } from '../../core/resource/resource.types';
import { boxResource, stockBoxResource } from './boxes/box.resource';
import { registerBoxCalls } from './boxes/box.calls';
import { palletResource } from './boxes/pallet.resource';
import { registerCountCalls } from './counts/counts.calls';
import { icinvcheckResource } from './counts/icinvcheck.resource';
import { icinventoryResource, icinvinitialResource } from './counts/icinventory.resource';
import { registerTraceCalls } from './trace/trace.calls';

// Counts, on-hand view, opening balances, boxes, pallets and stock tracing (docs/stock-counts-boxes.md).
export const COUNT_BOX_RESOURCES: ResourceDef[] = [
  icinvcheckResource,
  icinventoryResource,
  icinvinitialResource,
  boxResource,
  stockBoxResource,
  palletResource,
];

export function registerCountBoxCalls(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  drafts: DraftStore,
): void {
  // Exports answer at once (no progress job): these sheets are small and read-only.
  const io = new ResourceIoService(resources, drafts);
  registerCountCalls(registry, pool, drafts, io);
  registerBoxCalls(registry, pool, resources, io);
  registerTraceCalls(registry, pool);
}

import type { Platform } from '../../core/api/platform';
import { registerRepairCalls } from './repair.calls';

export type RepairDeps = Pick<Platform, 'registry' | 'pool' | 'resources'>;

// The repair area (docs/architecture.md, "Areas"): the calls of repair, binding, unbinding and shift orders (their
// declarations, REPAIR_RESOURCES, registered before by the composition).
export function register(d: RepairDeps): void {
  registerRepairCalls(d.registry, d.pool, d.resources);
}

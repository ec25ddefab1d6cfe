import type { Platform } from '../../core/api/platform';
import { registerBomOrders } from './bom-orders.calls';

export type BomOrdersDeps = Pick<Platform, 'registry' | 'pool' | 'resources' | 'drafts'>;

// The bom-orders area (docs/architecture.md, "Areas"): its resources and calls (BOMs, production orders,
// requisitions, material inventory).
export function register(d: BomOrdersDeps): void {
  registerBomOrders(d.registry, d.pool, d.resources, d.drafts);
}

import type { Platform } from '../../core/api/platform';
import type { StateMachineRunner } from '../../core/resource/state-machine.runner';
import type { OrderActionsService } from './order-actions.service';
import { registerProductMgtCalls } from './product-mgt.calls';

export type ProductMgtDeps = Pick<Platform, 'registry' | 'ds' | 'pool' | 'resources' | 'drafts' | 'progress'>;

/**
 * What the areas built on production data share: the work and rework orders' actions (SMT's scheduling listens to
 * them) and the one runner of the state machines (SMT orders and stock documents move on it).
 */
export type ProductMgtGives = { orderActions: OrderActionsService; machines: StateMachineRunner };

// The product-mgt area (docs/architecture.md, "Areas"): every call beyond the standard set of its declarations
// (PRODUCT_MGT_RESOURCES, registered before by the composition).
export function register(d: ProductMgtDeps): ProductMgtGives {
  return registerProductMgtCalls(d.registry, d.ds, d.pool, d.resources, d.drafts, d.progress);
}

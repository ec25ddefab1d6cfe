import type { Platform } from '../../core/api/platform';
import type { StateMachineRunner } from '../../core/resource/state-machine.runner';
import type { OrderActionsService } from '../product-mgt';
import { registerSmt } from './smt.calls';

export type SmtDeps = Pick<Platform, 'registry' | 'resources' | 'drafts' | 'pool' | 'wakeRelays'> & {
  /** product-mgt's work-order actions: a queued work order's are logged on its line's queue */
  orderActions: OrderActionsService;
  /** product-mgt's one state-machine runner, which moves the SMT orders */
  machines: StateMachineRunner;
};

// The smt area (docs/architecture.md, "Areas"): its resources and every call beyond their standard set; the feeding's
// reel scans run on the pool and wake the outbox relays after their commit.
export function register(d: SmtDeps): void {
  registerSmt(d.registry, d.pool, d.resources, d.drafts, d.orderActions, d.machines, d.wakeRelays);
}

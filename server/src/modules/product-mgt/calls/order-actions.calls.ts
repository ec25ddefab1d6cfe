import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import { registerMachineCalls, type StateMachineRunner } from '../../../core/resource/state-machine.runner';
import type { OrderActionsService, OrderKind } from '../order-actions.service';

// worder/{action} and reworder/{action} with { id }: the status machine of docs/state-machines.md, served by the
// engine's runner (push_up is a declared link of the resources).
export function registerOrderActionCalls(
  registry: ResourceRegistry,
  runner: StateMachineRunner,
  actions: OrderActionsService,
): void {
  for (const kind of ['worder', 'reworder'] as const satisfies readonly OrderKind[]) {
    registerMachineCalls(registry, runner, 'product_mgt', actions.bindings[kind]);
  }
}

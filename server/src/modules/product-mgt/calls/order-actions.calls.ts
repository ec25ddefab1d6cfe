import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { registerMachineCalls, type StateMachineRunner } from '../../../core/resource/state-machine.runner';
import type { OrderActionsService, OrderKind } from '../order-actions.service';

// worder/{action} and reworder/{action} with { id }: the status machine of docs/state-machines.md, served by the
// engine's runner; push_up lists the upstream documents.
export function registerOrderActionCalls(
  registry: ResourceRegistry,
  runner: StateMachineRunner,
  actions: OrderActionsService,
): void {
  for (const kind of ['worder', 'reworder'] as const satisfies readonly OrderKind[]) {
    registerMachineCalls(registry, runner, 'product_mgt', actions.bindings[kind]);
    moduleCall(
      registry,
      'product_mgt',
      `${kind}/push_up`,
      'the upstream documents, as push-down-modal targets',
      async (b) => {
        onlyFields(b, ['id']);
        return actions.pushUp(kind, idField(b, 'id'));
      },
    );
  }
}

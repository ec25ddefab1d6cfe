import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import {
  registerMachineCalls,
  type MachineBinding,
  type StateMachineRunner,
} from '../../../core/resource/state-machine.runner';
import type { OrderAction } from '../../product-mgt';

// smt_order/{action} with { id } (v1 and v2 paths are the same call) on the engine's runner
// (list_by_ids is a declared lookup, push_up and push_down declared links).
export function registerSmtOrderCalls(
  registry: ResourceRegistry,
  deps: {
    runner: StateMachineRunner;
    binding: MachineBinding<OrderAction>;
  },
): void {
  registerMachineCalls(registry, deps.runner, 'product_mgt', deps.binding);
}

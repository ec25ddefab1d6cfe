import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import {
  registerMachineCalls,
  type MachineBinding,
  type StateMachineRunner,
} from '../../../core/resource/state-machine.runner';
import type { OrderAction } from '../../product-mgt/work-order.state-machine';
import type { SmtOrderLinks } from './smt-order.machine';

// smt_order/{action} with { id } (v1 and v2 paths are the same call) on the engine's runner, push_up, push_down
// (list_by_ids is a declared lookup).
export function registerSmtOrderCalls(
  registry: ResourceRegistry,
  deps: {
    runner: StateMachineRunner;
    binding: MachineBinding<OrderAction>;
    links: SmtOrderLinks;
  },
): void {
  const { runner, binding, links } = deps;
  registerMachineCalls(registry, runner, 'product_mgt', binding);
  moduleCall(
    registry,
    'product_mgt',
    'smt_order/push_up',
    'the process plan and work order of an SMT order, as push-down-modal targets',
    async (b) => {
      onlyFields(b, ['id']);
      return links.pushUp(idField(b, 'id'));
    },
  );
  moduleCall(registry, 'product_mgt', 'smt_order/push_down', 'the feeding documents of an SMT order', async (b) => {
    onlyFields(b, ['id']);
    return links.pushDown(idField(b, 'id'));
  });
}

import { idField, idsField, onlyFields } from '../../../core/api/call-input';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { ORDER_ACTIONS, ORDER_TRANSITIONS, statusWord } from '../../product-mgt/work-order.state-machine';
import { smtCall } from '../smt-kit';
import type { SmtOrderActionsService } from './smt-order-actions.service';

// smt_order/{action} with { id } (v1 and v2 paths are the same call), push_up, push_down, list_by_ids.
export function registerSmtOrderCalls(registry: ResourceRegistry, deps: { def: ResourceDef; resources: ResourceService; actions: SmtOrderActionsService }): void {
  const { def, resources, actions } = deps;
  for (const action of ORDER_ACTIONS) {
    const rule = ORDER_TRANSITIONS[action];
    smtCall(registry, 'product_mgt', `smt_order/${action}`, `${action}: ${rule.from.map(statusWord).join('|')} -> ${statusWord(rule.to)}`, async (b, ctx) => {
      onlyFields(b, ['id']);
      return actions.act(action, idField(b, 'id'), ctx);
    });
  }
  smtCall(registry, 'product_mgt', 'smt_order/push_up', 'the process plan and work order of an SMT order, as push-down-modal targets', async (b) => {
    onlyFields(b, ['id']);
    return actions.pushUp(idField(b, 'id'));
  });
  smtCall(registry, 'product_mgt', 'smt_order/push_down', 'the feeding documents of an SMT order', async (b) => {
    onlyFields(b, ['id']);
    return actions.pushDown(idField(b, 'id'));
  });
  smtCall(registry, 'product_mgt', 'smt_order/list_by_ids', 'SMT orders by ids', async (b) => {
    onlyFields(b, ['ids']);
    return resources.getMany(def, idsField(b, 'ids'));
  });
}

import { idField, onlyFields } from '../../../core/api/call-input';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { OrderActionsService, OrderKind } from '../order-actions.service';
import { ORDER_ACTIONS, ORDER_TRANSITIONS, statusWord } from '../work-order.state-machine';
import { productMgtCall } from './call-kit';

// worder/{action} and reworder/{action} with { id }: the status machine of docs/state-machines.md; push_up lists the
// upstream documents.
export function registerOrderActionCalls(registry: ResourceRegistry, actions: OrderActionsService): void {
  for (const kind of ['worder', 'reworder'] as const satisfies readonly OrderKind[]) {
    for (const action of ORDER_ACTIONS) {
      const rule = ORDER_TRANSITIONS[action];
      productMgtCall(registry, `${kind}/${action}`, `${action}: ${rule.from.map(statusWord).join('|')} -> ${statusWord(rule.to)}`, async (b, ctx) => {
        onlyFields(b, ['id']);
        return actions.act(kind, action, idField(b, 'id'), ctx);
      });
    }
    productMgtCall(registry, `${kind}/push_up`, 'the upstream documents, as push-down-modal targets', async (b) => {
      onlyFields(b, ['id']);
      return actions.pushUp(kind, idField(b, 'id'));
    });
  }
}

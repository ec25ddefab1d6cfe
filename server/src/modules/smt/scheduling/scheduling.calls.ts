import { refuse } from '../../../core/api/app.exception';
import { idField, intField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { SmtSettings } from '../smt-settings';
import type { DifferentialService } from './differential.service';
import type { SchedulingService } from './scheduling.service';

// production_scheduling/append and move, production_scheduling_log/setting and get_differential_material; get and
// list of both are the engine's.
export function registerSchedulingCalls(
  registry: ResourceRegistry,
  deps: { scheduling: SchedulingService; differential: DifferentialService; settings: SmtSettings },
): void {
  const { scheduling, differential, settings } = deps;
  moduleCall(
    registry,
    'product_mgt',
    'production_scheduling/append',
    "put an SMT order (smt_order_id) or a work order (worder_id) at the end of its line's queue",
    async (b, ctx) => {
      onlyFields(b, ['product_line_id', 'smt_order_id', 'worder_id']);
      const lineId = idField(b, 'product_line_id');
      if ((b.smt_order_id === undefined) === (b.worder_id === undefined))
        throw refuse('smt_order_id', 'smt.order_or_worder');
      const order =
        b.smt_order_id !== undefined
          ? { smt_order_id: idField(b, 'smt_order_id') }
          : { worder_id: idField(b, 'worder_id') };
      return scheduling.append(lineId, order, ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'production_scheduling/move',
    'move a queued order to another position of its line (1 = next)',
    async (b, ctx) => {
      onlyFields(b, ['id', 'to_position']);
      return scheduling.move(idField(b, 'id'), intField(b, 'to_position', 1), ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'production_scheduling_log/setting',
    'scheduling settings ({} reads; { values } changes): remove_on_finish, max_queue',
    async (b, ctx) => settings.call('production_scheduling', b, ctx),
  );
  moduleCall(
    registry,
    'product_mgt',
    'production_scheduling_log/get_differential_material',
    'the materials that differ between consecutive orders of a line queue',
    async (b) => {
      onlyFields(b, ['product_line_id']);
      return differential.ofLine(idField(b, 'product_line_id'));
    },
  );
}

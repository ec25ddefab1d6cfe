import { SMT_SCHEDULING } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { SmtSettings } from '../smt-settings';
import type { DifferentialService } from './differential.service';
import type { SchedulingService } from './scheduling.service';

// production_scheduling/append and move, production_scheduling_log/setting and get_differential_material (declared in
// contracts/src/calls/smt.ts); get and list of both are the engine's.
export function registerSchedulingCalls(
  registry: ResourceRegistry,
  deps: { scheduling: SchedulingService; differential: DifferentialService; settings: SmtSettings },
): void {
  const { scheduling, differential, settings } = deps;
  implementCall(registry, SMT_SCHEDULING.append, (b, ctx) =>
    scheduling.append(
      b.product_line_id,
      b.smt_order_id !== undefined ? { smt_order_id: b.smt_order_id } : { worder_id: b.worder_id! },
      ctx,
    ),
  );
  implementCall(registry, SMT_SCHEDULING.move, (b, ctx) => scheduling.move(b.id, b.to_position, ctx));
  implementCall(registry, SMT_SCHEDULING.settings, (b, ctx) => settings.call('production_scheduling', b, ctx));
  implementCall(registry, SMT_SCHEDULING.differential, (b) => differential.ofLine(b.product_line_id));
}

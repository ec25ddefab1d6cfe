import type pg from 'pg';
import { SMT_BAD_MARK } from '@mes/contracts';
import type { DraftStore } from '../../core/resource/drafts';
import { ResourceIoService } from '../../core/resource/resource-io.service';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef } from '../../core/resource/resource.types';
import type { StateMachineRunner } from '../../core/resource/state-machine.runner';
import type { OrderActionsService } from '../product-mgt';
import { FeedingQueryService } from './feeding/feeding-query.service';
import { FeedingStepsService } from './feeding/feeding-steps.service';
import { registerFeedingCalls } from './feeding/feeding.calls';
import { registerSmtOrderCalls } from './orders/smt-order.calls';
import { smtOrderBinding } from './orders/smt-order.machine';
import { FeederService } from './plans/feeder.service';
import { IcppService } from './plans/icpp.service';
import { registerPlanCalls } from './plans/plans.calls';
import { SteelMeshService } from './plans/steel-mesh.service';
import { smtResources } from './resources';
import { DifferentialService } from './scheduling/differential.service';
import { registerSchedulingCalls } from './scheduling/scheduling.calls';
import { SchedulingService } from './scheduling/scheduling.service';
import { SmtSettings } from './smt-settings';
import { rows, sql } from '../../core/db/sql';

// A barcode's bad marks (smt_bad_mark/is_existed), at any position or at one ($2).
const BAD_MARKS = sql(
  'smt.bad_marks',
  `SELECT id, barcode, position, smt_order_id, reason, created_at FROM smt_bad_mark WHERE barcode = $1 AND NOT disabled  ORDER BY position, id`,
);
const BAD_MARKS_AT = sql(
  'smt.bad_marks_at',
  `SELECT id, barcode, position, smt_order_id, reason, created_at FROM smt_bad_mark WHERE barcode = $1 AND NOT disabled AND position = $2 ORDER BY position, id`,
);

// SMT (issue 7; docs/api.md "SMT"): the resources (registered here, with hooks that read the database) and every call
// beyond their standard set, wired to their services.
export function registerSmt(
  registry: ResourceRegistry,
  /** the pool the area's transactions and the feeding's reel scans run on */
  pool: pg.Pool,
  resources: ResourceService,
  drafts: DraftStore,
  orderActions: OrderActionsService,
  machines: StateMachineRunner,
  /** wakes the outbox relays after a reel scan on the pool committed (no NOTIFY on the scan's commit) */
  wakeRelays: (() => void) | null = null,
): void {
  const defs = new Map<string, ResourceDef>();
  for (const def of smtResources(pool)) {
    registry.register(def);
    defs.set(def.name, def);
  }
  const def = (name: string): ResourceDef => defs.get(name)!;
  const settings = new SmtSettings(pool);
  const scheduling = new SchedulingService(pool, resources, def('production_scheduling'), settings);

  registerSmtOrderCalls(registry, {
    runner: machines,
    binding: smtOrderBinding(resources, def('smt_order'), scheduling),
  });
  // a queued work order's actions are logged on its line's queue as the SMT orders' are
  orderActions.onAction(async (m, kind, id, action, ctx) => {
    if (kind === 'worder') await scheduling.orderAction(m, { worder_id: id }, action, ctx);
  });
  registerFeedingCalls(registry, {
    def: def('smt_feeding'),
    io: new ResourceIoService(resources, drafts),
    steps: new FeedingStepsService(pool, wakeRelays),
    query: new FeedingQueryService(pool, resources, def('smt_feeding')),
  });
  registerPlanCalls(registry, {
    settings,
    icpp: new IcppService(pool, resources, def('icpp')),
    feeders: new FeederService(pool, resources, def('smt_feeder'), drafts),
    meshes: new SteelMeshService(pool, resources, def('steel_mesh')),
  });
  registerSchedulingCalls(registry, { scheduling, settings, differential: new DifferentialService(pool, scheduling) });

  implementCall(registry, SMT_BAD_MARK.isExisted, async ({ barcode, position }) => {
    const marks =
      position === undefined
        ? await rows(pool, BAD_MARKS, [barcode])
        : await rows(pool, BAD_MARKS_AT, [barcode, position]);
    return { existed: marks.length > 0, marks };
  });
}

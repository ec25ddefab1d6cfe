import { SMT_FEEDING, SMT_REEL_CALLS, type CallDecl, type CallParsed } from '@mes/contracts';
import type { ResourceIoService } from '../../../core/resource/resource-io.service';
import { implementCall, type CallContext, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceDef } from '../../../core/resource/resource.types';
import type { ReelStep } from './feeding-slots';
import type { FeedingQueryService } from './feeding-query.service';
import type { FeedingStepsService } from './feeding-steps.service';

// /api/v1/work/smt_feeding/... beyond the standard set (docs/api.md, "SMT"): the steps, the reads, the trace. Declared
// in contracts/src/calls/smt.ts.
export function registerFeedingCalls(
  registry: ResourceRegistry,
  deps: { def: ResourceDef; steps: FeedingStepsService; query: FeedingQueryService; io: ResourceIoService },
): void {
  const { def, steps, query, io } = deps;
  const serve = <D extends CallDecl>(decl: D, run: (b: CallParsed<D>, ctx: CallContext) => Promise<unknown>) =>
    implementCall(registry, decl, run);

  serve(SMT_FEEDING.prepare, (b, ctx) => steps.prepare(b.id, ctx));
  for (const [step, decl] of Object.entries(SMT_REEL_CALLS) as [ReelStep, (typeof SMT_REEL_CALLS)[ReelStep]][]) {
    serve(decl, (b, ctx) => steps.reel(step, b, ctx));
  }
  serve(SMT_FEEDING.finish, (b, ctx) => steps.finish(b.id, b.work_cert, ctx));
  serve(SMT_FEEDING.sync, (b, ctx) => steps.sync(b.id, b.work_cert, ctx));
  serve(SMT_FEEDING.unlockSlot, (b, ctx) => steps.unlock(b.id, b.slot, b.reason, ctx));

  serve(SMT_FEEDING.entries, (b) => query.entries(b.id, b.turn));
  serve(SMT_FEEDING.ofOrder, (b) => query.ofOrder(b.smt_order_id));
  serve(SMT_FEEDING.pendingChanges, (b) => query.pendingChanges(b.id));
  serve(SMT_FEEDING.changes, (b) => query.changes(b.filter));
  serve(SMT_FEEDING.log, (b) => query.log(b.filter));
  serve(SMT_FEEDING.trace, async (b) => {
    const at = b.sn !== undefined ? await query.snTime(b.smt_order_id, b.sn) : b.at!;
    return query.trace(b.smt_order_id, at, b.slot);
  });
  serve(SMT_FEEDING.export, (b) => io.export(def, b));
}

import { refuse } from '../../../core/api/app.exception';
import { dateTimeField, idField, intField, onlyFields, textField } from '../../../core/api/call-input';
import type { ResourceIoService } from '../../../core/resource/resource-io.service';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { filterOf } from '../../tracing/tracing-list';
import type { Body } from '../smt-types';
import type { ReelStep } from './feeding-slots';
import type { FeedingQueryService } from './feeding-query.service';
import type { FeedingStepsService, ReelInput } from './feeding-steps.service';

const REEL_STEPS: Record<ReelStep, string> = {
  scanning: 'load a reel onto a slot of the current turn (verified against the feeder list)',
  scan_checking: 'check a loaded reel of the current turn; the last slot of the last turn puts the feeding to work',
  full_checking: 'check every slot again (a round starts from a running state)',
  splicing: 'splice a new reel onto a running slot (waits for splice_checking)',
  splice_checking: 'check a splice',
  changing: 'change the reel of a running slot (waits for change_checking)',
  change_checking: 'check a reel change',
  unloading: 'take the reel off a slot',
};

function reelInput(b: Body): ReelInput {
  onlyFields(b, ['id', 'work_cert', 'slot', 'barcode', 'fnumber', 'icitem_id', 'turn']);
  const input: ReelInput = {
    id: idField(b, 'id'),
    work_cert: b.work_cert,
    slot: textField(b, 'slot', 32)!,
    barcode: textField(b, 'barcode', 128)!,
  };
  if (b.fnumber !== undefined) input.fnumber = textField(b, 'fnumber', 64);
  if (b.icitem_id !== undefined) input.icitem_id = idField(b, 'icitem_id');
  if (b.turn !== undefined) input.turn = intField(b, 'turn', 1);
  return input;
}

// /api/v1/work/smt_feeding/... beyond the standard set (docs/api.md, "SMT"): the steps, the reads, the trace.
export function registerFeedingCalls(
  registry: ResourceRegistry,
  deps: { def: ResourceDef; steps: FeedingStepsService; query: FeedingQueryService; io: ResourceIoService },
): void {
  const { def, steps, query, io } = deps;
  const call = (
    path: string,
    summary: string,
    handler: (b: Body, ctx: { userId: number | null }) => Promise<unknown>,
    permission?: string,
  ) => moduleCall(registry, 'work', `smt_feeding/${path}`, summary, handler, permission);

  call(
    'prepare',
    'copy the feeder list into the feeding (first time) and answer a work_cert valid 24 h',
    async (b, ctx) => {
      onlyFields(b, ['id']);
      return steps.prepare(idField(b, 'id'), ctx);
    },
  );
  for (const [step, summary] of Object.entries(REEL_STEPS) as [ReelStep, string][]) {
    call(step, summary, async (b, ctx) => steps.reel(step, reelInput(b), ctx));
  }
  call('finish', 'close the feeding (idle)', async (b, ctx) => {
    onlyFields(b, ['id', 'work_cert']);
    return steps.finish(idField(b, 'id'), b.work_cert, ctx);
  });
  call('sync', 'copy the feeder list again into a prepared feeding that has not loaded anything', async (b, ctx) => {
    onlyFields(b, ['id', 'work_cert']);
    return steps.sync(idField(b, 'id'), b.work_cert, ctx);
  });
  call('unlock_slot', 'unlock a slot locked by failed scans (supervisor), with a reason', async (b, ctx) => {
    onlyFields(b, ['id', 'slot', 'reason']);
    const reason = textField(b, 'reason', 256)!.trim();
    if (reason === '') throw refuse('reason', 'smt.unlock_reason_required');
    return steps.unlock(idField(b, 'id'), textField(b, 'slot', 32)!, reason, ctx);
  });

  call('get_entries', 'the slots of a feeding with their reels and progress (one turn when given)', async (b) => {
    onlyFields(b, ['id', 'turn']);
    return query.entries(idField(b, 'id'), b.turn === undefined ? undefined : intField(b, 'turn', 1));
  });
  call('getsmtfeeding', "an SMT order's open feeding (else its latest) with its slots; null when none", async (b) => {
    onlyFields(b, ['smt_order_id']);
    return query.ofOrder(idField(b, 'smt_order_id'));
  });
  call('change/get_entries', 'the slots whose splice or reel change waits for its check', async (b) => {
    onlyFields(b, ['id']);
    return query.pendingChanges(idField(b, 'id'));
  });
  call(
    'change/list',
    'splices and reel changes: time, operator, slot, old and new reel (filter smt_feeding_id:, slot:, from:, to:)',
    async (b) => query.changes(filterOf(b)),
  );
  call(
    'log/list',
    'every step of feedings, refused scans included: time, operator, slot, reel, verdict, status move (filter smt_feeding_id:, step:, verdict:, slot:, from:, to:)',
    async (b) => query.log(filterOf(b)),
  );
  call(
    'trace',
    'the reels on the slots of an SMT order at a moment (at) or when a serial number passed its line (sn)',
    async (b) => {
      onlyFields(b, ['smt_order_id', 'at', 'sn', 'slot']);
      const orderId = idField(b, 'smt_order_id');
      const at = b.sn !== undefined ? await query.snTime(orderId, textField(b, 'sn', 64)!) : dateTimeField(b, 'at');
      return query.trace(orderId, at, b.slot === undefined ? undefined : textField(b, 'slot', 32));
    },
  );
  call('export', 'the feedings a filter selects (.xlsx)', async (b) => {
    onlyFields(b, ['filter', 'locale']);
    return io.export(def, b);
  });
}

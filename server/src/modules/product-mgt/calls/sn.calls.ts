import { REWORK_SN_CALLS, WORDER_SN_CALLS } from '@mes/contracts';
import type { DraftStore } from '../../../core/resource/drafts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { NumberBuildService } from '../numbering/number-build.service';
import type { ReworkService } from '../rework.service';
import { importRefused, readSnSheet } from '../sheets';
import type { WorderSnService } from '../worder-sn.service';

// Serial numbers of work orders (worder/sn/…) and of rework orders (reworder_sn/…).
export function registerSnCalls(
  registry: ResourceRegistry,
  drafts: DraftStore,
  sns: WorderSnService,
  rework: ReworkService,
  policyBuilds: Pick<NumberBuildService, 'build'>,
): void {
  const sheet = async (b: Record<string, unknown>) => {
    const read = await readSnSheet(drafts, b);
    if (read.errors.length > 0) throw importRefused(read.errors);
    return read.rows;
  };
  implementCall(registry, WORDER_SN_CALLS.generate, (b, ctx) =>
    b.sn_policy_id === undefined
      ? sns.generate(b.worder_id, b.count, ctx)
      : policyBuilds.build(
          { kind: 'sn', policyId: b.sn_policy_id, worderId: b.worder_id, count: b.count, key: b.key },
          ctx,
        ),
  );
  implementCall(registry, WORDER_SN_CALLS.import, async (b, ctx) => sns.import(b.worder_id, await sheet(b), ctx));
  implementCall(registry, WORDER_SN_CALLS.list, (b) => sns.list(b.worder_id, b.filter ?? ''));

  implementCall(registry, REWORK_SN_CALLS.enter, (b, ctx) => rework.enter(b.reworder_id, b.sns, ctx));
  implementCall(registry, REWORK_SN_CALLS.enterAll, (b, ctx) => rework.enterAll(b.reworder_id, ctx));
  implementCall(registry, REWORK_SN_CALLS.import, async (b, ctx) =>
    rework.importRows(b.reworder_id, await sheet(b), ctx),
  );
  implementCall(registry, REWORK_SN_CALLS.list, (b) => rework.list(b.reworder_id, b.filter ?? ''));
  implementCall(registry, REWORK_SN_CALLS.delete, (b, ctx) => rework.remove(b.id, ctx));
  implementCall(registry, REWORK_SN_CALLS.deleteAll, (b, ctx) => rework.removeAll(b.reworder_id, ctx));
}

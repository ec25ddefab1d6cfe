import { NUMBERING_CALLS } from '@mes/contracts';
import type pg from 'pg';
import type { ProgressService } from '../../../core/progress/progress.service';
import type { DraftStore } from '../../../core/resource/drafts';
import { ResourceIoService } from '../../../core/resource/resource-io.service';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { def } from '../calls/call-kit';
import { NumberBuildService } from './number-build.service';
import type { NumberKind } from './numbering.resources';
import { NumberingService } from './numbering.service';

export type NumberingDeps = {
  pool: pg.Pool;
  drafts: DraftStore;
  resources: ResourceService;
  progress: ProgressService | null;
};

// sn_policy / bn_policy beyond the standard set, and the exports of numbers (docs/numbering.md).
export function registerNumberingCalls(registry: ResourceRegistry, deps: NumberingDeps): NumberBuildService {
  const builds = new NumberBuildService(deps.pool, deps.progress);
  const numbering = new NumberingService(deps.pool, deps.drafts, deps.progress);
  const io = new ResourceIoService(deps.resources, deps.drafts, deps.progress ?? undefined);

  for (const kind of ['sn', 'bn'] as NumberKind[]) {
    const calls = NUMBERING_CALLS[kind];
    implementCall(registry, calls.preview, (b) => numbering.preview(kind, b.id, b.count ?? 10));
    implementCall(registry, calls.build, (b, ctx) =>
      builds.build({ kind, policyId: b.id, worderId: b.worder_id ?? null, count: b.count, key: b.key }, ctx),
    );
    implementCall(registry, calls.import, (b, ctx) => {
      const { id, worder_id, ...upload } = b;
      return numbering.importNumbers(kind, id, worder_id ?? null, upload, ctx);
    });
  }
  implementCall(registry, NUMBERING_CALLS.exportSns, (b, ctx) =>
    io.export(def(registry, 'sn_table'), { filter: `policy_id:${b.id}`, locale: b.locale }, ctx),
  );
  implementCall(registry, NUMBERING_CALLS.exportBns, (b, ctx) =>
    io.export(def(registry, 'bn_table'), { filter: b.filter ?? '', locale: b.locale }, ctx),
  );
  return builds;
}

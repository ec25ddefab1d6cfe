import { PROGRESS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../resource/resource.registry';
import type { ProgressService } from './progress.service';

// 000 §7 names /api/v1/progressing and /api/v1/mes-plugins/progressing: both answer the caller's running jobs and
// those finished lately (one job with { id }); progressing/cancel stops a cancellable one. Declared in
// contracts/src/calls/system.ts.
export function registerProgressCalls(registry: ResourceRegistry, progress: ProgressService): void {
  for (const decl of [PROGRESS.list, PROGRESS.listPlugin])
    implementCall(registry, decl, (b, ctx) => progress.list(ctx.userId!, b.id), { permission: null });
  implementCall(registry, PROGRESS.cancel, (b, ctx) => progress.cancel(ctx.userId!, b.id), { permission: null });
}

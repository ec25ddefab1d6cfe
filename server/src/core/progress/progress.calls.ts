import { refuse } from '../api/app.exception';
import type { ResourceRegistry } from '../resource/resource.registry';
import type { ProgressService } from './progress.service';

function idOf(body: Record<string, unknown>, required: boolean): number | undefined {
  for (const k of Object.keys(body)) if (k !== 'id') throw refuse(k, 'input.only_field', { field: 'id' });
  if (body.id === undefined && !required) return undefined;
  const id = body.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw refuse('id', 'input.positive_integer');
  return id;
}

// 000 §7 names /api/v1/progressing and /api/v1/mes-plugins/progressing: both answer the caller's running jobs and
// those finished lately (one job with { id }); progressing/cancel stops a cancellable one.
export function registerProgressCalls(registry: ResourceRegistry, progress: ProgressService): void {
  for (const path of ['progressing', 'mes-plugins/progressing']) {
    registry.registerExtra({
      path,
      permission: null,
      summary:
        "the caller's running and recently finished jobs (imports, exports, builds, rebuilds) with their progress",
      handler: (body, ctx) => progress.list(ctx.userId!, idOf(body, false)),
    });
  }
  registry.registerExtra({
    path: 'progressing/cancel',
    permission: null,
    summary: 'cancel a running cancellable job of the caller; its work keeps nothing',
    handler: (body, ctx) => progress.cancel(ctx.userId!, idOf(body, true)!),
  });
}

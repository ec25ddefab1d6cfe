import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { idField, intField, onlyFields, textField } from '../../../core/api/call-input';
import type { ProgressService } from '../../../core/progress/progress.service';
import type { DraftStore } from '../../../core/resource/drafts';
import { ResourceIoService } from '../../../core/resource/resource-io.service';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { def, localeField, type Body } from '../calls/call-kit';
import { UPLOAD_FIELDS } from '../sheets';
import { MAX_BUILD, NumberBuildService } from './number-build.service';
import type { NumberKind } from './numbering.resources';
import { NumberingService } from './numbering.service';

const MAX_PREVIEW = 1000;

export type NumberingDeps = {
  ds: DataSource;
  drafts: DraftStore;
  resources: ResourceService;
  progress: ProgressService | null;
};

const optionalId = (b: Body, field: string) => (b[field] === undefined || b[field] === null ? null : idField(b, field));

function countField(b: Body, max: number): number | undefined {
  if (b.count === undefined) return undefined;
  const n = intField(b, 'count', 1);
  if (n > max) throw refuse('count', 'product.numbering_count_max', { max });
  return n;
}

// sn_policy / bn_policy beyond the standard set, and the exports of numbers (docs/numbering.md).
export function registerNumberingCalls(registry: ResourceRegistry, deps: NumberingDeps): NumberBuildService {
  const builds = new NumberBuildService(deps.ds, deps.progress);
  const numbering = new NumberingService(deps.ds, deps.drafts, deps.progress);
  const io = new ResourceIoService(deps.ds, deps.resources, deps.drafts, deps.progress ?? undefined);
  const call = (path: string, summary: string, handler: Parameters<typeof moduleCall>[4]) =>
    moduleCall(registry, 'product_mgt', path, summary, handler);

  for (const kind of ['sn', 'bn'] as NumberKind[]) {
    const calc = kind === 'sn' ? 'calcsn' : 'calcbn';
    call(
      `${kind}_policy/${calc}`,
      `preview the next numbers of a policy (1 to ${MAX_PREVIEW}), reserving none`,
      (b) => {
        onlyFields(b, ['id', 'count']);
        return numbering.preview(kind, idField(b, 'id'), countField(b, MAX_PREVIEW) ?? 10);
      },
    );
    call(
      `${kind}_policy/build`,
      kind === 'sn'
        ? "reserve and write a work order's serial numbers from a policy (count: the order's room by default); key makes a retry answer the first build"
        : 'reserve and write batch numbers from a policy, optionally for a work order; key makes a retry answer the first build',
      (b, ctx) => {
        onlyFields(b, ['id', 'worder_id', 'count', 'key']);
        return builds.build(
          {
            kind,
            policyId: idField(b, 'id'),
            worderId: kind === 'sn' ? idField(b, 'worder_id') : optionalId(b, 'worder_id'),
            count: countField(b, MAX_BUILD),
            key: textField(b, 'key', 64, true),
          },
          ctx,
        );
      },
    );
    call(
      `${kind}_policy/${kind === 'sn' ? 'import' : 'upload'}`,
      'numbers of a sheet (one sn / bn column) into a file policy, or into a work order through an SN import policy: all or none',
      (b, ctx) => {
        onlyFields(b, ['id', 'worder_id', ...UPLOAD_FIELDS]);
        const { id: _id, worder_id: _w, ...upload } = b;
        return numbering.importNumbers(kind, idField(b, 'id'), optionalId(b, 'worder_id'), upload, ctx);
      },
    );
  }
  call('sn_policy/export', "a policy's serial numbers as .xlsx (the sn_table list filtered to it)", async (b, ctx) => {
    onlyFields(b, ['id', 'locale']);
    const id = idField(b, 'id');
    return io.export(def(registry, 'sn_table'), { filter: `policy_id:${id}`, locale: localeField(b) }, ctx);
  });
  call('bn_table/export', 'batch numbers as .xlsx: every row the filter selects (list grammar)', async (b, ctx) => {
    onlyFields(b, ['filter', 'locale']);
    if (b.filter !== undefined && typeof b.filter !== 'string') throw refuse('filter', 'input.string');
    return io.export(def(registry, 'bn_table'), { filter: b.filter ?? '', locale: localeField(b) }, ctx);
  });
  return builds;
}

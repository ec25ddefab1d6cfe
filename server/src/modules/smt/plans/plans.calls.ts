import { refuse } from '../../../core/api/app.exception';
import { idField, idsField, intField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { localeField } from '../../product-mgt/calls/call-kit';
import { UPLOAD_FIELDS } from '../../product-mgt/sheets';
import { boolField, optText, type Body } from '../smt-kit';
import type { SmtSettings } from '../smt-settings';
import { MAX_ENTRIES, parseEntry } from './feeder-entries';
import { layoutField } from './feeder-sheets';
import type { FeederService } from './feeder.service';
import type { IcppService } from './icpp.service';
import type { SteelMeshService } from './steel-mesh.service';

type Deps = {
  icpp: IcppService;
  feeders: FeederService;
  meshes: SteelMeshService;
  settings: SmtSettings;
};

// product_mgt calls of process plans, feeder lists and steel meshes beyond the standard set (docs/api.md, "SMT").
export function registerPlanCalls(registry: ResourceRegistry, d: Deps): void {
  const call = (
    path: string,
    summary: string,
    handler: (b: Body, ctx: { userId: number | null }) => Promise<unknown>,
  ) => moduleCall(registry, 'product_mgt', path, summary, handler);
  const byId = (path: string, summary: string, run: (id: number) => Promise<unknown>) =>
    call(path, summary, async (b) => {
      onlyFields(b, ['id']);
      return run(idField(b, 'id'));
    });

  call('icpp/join', 'join work orders to a process plan', async (b, ctx) => {
    onlyFields(b, ['id', 'worder_ids']);
    const ids = idsField(b, 'worder_ids', 500);
    if (ids.length === 0) throw refuse('worder_ids', 'smt.worder_ids_empty');
    return d.icpp.join(idField(b, 'id'), ids, ctx);
  });
  call(
    'icpp/freeze',
    'freeze a process plan (freeze: false unfreezes): no new SMT order, start or feeding on it',
    async (b, ctx) => {
      onlyFields(b, ['id', 'freeze', 'reason']);
      return d.icpp.freeze(idField(b, 'id'), boolField(b, 'freeze', true), optText(b, 'reason', 256), ctx);
    },
  );
  call('icpp/unfreeze', 'unfreeze a process plan', async (b, ctx) => {
    onlyFields(b, ['id']);
    return d.icpp.freeze(idField(b, 'id'), false, '', ctx);
  });
  byId('smt_feeder/entries', 'a feeder list with its slots', (id) => d.feeders.entries(id));
  call('smt_feeder/set_entries', 'replace the slots of a feeder list', async (b, ctx) => {
    onlyFields(b, ['id', 'entries']);
    const id = idField(b, 'id');
    if (!Array.isArray(b.entries) || b.entries.length > MAX_ENTRIES)
      throw refuse('entries', 'smt.entries_array', { max: MAX_ENTRIES });
    return d.feeders.setEntries(id, b.entries.map(parseEntry), ctx);
  });
  call('smt_feeder/new_version', 'copy a feeder list with its slots as the next version', async (b, ctx) => {
    onlyFields(b, ['id']);
    return d.feeders.newVersion(idField(b, 'id'), ctx);
  });
  call('smt_feeder/custom_export', 'a feeder list as .xlsx in the F4 (full) or F2 (short) layout', async (b) => {
    onlyFields(b, ['id', 'layout', 'locale']);
    return d.feeders.sheet(idField(b, 'id'), layoutField(b.layout), localeField(b));
  });
  call('smt_feeder/import', 'replace the slots of a feeder list from an F4 sheet, all or none', async (b, ctx) => {
    onlyFields(b, ['id', ...UPLOAD_FIELDS]);
    return d.feeders.importSheet(idField(b, 'id'), b, 'F4', ctx);
  });
  call(
    'smt_feeder/custom_import',
    'replace the slots of a feeder list from a sheet in the F4 or F2 layout, all or none',
    async (b, ctx) => {
      onlyFields(b, ['id', 'layout', ...UPLOAD_FIELDS]);
      return d.feeders.importSheet(idField(b, 'id'), b, layoutField(b.layout, 'F2'), ctx);
    },
  );
  call(
    'smt_feeder/latested',
    'the newest version of the feeder lists of a process plan, product or code',
    async (b) => {
      onlyFields(b, ['icpp_id', 'product_id', 'fnumber']);
      if (b.icpp_id !== undefined) return d.feeders.latest({ icpp_id: idField(b, 'icpp_id') });
      if (b.product_id !== undefined) return d.feeders.latest({ product_id: idField(b, 'product_id') });
      return d.feeders.latest({ fnumber: textField(b, 'fnumber', 64) });
    },
  );
  call('smt_feeder/latested_by_parent_id', 'the newest version in the chain of a feeder list', async (b) => {
    onlyFields(b, ['parent_id']);
    return d.feeders.latestOfChain(idField(b, 'parent_id'));
  });
  call('smt_feeder/setting', 'feeding settings ({} reads; { values } changes): lock_after_failures', async (b, ctx) =>
    d.settings.call('smt_feeder', b, ctx),
  );

  call('steel_mesh/list_by_icppid', 'the steel meshes assigned to a process plan', async (b) => {
    onlyFields(b, ['icpp_id']);
    return d.meshes.ofPlan(idField(b, 'icpp_id'));
  });
  call(
    'steel_mesh/list_by_icppid2',
    "the steel meshes a process plan can use: its own and its product's unassigned ones",
    async (b) => {
      onlyFields(b, ['icpp_id']);
      return d.meshes.usableForPlan(idField(b, 'icpp_id'));
    },
  );
  call(
    'steel_mesh/update_shelved',
    'shelve (1) or unshelve (2) a steel mesh, optionally at a location',
    async (b, ctx) => {
      onlyFields(b, ['id', 'shelved', 'location']);
      return d.meshes.shelve(
        idField(b, 'id'),
        intField(b, 'shelved', 0),
        b.location === undefined ? undefined : optText(b, 'location', 64),
        ctx,
      );
    },
  );
}

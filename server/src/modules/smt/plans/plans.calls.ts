import { SMT_PLANS, type CallDecl, type CallParsed } from '@mes/contracts';
import { idField, onlyFields } from '../../../core/api/call-input';
import {
  implementCall,
  moduleCall,
  type CallContext,
  type ResourceRegistry,
} from '../../../core/resource/resource.registry';
import { UPLOAD_FIELDS } from '../../product-mgt/sheets';
import type { Body } from '../smt-types';
import type { SmtSettings } from '../smt-settings';
import { parseEntry } from './feeder-entries';
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

  const serve = <D extends CallDecl>(decl: D, run: (b: CallParsed<D>, ctx: CallContext) => Promise<unknown>) =>
    implementCall(registry, decl, run);
  serve(SMT_PLANS.icppJoin, (b, ctx) => d.icpp.join(b.id, b.worder_ids, ctx));
  serve(SMT_PLANS.icppFreeze, (b, ctx) => d.icpp.freeze(b.id, b.freeze, b.reason, ctx));
  serve(SMT_PLANS.icppUnfreeze, (b, ctx) => d.icpp.freeze(b.id, false, '', ctx));
  serve(SMT_PLANS.feederEntries, (b) => d.feeders.entries(b.id));
  serve(SMT_PLANS.feederSetEntries, (b, ctx) => d.feeders.setEntries(b.id, b.entries.map(parseEntry), ctx));
  serve(SMT_PLANS.feederNewVersion, (b, ctx) => d.feeders.newVersion(b.id, ctx));
  serve(SMT_PLANS.feederExport, (b) => d.feeders.sheet(b.id, b.layout, b.locale));
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
  serve(SMT_PLANS.feederLatest, (b) =>
    d.feeders.latest(
      b.icpp_id !== undefined
        ? { icpp_id: b.icpp_id }
        : b.product_id !== undefined
          ? { product_id: b.product_id }
          : { fnumber: b.fnumber },
    ),
  );
  serve(SMT_PLANS.feederLatestOfChain, (b) => d.feeders.latestOfChain(b.parent_id));
  call('smt_feeder/setting', 'feeding settings ({} reads; { values } changes): lock_after_failures', async (b, ctx) =>
    d.settings.call('smt_feeder', b, ctx),
  );

  serve(SMT_PLANS.meshesOfPlan, (b) => d.meshes.ofPlan(b.icpp_id));
  serve(SMT_PLANS.meshesUsable, (b) => d.meshes.usableForPlan(b.icpp_id));
  serve(SMT_PLANS.meshShelve, (b, ctx) => d.meshes.shelve(b.id, b.shelved, b.location, ctx));
}

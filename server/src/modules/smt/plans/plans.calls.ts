import { SMT_PLANS, type CallDecl, type CallParsed } from '@mes/contracts';
import { implementCall, type CallContext, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { SmtSettings } from '../smt-settings';
import { parseEntry } from './feeder-entries';
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
  const serve = <D extends CallDecl>(decl: D, run: (b: CallParsed<D>, ctx: CallContext) => Promise<unknown>) =>
    implementCall(registry, decl, run);
  serve(SMT_PLANS.icppJoin, (b, ctx) => d.icpp.join(b.id, b.worder_ids, ctx));
  serve(SMT_PLANS.icppFreeze, (b, ctx) => d.icpp.freeze(b.id, b.freeze, b.reason, ctx));
  serve(SMT_PLANS.icppUnfreeze, (b, ctx) => d.icpp.freeze(b.id, false, '', ctx));
  serve(SMT_PLANS.feederEntries, (b) => d.feeders.entries(b.id));
  serve(SMT_PLANS.feederSetEntries, (b, ctx) => d.feeders.setEntries(b.id, b.entries.map(parseEntry), ctx));
  serve(SMT_PLANS.feederNewVersion, (b, ctx) => d.feeders.newVersion(b.id, ctx));
  serve(SMT_PLANS.feederExport, (b) => d.feeders.sheet(b.id, b.layout, b.locale));
  serve(SMT_PLANS.feederImport, (b, ctx) => d.feeders.importSheet(b.id, b, 'F4', ctx));
  serve(SMT_PLANS.feederCustomImport, (b, ctx) => d.feeders.importSheet(b.id, b, b.layout, ctx));
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
  serve(SMT_PLANS.feederSettings, (b, ctx) => d.settings.call('smt_feeder', b, ctx));

  serve(SMT_PLANS.meshesOfPlan, (b) => d.meshes.ofPlan(b.icpp_id));
  serve(SMT_PLANS.meshesUsable, (b) => d.meshes.usableForPlan(b.icpp_id));
  serve(SMT_PLANS.meshShelve, (b, ctx) => d.meshes.shelve(b.id, b.shelved, b.location, ctx));
}

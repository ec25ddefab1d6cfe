import { GLUE_CALLS, PACKAGING_CALLS } from '@mes/contracts';
import { implementCall, moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import type { GlueService } from './glue.service';
import type { PackagingService } from './packaging.service';

// packaging_plan and glue_plan beyond the standard set, and glue/items/list (001 §7; docs/labels-packaging.md).
export function registerPackagingCalls(
  registry: ResourceRegistry,
  packaging: PackagingService,
  glue: GlueService,
  resources: ResourceService,
  glueItem: ResourceDef,
): void {
  implementCall(registry, PACKAGING_CALLS.used, (b) => packaging.used(b.id));
  implementCall(registry, PACKAGING_CALLS.ofOrder, (b) => packaging.forWorder(b.worder_id));
  implementCall(registry, PACKAGING_CALLS.updateWeight, (b, ctx) =>
    packaging.setLevelValue(b.id, b.level, 'weight', b.weight, ctx.userId),
  );
  implementCall(registry, PACKAGING_CALLS.updateTolerance, (b, ctx) =>
    packaging.setLevelValue(b.id, b.level, 'tolerance', b.tolerance, ctx.userId),
  );

  implementCall(registry, GLUE_CALLS.updateMinWeight, (b, ctx) =>
    glue.setBound(b.id, 'min_weight', b.min_weight, ctx.userId),
  );
  implementCall(registry, GLUE_CALLS.updateMaxWeight, (b, ctx) =>
    glue.setBound(b.id, 'max_weight', b.max_weight, ctx.userId),
  );
  implementCall(registry, GLUE_CALLS.typesOfOrder, (b) => glue.typesOf(b.worder_id));
  implementCall(registry, GLUE_CALLS.plansOfOrder, (b) => glue.plansOf(b.worder_id));
  // the list body of glue_item, checked by the engine against the resource: served undeclared
  moduleCall(registry, 'product_mgt', 'glue/items/list', 'the glue weighings (the list of glue_item)', (b) =>
    resources.list(glueItem, b),
  );
}

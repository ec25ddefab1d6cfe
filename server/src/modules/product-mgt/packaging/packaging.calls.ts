import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import type { GlueService } from './glue.service';
import { levelField, type PackagingService } from './packaging.service';
import { weightField } from './plan-adjust';

// packaging_plan and glue_plan beyond the standard set, and glue/items/list (001 §7; docs/labels-packaging.md).
export function registerPackagingCalls(
  registry: ResourceRegistry,
  packaging: PackagingService,
  glue: GlueService,
  resources: ResourceService,
  glueItem: ResourceDef,
): void {
  const call = (path: string, summary: string, fields: string[], run: Parameters<typeof moduleCall>[4]) =>
    moduleCall(registry, 'product_mgt', path, summary, async (b, ctx) => {
      onlyFields(b, fields);
      return run(b, ctx);
    });

  call('packaging_plan/used', 'whether and where a packaging plan is used: the orders it packs', ['id'], (b) =>
    packaging.used(idField(b, 'id')),
  );
  call(
    'packaging_plan/query_packingtype_by_worder',
    "the packaging plan a work order packs by (its own, else its product's), with its levels",
    ['worder_id'],
    (b) => packaging.forWorder(idField(b, 'worder_id')),
  );
  for (const field of ['weight', 'tolerance'] as const)
    call(
      `packaging_plan/update_${field}`,
      `set the ${field === 'weight' ? 'expected weight' : 'weight tolerance'} (kg) of one level of a packaging plan`,
      ['id', 'level', field],
      (b, ctx) => packaging.setLevelValue(idField(b, 'id'), levelField(b)!, field, weightField(b, field), ctx.userId),
    );

  for (const field of ['min_weight', 'max_weight'] as const)
    call(
      `glue_plan/update_${field}`,
      `set the ${field === 'min_weight' ? 'minimum' : 'maximum'} glue weight (g) of a glue plan`,
      ['id', field],
      (b, ctx) => glue.setBound(idField(b, 'id'), field, weightField(b, field), ctx.userId),
    );
  call('glue_plan/query_gluetype_by_worder', "the glue types of a work order's product", ['worder_id'], (b) =>
    glue.typesOf(idField(b, 'worder_id')),
  );
  call('glue_plan/query_glue_plan_by_worder', "the glue plans of a work order's product", ['worder_id'], (b) =>
    glue.plansOf(idField(b, 'worder_id')),
  );
  moduleCall(registry, 'product_mgt', 'glue/items/list', 'the glue weighings (the list of glue_item)', (b) =>
    resources.list(glueItem, b),
  );
}

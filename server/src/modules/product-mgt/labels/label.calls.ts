import { LABEL_CALLS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import type { PackagingService } from '../packaging/packaging.service';
import type { LabelQueryService } from './label-query.service';
import type { LabelRenderService } from './label-render.service';
import { LABEL_VARIABLES } from './label-variables';

// label_design beyond the standard set (001 §7 plus render and variables; docs/labels-packaging.md).
export function registerLabelCalls(
  registry: ResourceRegistry,
  render: LabelRenderService,
  query: LabelQueryService,
  packaging: PackagingService,
  resources: ResourceService,
  defs: { label: ResourceDef; basic: ResourceDef },
): void {
  // the design, the values and the element are the renderer's to check (it renders the packing station's labels too)
  implementCall(registry, LABEL_CALLS.render, (b) => render.render(b));
  implementCall(registry, LABEL_CALLS.variables, () =>
    Promise.resolve(Object.entries(LABEL_VARIABLES).map(([name, v]) => ({ name, ...v }))),
  );
  implementCall(registry, LABEL_CALLS.typesOfOrder, (b) => query.typesOf(b.worder_id));
  implementCall(registry, LABEL_CALLS.packingLabels, (b) => packaging.packingLabels(b.worder_id, b.level));
  implementCall(
    registry,
    LABEL_CALLS.fromBasic,
    async (b, ctx) => {
      const basic = await resources.get(defs.basic, b.barcode_label_design_id);
      return resources.create(
        defs.label,
        {
          fnumber: b.fnumber ?? basic.fnumber,
          fname: b.fname ?? basic.fname,
          ...(b.label_type === undefined ? {} : { label_type: b.label_type }),
          ...(b.product_id === undefined ? {} : { product_id: b.product_id }),
          barcode_label_design_id: basic.id,
          width_mm: Number(basic.width_mm),
          height_mm: Number(basic.height_mm),
          dpi: Number(basic.dpi),
          design: basic.design,
        },
        ctx,
      );
    },
    { permission: 'product_mgt.label_design.create' },
  );
}

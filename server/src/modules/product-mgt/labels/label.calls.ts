import { idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { levelField, type PackagingService } from '../packaging/packaging.service';
import type { LabelQueryService } from './label-query.service';
import type { LabelRenderService } from './label-render.service';
import { LABEL_VARIABLES } from './label-variables';

const RENDER_FIELDS = [
  'id',
  'width_mm',
  'height_mm',
  'dpi',
  'design',
  'format',
  'values',
  'worder_id',
  'sn',
  'samples',
  'element',
  'copies',
];

// label_design beyond the standard set (001 §7 plus render and variables; docs/labels-packaging.md).
export function registerLabelCalls(
  registry: ResourceRegistry,
  render: LabelRenderService,
  query: LabelQueryService,
  packaging: PackagingService,
  resources: ResourceService,
  defs: { label: ResourceDef; basic: ResourceDef },
): void {
  moduleCall(
    registry,
    'product_mgt',
    'label_design/render',
    'a label as PDF, ZPL, an SVG preview or one barcode as PNG (the file), from a saved design or an unsaved one',
    async (b) => {
      onlyFields(b, RENDER_FIELDS);
      return render.render(b);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'label_design/variables',
    'the variables a label may print, with samples',
    async (b) => {
      onlyFields(b, []);
      return Object.entries(LABEL_VARIABLES).map(([name, v]) => ({ name, ...v }));
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'label_design/query_labeltype_by_worder',
    "the label design of each label type for a work order's product (the product's own first, else a general one)",
    async (b) => {
      onlyFields(b, ['worder_id']);
      return query.typesOf(idField(b, 'worder_id'));
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'label_design/get_packing_label_design',
    'the label design of a level (or of every level) of the packaging plan a work order packs by',
    async (b) => {
      onlyFields(b, ['worder_id', 'level']);
      return packaging.packingLabels(idField(b, 'worder_id'), levelField(b, true));
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'label_design/create_by_barcode_label_design_id',
    'a label design copied from a basic-data barcode label design (size, resolution and layout; the layout checked)',
    async (b, ctx) => {
      onlyFields(b, ['barcode_label_design_id', 'fnumber', 'fname', 'label_type', 'product_id']);
      const basic = await resources.get(defs.basic, idField(b, 'barcode_label_design_id'));
      return resources.create(
        defs.label,
        {
          fnumber: textField(b, 'fnumber', 64, true) ?? basic.fnumber,
          fname: textField(b, 'fname', 128, true) ?? basic.fname,
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
    'product_mgt.label_design.create',
  );
}

import { idField, onlyFields } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
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
}

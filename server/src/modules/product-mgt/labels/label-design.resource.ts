import { LABEL_DESIGN_TYPES } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { defineResource, type Row } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, num, oneOf, ref, relationsTo, tr } from '../../basicdata';
import { checkDesign } from './label-design.check';
import { LABEL_DPIS } from './label-design.types';

export { LABEL_DESIGN_TYPES };

// every field given (as stored), so a record made from the example reads back the same
export const EXAMPLE_DESIGN = {
  elements: [
    { type: 'text', x: 3, y: 3, text: '${product.fname}', font_mm: 3, bold: true, rotation: 0 },
    {
      type: 'variable',
      x: 3,
      y: 8,
      variable: 'worder.fbillno',
      prefix: 'WO: ',
      font_mm: 2.5,
      bold: false,
      rotation: 0,
    },
    {
      type: 'barcode',
      x: 3,
      y: 13,
      symbology: 'code128',
      data: '${sn}',
      module_mm: 0.25,
      height_mm: 8,
      hrt: true,
    },
    { type: 'line', x: 2, y: 26, length_mm: 56, thickness_mm: 0.3, orientation: 'h' },
  ],
};

// A label designed for a product (001 §7 label_design): its size, printer resolution and elements (label-design.types),
// rendered to ZPL, PDF and an SVG preview from one layout (label.calls.ts). A design with no product serves every
// product; `barcode_label_design_id` names the basic-data design it was drawn from (docs/labels-packaging.md).
export const labelDesignResource = defineResource({
  name: 'label_design',
  module: 'product_mgt',
  table: 'label_design',
  label: tr('标签设计', 'Label design'),
  actions: ['get', 'create', 'update', 'delete', 'list'],
  io: false,
  fields: {
    fnumber: fnumber('标签编码', 'Label code'),
    fname: fname('标签名称', 'Label name'),
    label_type: oneOf(LABEL_DESIGN_TYPES, '标签类型', 'Label type'),
    product_id: ref('product', '产品 (空 = 通用)', 'Product (empty = every product)'),
    barcode_label_design_id: ref('barcode_label_design', '来源条码标签设计', 'Source barcode label design'),
    width_mm: num('宽度 (mm)', 'Width (mm)', { required: true, min: 5, maxValue: 300 }),
    height_mm: num('高度 (mm)', 'Height (mm)', { required: true, min: 5, maxValue: 300 }),
    dpi: int('打印精度 (DPI)', 'Printer resolution (DPI)', { enum: LABEL_DPIS, default: 203 }),
    copies: int('打印份数', 'Copies', { min: 1, maxValue: 100, default: 1 }),
    design: { type: 'json', label: tr('设计内容', 'Layout'), required: true },
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product', 'barcode_label_design'),
  listColumns: ['fnumber', 'fname', 'label_type', 'product_id', 'width_mm', 'height_mm', 'dpi'],
  example: { width_mm: 60, height_mm: 30, design: EXAMPLE_DESIGN },
  hooks: {
    // The design is checked against the size it will have after this write (a smaller label must still hold it).
    beforeWrite(input, ctx) {
      const merged = { ...(ctx.current ?? {}), ...input } as Partial<Row>;
      if (input.design === undefined && input.width_mm === undefined && input.height_mm === undefined) return input;
      const size = { width_mm: Number(merged.width_mm), height_mm: Number(merged.height_mm) };
      if (!Number.isFinite(size.width_mm) || !Number.isFinite(size.height_mm))
        throw refuse('width_mm', 'product.label_size_required');
      return { ...input, design: checkDesign(merged.design, size) };
    },
  },
});

import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, num, oneOf, ref, tr } from './fields';

export const LABEL_TYPES = ['sn', 'box', 'pallet', 'material', 'other'] as const;

// A printable label: its layout is copied from a design (label_template/create_by_label_design_id) or given directly.
export const labelTemplateResource = defineResource({
  name: 'label_template',
  module: 'basicdata',
  table: 'label_template',
  label: tr('标签模板', 'Label template'),
  fields: {
    fnumber: fnumber('模板编码', 'Template code'),
    fname: fname('模板名称', 'Template name'),
    label_type: oneOf(LABEL_TYPES, '标签类型', 'Label type'),
    barcode_label_design_id: ref('barcode_label_design', '来源标签设计', 'Source label design'),
    width_mm: num('宽度 (mm)', 'Width (mm)', { min: 0 }),
    height_mm: num('高度 (mm)', 'Height (mm)', { min: 0 }),
    copies: int('打印份数', 'Copies', { min: 1, default: 1 }),
    content: { type: 'json', label: tr('模板内容', 'Template content'), nullable: true },
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    barcode_label_design: { resource: 'barcode_label_design', via: 'barcode_label_design_id' },
  },
});

import { PACKING_LEVELS, type PackingLevel } from '@mes/contracts';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, num, ref, relationsTo, tr } from '../../basicdata';

export { PACKING_LEVELS, type PackingLevel };

// A product's packaging (001 §7 packaging_plan): a document whose entries are its levels, unit -> box -> carton ->
// pallet, each with how many of the level below it holds, the expected weight with its tolerance (kg; 0 = not
// weighed) and the label design printed for it. A plan with a work order serves only that order and wins over the
// product's (docs/labels-packaging.md, "Packaging plans").
export const packagingPlanResource = defineResource({
  name: 'packaging_plan',
  module: 'product_mgt',
  table: 'packaging_plan',
  label: tr('包装方案', 'Packaging plan'),
  fields: {
    fnumber: fnumber('方案编码', 'Plan code'),
    fname: fname('方案名称', 'Plan name'),
    product_id: ref('product', '产品', 'Product', { required: true }),
    worder_id: ref('worder', '工单 (空 = 产品的所有工单)', 'Work order (empty = every order of the product)'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product', 'worder'),
  listColumns: ['fnumber', 'fname', 'product_id', 'worder_id'],
  entries: {
    table: 'packaging_plan_level',
    parent: 'packaging_plan_id',
    label: tr('包装层级', 'Packaging level'),
    max: PACKING_LEVELS.length,
    fields: {
      level: {
        type: 'string',
        label: tr('层级', 'Level'),
        max: 16,
        required: true,
        enum: PACKING_LEVELS,
      },
      qty: int('每层数量', 'Quantity per level', { required: true, min: 1, maxValue: 1_000_000 }),
      weight: num('标准重量 (kg)', 'Expected weight (kg)', { min: 0, maxValue: 100_000 }),
      tolerance: num('允许误差 (kg)', 'Tolerance (kg)', { min: 0, maxValue: 100_000 }),
      label_design_id: ref('label_design', '标签设计', 'Label design'),
    },
  },
  example: { entries: [{ level: 'unit', qty: 1, weight: 0.25, tolerance: 0.01 }] },
});

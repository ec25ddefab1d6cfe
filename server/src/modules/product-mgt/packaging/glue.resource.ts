import { refuse } from '../../../core/api/app.exception';
import { defineResource, type Row } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, num, ref, relationsTo, str, tr } from '../../basicdata';

export const GLUE_RESULTS = [1, 2] as const; // 1 pass, 2 fail (station reports' codes)

// How much glue a product takes (001 §7 glue_plan): the glue type and the weight window in grams a weighing must fall
// in, optionally at one station. The glue station of a later issue weighs against it and records glue_item rows.
export const gluePlanResource = defineResource({
  name: 'glue_plan',
  module: 'product_mgt',
  table: 'glue_plan',
  label: tr('点胶方案', 'Glue plan'),
  fields: {
    fnumber: fnumber('方案编码', 'Plan code'),
    fname: fname('方案名称', 'Plan name'),
    product_id: ref('product', '产品', 'Product', { required: true }),
    station_id: ref('station', '工站 (空 = 任一工站)', 'Station (empty = any station)'),
    glue_type: str(64, '胶水类型', 'Glue type', { required: true, search: true }),
    min_weight: num('最小重量 (g)', 'Minimum weight (g)', { required: true, min: 0, maxValue: 100_000 }),
    max_weight: num('最大重量 (g)', 'Maximum weight (g)', { required: true, min: 0, maxValue: 100_000 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product', 'station'),
  listColumns: ['fnumber', 'fname', 'product_id', 'glue_type', 'min_weight', 'max_weight'],
  example: { glue_type: 'UV-3311', min_weight: 0.8, max_weight: 1.2 },
  hooks: {
    beforeWrite(input, ctx) {
      checkWindow(
        { ...(ctx.current ?? {}), ...input } as Partial<Row>,
        'max_weight' in input ? 'max_weight' : 'min_weight',
      );
      return input;
    },
  },
});

/** min_weight <= max_weight after the write; the refusal names the field being written. */
export function checkWindow(row: Partial<Row>, field: 'min_weight' | 'max_weight'): void {
  const min = Number(row.min_weight);
  const max = Number(row.max_weight);
  if (min > max)
    throw field === 'max_weight'
      ? refuse(field, 'product.packaging_weight_below_min', { min, max })
      : refuse(field, 'product.packaging_weight_above_max', { max, min });
}

// The glue weighings (001 §7 glue/items/list): one row per weighing at a glue station against a plan, with the SN
// weighed and the result. Written by the shop floor (a later issue); read here only.
export const glueItemResource = defineResource({
  name: 'glue_item',
  module: 'product_mgt',
  table: 'glue_item',
  label: tr('点胶明细', 'Glue weighing'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    worder_id: { ...ref('worder', '工单', 'Work order', { required: true }), readonly: true },
    station_id: { ...ref('station', '工站', 'Station', { required: true }), readonly: true },
    glue_plan_id: { ...ref('glue_plan', '点胶方案', 'Glue plan', { required: true }), readonly: true },
    sn: str(64, '序列号', 'SN', { search: true, readonly: true }),
    weight: num('重量 (g)', 'Weight (g)', { required: true, readonly: true }),
    result: {
      type: 'int',
      label: tr('结果 (1 合格, 2 不合格)', 'Result (1 pass, 2 fail)'),
      enum: GLUE_RESULTS,
      required: true,
      readonly: true,
    },
  },
  relations: relationsTo('worder', 'station', 'glue_plan'),
  listColumns: ['worder_id', 'station_id', 'glue_plan_id', 'sn', 'weight', 'result', 'created_at'],
});

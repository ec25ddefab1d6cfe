import { defineResource } from '../../../core/resource/resource.types';
import { num, ref, relationsTo, str, tr } from '../../basicdata';

// The scale calibrations recorded by mes-transfer/calibration_weight (docs/packing.md): read-only, listed per station.
export const calibrationWeightResource = defineResource({
  name: 'calibration_weight',
  module: 'product_coll',
  table: 'calibration_weight',
  label: tr('称重校准记录', 'Scale calibration'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    station_id: { ...ref('station', '工站', 'Station', { required: true }), readonly: true },
    scale: { ...str(64, '秤编号', 'Scale', { search: true }), readonly: true },
    reference_weight: { ...num('标准砝码 (kg)', 'Reference weight (kg)'), readonly: true },
    measured_weight: { ...num('读数 (kg)', 'Measured weight (kg)'), readonly: true },
    deviation: { ...num('偏差 (kg)', 'Deviation (kg)'), readonly: true },
    tolerance: { ...num('允许误差 (kg)', 'Tolerance (kg)'), readonly: true },
    result: {
      type: 'int',
      label: tr('结果 (1 合格, 2 不合格)', 'Result (1 pass, 2 fail)'),
      enum: [1, 2],
      required: true,
      readonly: true,
    },
    operator: { ...str(64, '操作员', 'Operator', { search: true }), readonly: true },
  },
  relations: relationsTo('station'),
  listColumns: ['station_id', 'scale', 'reference_weight', 'measured_weight', 'deviation', 'result', 'created_at'],
});

import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, oneOf, ref, str, tr } from './fields';

export const LINE_TYPES = ['smt', 'assembly'] as const;

export const productLineResource = defineResource({
  name: 'product_line',
  module: 'basicdata',
  table: 'product_line',
  label: tr('产线', 'Production line'),
  fields: {
    fnumber: fnumber('产线编码', 'Line code'),
    fname: fname('产线名称', 'Line name'),
    factory_id: ref('factory', '所属工厂', 'Factory', { required: true }),
    line_type: oneOf(LINE_TYPES, '产线类型', 'Line type', { required: true }),
    workshop: str(64, '车间', 'Workshop'),
    leader: str(64, '线长', 'Line leader'),
    uph: int('标准产能 (UPH)', 'Standard output per hour (UPH)', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    factory: { resource: 'factory', via: 'factory_id' },
  },
});

import { ShelvingStatus } from '@mes/contracts';
import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { datetime, fdesc, fname, fnumber, int, num, ref, relationsTo, str, tr } from '../../basicdata';
import { sideField, statusField } from './smt-fields';

// A steel mesh (钢网, stencil) for a product or one process plan. Shelving (shelved/unshelved, where it is) moves only
// through steel_mesh/update_shelved.
export function steelMeshResource(): ResourceDef {
  return defineResource({
    name: 'steel_mesh',
    module: 'product_mgt',
    lookups: [{ path: 'multi', by: 'ids' }],
    table: 'steel_mesh',
    label: tr('钢网', 'Steel mesh'),
    fields: {
      fnumber: fnumber('钢网编号', 'Steel mesh code'),
      fname: fname('钢网名称', 'Steel mesh name'),
      product_id: ref('product', '产品', 'Product'),
      icpp_id: ref('icpp', '工艺计划', 'Process plan'),
      side: sideField(),
      thickness: num('厚度 (mm)', 'Thickness (mm)', { min: 0 }),
      max_use: int('最大使用次数', 'Maximum uses', { min: 0 }),
      used_count: int('已使用次数', 'Times used', { min: 0 }),
      location: str(64, '存放位置', 'Storage location', { search: true }),
      shelved: statusField(ShelvingStatus.codes, ShelvingStatus.UNKNOWN, '上架状态', 'Shelving'),
      shelved_at: { ...datetime('上下架时间', 'Shelved or unshelved at'), readonly: true },
      fdesc: fdesc('备注', 'Remarks'),
    },
    relations: relationsTo('product', 'icpp'),
  });
}

import { defineResource } from '../../../core/resource/resource.types';
import { bool, datetime, int, ref, relationsTo, str, tr } from '../../basicdata';

const ro = { readonly: true } as const;

// The bindings made: a serial number and a material barcode, at a station, by a user (creater), at a time
// (created_at). Written only by the binding (binding.service.ts); `change` keeps the replaced row, flagged.
export const bindingDetailsResource = defineResource({
  name: 'binding_details',
  module: 'product_mgt',
  table: 'material_binding',
  label: tr('物料绑定明细', 'Material binding details'),
  actions: ['get', 'list', 'delete'],
  io: false,
  fields: {
    sn: str(64, '序列号', 'Serial number', { ...ro, search: true }),
    barcode: str(128, '物料条码', 'Material barcode', { ...ro, search: true }),
    icitem_id: { ...ref('icitem', '物料', 'Material'), ...ro },
    worder_id: { ...ref('worder', '工单', 'Work order'), ...ro },
    station_id: { ...ref('station', '工站', 'Station'), ...ro },
    policy_id: { ...ref('material_binding_policy', '绑定策略', 'Binding policy'), ...ro },
    replaced: { ...bool('已被替换', 'Replaced'), ...ro },
    replaced_at: { ...datetime('替换时间', 'Replaced at'), ...ro },
    replaces_id: { ...int('替换的绑定', 'Replaces binding'), nullable: true, default: undefined, ...ro },
    reason: str(256, '更换原因', 'Reason of the change', ro),
  },
  relations: {
    ...relationsTo('icitem', 'worder', 'station'),
    material_binding_policy: { resource: 'material_binding_policy', via: 'policy_id' },
  },
  listColumns: ['sn', 'barcode', 'icitem_id', 'station_id', 'worder_id', 'replaced', 'reason'],
});

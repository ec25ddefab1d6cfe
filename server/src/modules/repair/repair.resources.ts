import { refuse } from '../../core/api/app.exception';
import { defineResource, type ResourceDef } from '../../core/resource/resource.types';
import { datetime, fdesc, int, num, oneOf, ref, relationsTo, str, tr } from '../basicdata';

const ro = { readonly: true } as const;
const roRef = (resource: string, zh: string, en: string) => ({ ...ref(resource, zh, en), ...ro });

/** repair_record.status */
export const RepairStatus = { WAITING: 1, REPAIRED: 2, SCRAPPED: 3 } as const;

// A failed unit's repair: entered with its defect codes (create_bad_enter), repaired with cause, action and replaced
// parts (create_repair_enter). Written only by repair.service.ts; the engine serves get, list and the defects.
export const repairRecordResource = defineResource({
  name: 'repair_record',
  module: 'product_coll',
  table: 'repair_record',
  label: tr('维修记录', 'Repair record'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    sn: str(64, '序列号', 'Serial number', { ...ro, search: true }),
    worder_id: roRef('worder', '工单', 'Work order'),
    station_id: roRef('station', '不良工站', 'Station of the defect'),
    status: { ...int('状态', 'Status'), enum: Object.values(RepairStatus), ...ro },
    fdesc: fdesc('不良描述', 'Defect description'),
    cause: str(256, '不良原因', 'Cause', ro),
    action: str(256, '维修措施', 'Action', ro),
    repairer_id: roRef('user', '维修人', 'Repaired by'),
    repaired_at: { ...datetime('维修时间', 'Repaired at'), ...ro },
    back_station_id: roRef('station', '返回工站', 'Back to station'),
    back_result: { ...int('返回结果', 'Back with result'), nullable: true, default: undefined, ...ro },
  },
  relations: {
    ...relationsTo('worder', 'station'),
    back_station: { resource: 'station', via: 'back_station_id' },
  },
  listColumns: ['sn', 'worder_id', 'station_id', 'status', 'fdesc', 'cause', 'action', 'created_at'],
  entries: {
    table: 'repair_defect',
    parent: 'repair_record_id',
    label: tr('不良代码', 'Defect codes'),
    fields: { error_code_id: ref('error_code', '不良代码', 'Error code', { required: true }) },
  },
});

export const UNBIND_KINDS = ['material', 'repair_replace', 'unbind', 'sn_recycle', 'bn_table', 'unboxing_rework'];

// The trace of every undo (unbind.service.ts): who undid what, when and why.
export const unbindLogResource = defineResource({
  name: 'unbind_log',
  module: 'product_coll',
  table: 'unbind_log',
  label: tr('解绑记录', 'Unbinding trace'),
  actions: ['get', 'list'],
  io: false,
  common: { id: 'int', creater_id: 'int', created_at: 'datetime' },
  fields: {
    kind: { ...oneOf(UNBIND_KINDS, '类型', 'Kind'), ...ro },
    sn: str(64, '序列号', 'Serial number', { ...ro, search: true }),
    barcode: str(128, '条码', 'Barcode', { ...ro, search: true }),
    worder_id: roRef('worder', '工单', 'Work order'),
    material_binding_id: roRef('binding_details', '绑定', 'Binding'),
    box_id: roRef('box', '箱', 'Box'),
    repair_record_id: roRef('repair_record', '维修记录', 'Repair record'),
    reason: str(256, '原因', 'Reason', ro),
    detail: { type: 'json', label: tr('明细', 'Detail'), ...ro, default: '{}' },
  },
  relations: { ...relationsTo('worder', 'box', 'repair_record') },
  listColumns: ['kind', 'sn', 'barcode', 'worder_id', 'reason', 'creater_id', 'created_at'],
});

// The material lot put at a station (put_material/put_material); the newest one per material is the active one.
export const stationMaterialResource = defineResource({
  name: 'station_material',
  module: 'work',
  table: 'station_material',
  label: tr('工站上料', 'Material at the station'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    station_id: roRef('station', '工站', 'Station'),
    icitem_id: roRef('icitem', '物料', 'Material'),
    lotno: str(128, '批次', 'Lot', { ...ro, search: true }),
    material_lotno_id: roRef('material_lotno', '物料批次', 'Material lot'),
    qty: { ...num('数量', 'Quantity'), ...ro },
  },
  relations: relationsTo('station', 'icitem', 'material_lotno'),
  listColumns: ['station_id', 'icitem_id', 'lotno', 'qty', 'disabled', 'created_at'],
});

function checkShiftDate(input: Record<string, unknown>): Record<string, unknown> {
  const d = input.shift_date;
  if (d !== undefined && (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d) || isNaN(Date.parse(d))))
    throw refuse('shift_date', 'repair.date_ymd');
  return input;
}

// A shift of a line (班次单): who worked which station (entries: enter / leave). What they produced is read from
// station_log by vshift_order/list.
export const shiftOrderResource = defineResource({
  name: 'shift_order',
  module: 'work',
  table: 'shift_order',
  label: tr('班次单', 'Shift order'),
  actions: ['get', 'create', 'update', 'delete', 'list', 'check', 'disable'],
  io: false,
  fields: {
    fbillno: str(64, '班次单号', 'Shift order number', { required: true, unique: true, search: true }),
    product_line_id: ref('product_line', '产线', 'Product line', { required: true }),
    shift_date: str(10, '日期', 'Date', { required: true }),
    shift: oneOf(['day', 'night'], '班次', 'Shift', { required: true }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('product_line'),
  hooks: { beforeWrite: (input) => checkShiftDate(input) },
  listColumns: ['fbillno', 'product_line_id', 'shift_date', 'shift', 'fdesc'],
  entries: {
    table: 'shift_order_entry',
    parent: 'shift_order_id',
    label: tr('上岗记录', 'Who worked where'),
    fields: {
      user_id: ref('user', '人员', 'Person', { required: true }),
      station_id: ref('station', '工站', 'Station', { required: true }),
      entered_at: { ...datetime('上岗时间', 'Entered at'), ...ro },
      left_at: { ...datetime('离岗时间', 'Left at'), ...ro },
    },
  },
  example: { fbillno: 'SO-20250304-D', product_line_id: 1, shift_date: '2025-03-04', shift: 'day' },
});

export const REPAIR_RESOURCES: ResourceDef[] = [
  repairRecordResource,
  unbindLogResource,
  stationMaterialResource,
  shiftOrderResource,
];

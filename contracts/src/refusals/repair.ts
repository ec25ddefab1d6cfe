import type { RefusalCatalogue } from './catalogue';

// The refusals of the repair area (server/src/modules): code -> its text in each language.
export const REPAIR_REFUSALS = {
  // repair/scan-keys.ts
  'repair.idempotency_key': {
    'en-US': 'must be a text of 1 to {max} characters',
    'zh-CN': '必须是 1 到 {max} 个字符的文本',
  },
  'repair.key_used_for_binding': {
    'en-US': '{key} was already used for barcode {barcode} on serial number {sn}',
    'zh-CN': '{key} 已用于序列号 {sn} 上的条码 {barcode}',
  },
  'repair.key_used_for_lot': {
    'en-US': '{key} was already used for lot {lot}',
    'zh-CN': '{key} 已用于批次 {lot}',
  },
  'repair.key_used_for_glue': {
    'en-US': '{key} was already used for the glue weighing of {sn} ({weight})',
    'zh-CN': '{key} 已用于 {sn} 的点胶称重（{weight}）',
  },
  'repair.key_used_for_order_glue': {
    'en-US': '{key} was already used for the glue weighing of an order ({weight})',
    'zh-CN': '{key} 已用于一个工单的点胶称重（{weight}）',
  },
  // repair/repair.input.ts
  'repair.text_max': {
    'en-US': 'must be a text of at most {max} characters',
    'zh-CN': '必须是不超过 {max} 个字符的文本',
  },
  'repair.no_error_code_named': {
    'en-US': 'must name at least one error code',
    'zh-CN': '至少要指定一个不良代码',
  },
  'repair.too_many_parts': {
    'en-US': 'must be an array of at most {max} parts',
    'zh-CN': '必须是最多 {max} 个部件的数组',
  },
  'repair.weight_grams': {
    'en-US': 'must be a number of grams from 0 to 100000',
    'zh-CN': '必须是 0 到 100000 之间的克数',
  },
  'repair.whole_number_up_to': {
    'en-US': 'must be a whole number from 1 to {max}',
    'zh-CN': '必须是 1 到 {max} 之间的整数',
  },
  // repair/repair.calls.ts
  'repair.qty_range': {
    'en-US': 'must be a number from 0 to 1000000000',
    'zh-CN': '必须是 0 到 1000000000 之间的数字',
  },
  'repair.sn_or_worder': { 'en-US': 'give sn or worder_id', 'zh-CN': '请给出 sn 或 worder_id' },
  'repair.user_required': {
    'en-US': 'is required when no user is signed in',
    'zh-CN': '未登录用户时必填',
  },
  'repair.no_binding_named': {
    'en-US': 'must name at least one binding (or leave it out: all)',
    'zh-CN': '至少要指定一个绑定（或不填：全部）',
  },
  // repair/repair.resources.ts
  'repair.date_ymd': { 'en-US': 'must be a date YYYY-MM-DD', 'zh-CN': '必须是日期 YYYY-MM-DD' },
  // repair/shift-order.service.ts
  'repair.station_not_on_shift_line': {
    'en-US': 'station {station} is not on the line of shift order {fbillno}',
    'zh-CN': '工站 {station} 不在班次单 {fbillno} 的产线上',
  },
  'repair.no_user': { 'en-US': 'no user {id}', 'zh-CN': '用户 {id} 不存在' },
  'repair.user_still_at_station': {
    'en-US': 'user {id} is still at {station} ({fbillno}): leave first',
    'zh-CN': '用户 {id} 仍在工站 {station}（{fbillno}）：请先离开',
  },
  'repair.user_still_at_a_station': {
    'en-US': 'user {id} is still at a station: leave first',
    'zh-CN': '用户 {id} 仍在某个工站：请先离开',
  },
  'repair.user_at_no_station': {
    'en-US': 'user {id} is at no station of shift order {fbillno}',
    'zh-CN': '用户 {id} 不在班次单 {fbillno} 的任何工站',
  },
  'repair.no_shift_order': { 'en-US': 'no shift order {id}', 'zh-CN': '班次单 {id} 不存在' },
  'repair.shift_order_disabled': {
    'en-US': 'shift order {fbillno} is disabled',
    'zh-CN': '班次单 {fbillno} 已禁用',
  },
  // repair/binding-station.service.ts
  'repair.lot_of_several_materials': {
    'en-US': 'lot {lot} belongs to several materials: name the material',
    'zh-CN': '批次 {lot} 属于多个物料：请指定物料',
  },
  'repair.unknown_lot': {
    'en-US': '{barcode} is no known lot: name the material (icitem_id)',
    'zh-CN': '{barcode} 不是已知批次：请指定物料 (icitem_id)',
  },
  'repair.no_material': { 'en-US': 'no material {id}', 'zh-CN': '物料 {id} 不存在' },
  'repair.no_glue_plan': {
    'en-US': 'no glue plan for the product of {fbillno} at station {station}',
    'zh-CN': '工站 {station} 没有工单 {fbillno} 产品的点胶方案',
  },
  'repair.glue_plan_not_enabled': {
    'en-US': 'glue plan {id} is not an enabled plan of the product of {fbillno} at {station}',
    'zh-CN': '点胶方案 {id} 不是工站 {station} 上工单 {fbillno} 产品的启用方案',
  },
  // repair/unbind.service.ts
  'repair.no_sn': { 'en-US': 'no serial number {sn}', 'zh-CN': '序列号 {sn} 不存在' },
  'repair.nothing_bound': {
    'en-US': '{sn} has no part bound to release',
    'zh-CN': '{sn} 没有可解绑的部件',
  },
  'repair.no_batch_number': { 'en-US': 'no batch number {bn}', 'zh-CN': '批次号 {bn} 不存在' },
  'repair.bn_not_handed_out': { 'en-US': '{bn} is not handed out', 'zh-CN': '{bn} 未分配' },
  'repair.sn_in_no_order': { 'en-US': '{sn} is in no work order', 'zh-CN': '{sn} 不属于任何工单' },
  'repair.sn_in_box': {
    'en-US': '{sn} is in box {box}: unbox it first',
    'zh-CN': '{sn} 在箱 {box} 中：请先拆箱',
  },
  'repair.sn_in_no_box': { 'en-US': '{sn} is in no box', 'zh-CN': '{sn} 不在任何箱中' },
  'repair.box_in_stock': {
    'en-US': 'box {box} is in stock or shipped (status {status}): take it back first',
    'zh-CN': '箱 {box} 已入库或已出货（状态 {status}）：请先退回',
  },
  'repair.sn_left_box': { 'en-US': '{sn} left its box meanwhile', 'zh-CN': '{sn} 已在此期间离开其箱' },
  'repair.no_binding_now': {
    'en-US': 'no part bound now to {sn} as binding {ids}',
    'zh-CN': '{sn} 当前没有绑定 {ids} 的部件',
  },
  // repair/repair.service.ts
  'repair.already_waiting_record': {
    'en-US': '{sn} is already waiting for repair (repair record {id})',
    'zh-CN': '{sn} 已在等待维修（维修记录 {id}）',
  },
  'repair.already_waiting': { 'en-US': '{sn} is already waiting for repair', 'zh-CN': '{sn} 已在等待维修' },
  'repair.record_repaired': {
    'en-US': 'repair record {id} was repaired already: its defects cannot change',
    'zh-CN': '维修记录 {id} 已维修：其不良不能再修改',
  },
  'repair.record_not_waiting': {
    'en-US': 'repair record {id} is not waiting for repair (status {status})',
    'zh-CN': '维修记录 {id} 不在等待维修状态（状态 {status}）',
  },
  'repair.no_record': { 'en-US': 'no repair record {id}', 'zh-CN': '维修记录 {id} 不存在' },
  'repair.code_not_in_fault_list': {
    'en-US': "error code {ids} is not in the station's fault list",
    'zh-CN': '不良代码 {ids} 不在该工站的故障信息中',
  },
  'repair.no_binding_of_sn': {
    'en-US': 'no binding {id} of {sn}',
    'zh-CN': '{sn} 没有绑定 {id}',
  },
  // with their own err (1213, 1211, 1203, 1301, 1212, 1214, 1215)
  'repair.sn_not_in_order': { 'en-US': '{sn} is not in work order {id}', 'zh-CN': '{sn} 不属于工单 {id}' },
  'repair.no_work_order': { 'en-US': 'no work order {id}', 'zh-CN': '工单 {id} 不存在' },
  'repair.no_station': {
    'en-US': 'station {id} does not exist or is disabled',
    'zh-CN': '工位 {id} 不存在或已停用',
  },
  'repair.no_error_codes': { 'en-US': 'no error code {ids}', 'zh-CN': '不良代码 {ids} 不存在' },
  'repair.flow_no_stations': { 'en-US': 'the flow of {sn} has no stations', 'zh-CN': '{sn} 的工艺路线没有工位' },
  'repair.back_not_in_flow': {
    'en-US': 'station {station} is not in the workflow of {sn}',
    'zh-CN': '工位 {station} 不在 {sn} 的工艺路线中',
  },
  'repair.back_after_defect': {
    'en-US': '{station} is after {defect}, where the defect must be retested',
    'zh-CN': '{station} 在 {defect} 之后：不良须在该工位重测',
  },
} as const satisfies RefusalCatalogue;

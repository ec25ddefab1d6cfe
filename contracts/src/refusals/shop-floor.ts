import type { RefusalCatalogue } from './catalogue';

// The refusals of the shop floor area (server/src/modules): code -> its text in each language.
export const SHOP_FLOOR_REFUSALS = {
  // shop-floor/station-report.input.ts
  'shop_floor.required_string': { 'en-US': 'is required and must be a string', 'zh-CN': '必填，且必须是字符串' },
  'shop_floor.item_result': {
    'en-US': 'must be 0, 1 (pass) or 2 (fail)',
    'zh-CN': '必须是 0、1（通过）或 2（不良）',
  },
  'shop_floor.station_id_or_code': {
    'en-US': 'give station_id or station (its code)',
    'zh-CN': '请给出 station_id 或 station（工站编码）',
  },
  'shop_floor.report_result': { 'en-US': 'must be 1 (pass) or 2 (fail)', 'zh-CN': '必须是 1（通过）或 2（不良）' },
  'shop_floor.too_many_test_items': {
    'en-US': 'must be an array of at most {max} items',
    'zh-CN': '必须是最多 {max} 项的数组',
  },
  // shop-floor/packing/packing.input.ts
  'shop_floor.required_non_empty_string': {
    'en-US': 'is required and must be a non-empty string',
    'zh-CN': '必填，且必须是非空字符串',
  },
  'shop_floor.weight_kg': {
    'en-US': 'must be a weight in kg from 0 to 100000',
    'zh-CN': '必须是 0 到 100000 之间的重量 (kg)',
  },
  'shop_floor.box_or_box_id': {
    'en-US': 'give box (the scanned label) or box_id',
    'zh-CN': '请给出 box（扫描的标签）或 box_id',
  },
  // shop-floor/packing/packing.calls.ts
  'shop_floor.one_label': {
    'en-US': 'give one of sn (a unit label), box (a box label) or pallet (a pallet label)',
    'zh-CN': '请给出 sn（单品标签）、box（箱标签）或 pallet（栈板标签）之一',
  },
  'shop_floor.whole_number_up_to': {
    'en-US': 'must be a whole number from 1 to {max}',
    'zh-CN': '必须是 1 到 {max} 之间的整数',
  },
  // shop-floor/packing/label-printing.ts
  'shop_floor.pallet_holds_no_box': {
    'en-US': 'pallet {fnumber} holds no packed box',
    'zh-CN': '栈板 {fnumber} 上没有已装箱的箱',
  },
  'shop_floor.printer_no_host': {
    'en-US': 'printer {printer} has no host',
    'zh-CN': '打印机 {printer} 没有主机地址 (host)',
  },
  // shop-floor/packing/clodop-device.resource.ts
  'shop_floor.zpl_printer_needs_host': {
    'en-US': 'a ZPL printer needs its host (name or IP address)',
    'zh-CN': 'ZPL 打印机需要主机地址（主机名或 IP 地址）',
  },
  'shop_floor.host_name': {
    'en-US': 'must be a host name or an IP address',
    'zh-CN': '必须是主机名或 IP 地址',
  },
  // shop-floor/packing/calibration.ts
  'shop_floor.above_zero': { 'en-US': 'must be above 0', 'zh-CN': '必须大于 0' },
  // shop-floor/packing/packing.service.ts
  'shop_floor.box_full': {
    'en-US': 'box {fnumber} is full ({fqty} of {capacity})',
    'zh-CN': '箱 {fnumber} 已满（{fqty}/{capacity}）',
  },
  'shop_floor.box_not_closed_for_weighing': {
    'en-US': 'box {fnumber} is {status} ({fqty} of {capacity}): only a closed box is weighed',
    'zh-CN': '箱 {fnumber} 状态为 {status}（{fqty}/{capacity}）：只有已封箱的箱才能称重',
  },
  'shop_floor.box_not_packing': {
    'en-US': 'box {fnumber} is {status}: only a box being packed or packed changes here',
    'zh-CN': '箱 {fnumber} 状态为 {status}：此处只能修改装箱中或装箱完成的箱',
  },
  // shop-floor/packing/container-moves.ts
  'shop_floor.carton_not_packed_at_station': {
    'en-US': 'carton {fnumber} was not packed at a station: it changes in stock_mgt',
    'zh-CN': '外箱 {fnumber} 不是在工站装箱的：请在 stock_mgt 中修改',
  },
  'shop_floor.pallet_not_packed_at_station': {
    'en-US': 'pallet {fnumber} was not packed at a station: it changes in stock_mgt',
    'zh-CN': '栈板 {fnumber} 不是在工站装箱的：请在 stock_mgt 中修改',
  },
  'shop_floor.carton_not_packing': {
    'en-US': 'carton {fnumber} is {status}: only one being packed or packed changes here',
    'zh-CN': '外箱 {fnumber} 状态为 {status}：此处只能修改装箱中或装箱完成的外箱',
  },
  'shop_floor.pallet_not_packing': {
    'en-US': 'pallet {fnumber} is {status}: only one being packed or packed changes here',
    'zh-CN': '栈板 {fnumber} 状态为 {status}：此处只能修改装箱中或装箱完成的栈板',
  },
  'shop_floor.box_not_closed_for_carton': {
    'en-US': 'box {label} is not closed: only a closed box goes into a carton',
    'zh-CN': '箱 {label} 未封箱：只有已封箱的箱才能装入外箱',
  },
  'shop_floor.box_not_closed_for_pallet': {
    'en-US': 'box {label} is not closed: only a closed box goes into a pallet',
    'zh-CN': '箱 {label} 未封箱：只有已封箱的箱才能放上栈板',
  },
  'shop_floor.carton_not_closed_for_pallet': {
    'en-US': 'carton {label} is not closed: only a closed carton goes into a pallet',
    'zh-CN': '外箱 {label} 未封箱：只有已封箱的外箱才能放上栈板',
  },
  'shop_floor.carton_full': {
    'en-US': 'carton {fnumber} is full ({fqty} of {capacity})',
    'zh-CN': '外箱 {fnumber} 已满（{fqty}/{capacity}）',
  },
  'shop_floor.pallet_full': {
    'en-US': 'pallet {fnumber} is full ({fqty} of {capacity})',
    'zh-CN': '栈板 {fnumber} 已满（{fqty}/{capacity}）',
  },
  // A station report's refusals with their own err (1203, 1505, 1211, 1213-1216, 500): what the operator reads at the
  // station. {status}: the order status in both languages.
  'shop_floor.no_station': {
    'en-US': 'station {station} does not exist or is disabled',
    'zh-CN': '工位 {station} 不存在或已停用',
  },
  'shop_floor.station_function': {
    'en-US': 'station {station} has function {fn}; {source} needs {needs}',
    'zh-CN': '工位 {station} 的功能是 {fn}，{source} 需要 {needs} 工位',
  },
  'shop_floor.sn_changed_while_reported': {
    'en-US': 'serial number {sn} changed {times} times while being reported: send it again',
    'zh-CN': '序列号 {sn} 在报工时被改动了 {times} 次：请重新发送',
  },
  'shop_floor.sn_in_no_order': {
    'en-US': 'serial number {sn} is in no work order',
    'zh-CN': '序列号 {sn} 不属于任何工单',
  },
  'shop_floor.sn_not_in_order': {
    'en-US': 'serial number {sn} is not in work order {worder_id}',
    'zh-CN': '序列号 {sn} 不属于工单 {worder_id}',
  },
  'shop_floor.order_not_working': {
    'en-US': 'work order {fbillno} is {status}, not working: no reports until it is started',
    'zh-CN': '工单 {fbillno} 为{status}，未在生产：开工前不能报工',
  },
  'shop_floor.sn_waiting_repair': {
    'en-US': 'serial number {sn} is waiting for repair: it returns to its flow when repaired',
    'zh-CN': '序列号 {sn} 正在等待维修：修好后回到工艺路线',
  },
  'shop_floor.station_not_in_flow': {
    'en-US': 'station {station} is not in the workflow of this serial number',
    'zh-CN': '工位 {station} 不在该序列号的工艺路线中',
  },
  'shop_floor.station_passed': {
    'en-US': 'station {station} already passed for this serial number: no retry',
    'zh-CN': '该序列号已通过工位 {station}：不能重测',
  },
  'shop_floor.pass_first': {
    'en-US': 'station {station} cannot be reached yet: pass {waiting} first',
    'zh-CN': '暂不能到工位 {station}：须先通过 {waiting}',
  },
  'shop_floor.no_station_id': { 'en-US': 'no station {id}', 'zh-CN': '工位 {id} 不存在' },
} as const satisfies RefusalCatalogue;

import type { RefusalCatalogue } from './catalogue';

// The packing station's refusals with their own err (1203 no station, 1213 SN in no order, 1503 no packaging plan,
// 1504 box label mismatch, 1505 station function, 1211/1214/1215 flow, 1506 weighing, printers): what the operator
// reads at the station (docs/packing.md). {level}, {holds}, {status}, {reason}: words given in both languages.
export const PACKING_REFUSALS = {
  'packing.no_station': {
    'en-US': 'station {station} does not exist or is disabled',
    'zh-CN': '工位 {station} 不存在或已停用',
  },
  'packing.station_function': {
    'en-US': 'station {station} has function {fn}; {call} needs {needs}',
    'zh-CN': '工位 {station} 的功能是 {fn}，{call} 需要 {needs} 工位',
  },
  'packing.sn_in_no_order': {
    'en-US': 'serial number {sn} is in no work order',
    'zh-CN': '序列号 {sn} 不属于任何工单',
  },
  'packing.order_not_working': {
    'en-US': 'work order {fbillno} is {status}, not working: nothing is packed until it is started',
    'zh-CN': '工单 {fbillno} 为{status}，未在生产：开工前不能装箱',
  },
  'packing.no_plan': { 'en-US': 'no packaging plan for work order {fbillno}', 'zh-CN': '工单 {fbillno} 没有包装方案' },
  'packing.plan_no_box_level': {
    'en-US': 'packaging plan {plan} of work order {fbillno} has no box level',
    'zh-CN': '工单 {fbillno} 的包装方案 {plan} 没有箱这一级',
  },
  'packing.workflow_no_stations': {
    'en-US': 'work order {fbillno} has a workflow without stations',
    'zh-CN': '工单 {fbillno} 的工艺路线没有工位',
  },
  'packing.station_not_in_flow': {
    'en-US': 'station {station} is not in the workflow of serial number {sn} nor on the line of work order {fbillno}',
    'zh-CN': '工位 {station} 既不在序列号 {sn} 的工艺路线中，也不在工单 {fbillno} 的产线上',
  },
  'packing.must_pass_first': {
    'en-US': 'station {station} cannot be reached yet: serial number {sn} must pass {waiting} first',
    'zh-CN': '暂不能到工位 {station}：序列号 {sn} 须先通过 {waiting}',
  },
  'packing.not_passed_packing': {
    'en-US': 'station {station} cannot be reached yet: serial number {sn} has not passed packing',
    'zh-CN': '暂不能到工位 {station}：序列号 {sn} 尚未通过包装',
  },
  'packing.no_label_design_sn': {
    'en-US': 'no label design prints serial number {sn}',
    'zh-CN': '没有可打印序列号 {sn} 的标签模板',
  },
  'packing.box_label_no_box': { 'en-US': 'box label {box} names no box', 'zh-CN': '箱标签 {box} 不对应任何箱' },
  'packing.level_no_label_design': {
    'en-US': 'the packaging plan of {level} {fnumber} has no label design at its {level} level',
    'zh-CN': '{level} {fnumber} 的包装方案在{level}这一级没有标签模板',
  },
  'packing.pallet_label_no_pallet': {
    'en-US': 'pallet label {pallet} names no pallet',
    'zh-CN': '栈板标签 {pallet} 不对应任何栈板',
  },
  'packing.label_names_no': { 'en-US': 'label {label} names no {holds}', 'zh-CN': '标签 {label} 不对应任何{holds}' },
  'packing.level_holds': {
    'en-US': '{label} is a {level}; {target} {fnumber} holds {holds}',
    'zh-CN': '{label} 是{level}；{target} {fnumber} 装的是{holds}',
  },
  'packing.other_order_than': {
    'en-US': '{holds} {label} packs another work order than {target} {fnumber}',
    'zh-CN': '{holds} {label} 与{target} {fnumber} 不属于同一工单',
  },
  'packing.not_in': {
    'en-US': '{holds} {label} is not in {target} {fnumber}',
    'zh-CN': '{holds} {label} 不在{target} {fnumber} 中',
  },
  'packing.already_in': {
    'en-US': '{holds} {label} is already packed in {target} {fnumber}',
    'zh-CN': '{holds} {label} 已装在{target} {fnumber} 中',
  },
  'packing.sn_not_in_box': {
    'en-US': 'serial number {sn} is not in box {box}',
    'zh-CN': '序列号 {sn} 不在箱 {box} 中',
  },
  'packing.sn_already_packed': {
    'en-US': 'serial number {sn} is already packed in box {box}',
    'zh-CN': '序列号 {sn} 已装在箱 {box} 中',
  },
  'packing.scanned_other_box': {
    'en-US': 'the label scanned is box {scanned}, not box {box}',
    'zh-CN': '扫描的标签是箱 {scanned}，不是箱 {box}',
  },
  'packing.box_other_order': {
    'en-US': 'box {box} packs another work order than {fbillno}',
    'zh-CN': '箱 {box} 装的不是工单 {fbillno} 的产品',
  },
  'packing.weighs_off': {
    'en-US': 'box {box} weighs {weight} kg: expected {expected} kg ± {tolerance} kg ({reason} by {deviation} kg)',
    'zh-CN': '箱 {box} 重 {weight} kg：应为 {expected} kg ± {tolerance} kg（{reason} {deviation} kg）',
  },
  'packing.host_outside': {
    'en-US': '{host} is outside the printer networks allowed (MES_PRINTER_NETWORKS)',
    'zh-CN': '{host} 不在允许的打印机网络内 (MES_PRINTER_NETWORKS)',
  },
  'packing.port_outside': {
    'en-US': '{port} is outside the printer ports allowed (MES_PRINTER_PORTS)',
    'zh-CN': '{port} 不在允许的打印机端口内 (MES_PRINTER_PORTS)',
  },
  'packing.printer_outside': {
    'en-US':
      'printer {printer} at {at} is outside the printer targets allowed (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)',
    'zh-CN': '打印机 {printer}（{at}）不在允许的打印目标内 (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)',
  },
  'packing.printer_unreachable': { 'en-US': 'printer {printer} not reachable', 'zh-CN': '打印机 {printer} 无法连接' },
} as const satisfies RefusalCatalogue;

import type { RefusalCatalogue } from './catalogue';

// The refusals of the spc area (server/src/modules/spc, docs/spc.md): code -> its text in each language.
export const SPC_REFUSALS = {
  // a held station's report or unit validation (err 1701): {rule} and {characteristic} in both languages
  'spc.station_held': {
    'en-US': 'station on SPC hold: {rule} on {characteristic}',
    'zh-CN': '工站因SPC报警暂停：{characteristic} 触发{rule}',
  },
  'spc.no_characteristic': { 'en-US': 'no SPC characteristic {id}', 'zh-CN': 'SPC特性 {id} 不存在' },
  'spc.no_alarm': { 'en-US': 'no SPC alarm {id}', 'zh-CN': 'SPC报警 {id} 不存在' },
  'spc.alarm_released': {
    'en-US': 'SPC alarm {id} was already released by {by} at {at}',
    'zh-CN': 'SPC报警 {id} 已由 {by} 于 {at} 解除',
  },
  'spc.wrong_password': {
    'en-US': 'the password does not match: a release needs your own password',
    'zh-CN': '密码不正确：解除须输入本人密码',
  },
  'spc.baseline_too_small': {
    'en-US': 'a baseline needs at least {min} complete points; the window has {count}',
    'zh-CN': '基准至少需要 {min} 个完整点；该区间只有 {count} 个',
  },
  'spc.baseline_flat': {
    'en-US': 'the baseline window has no variation: limits cannot be computed',
    'zh-CN': '基准区间内没有波动：无法计算控制限',
  },
  'spc.baseline_range': {
    'en-US': 'from_seq must not be after to_seq',
    'zh-CN': '起始序号不能大于结束序号',
  },
  'spc.chart_of_source': {
    'en-US': 'a {source} characteristic is charted on {charts}',
    'zh-CN': '{source} 类特性只能使用 {charts} 控制图',
  },
  'spc.item_required': {
    'en-US': 'a test item characteristic names its test item',
    'zh-CN': '测试项类特性须填写测试项',
  },
  'spc.subgroup_size_range': {
    'en-US': 'subgroup size must be {min} to {max} for this chart',
    'zh-CN': '该控制图的子组大小须为 {min} 到 {max}',
  },
  'spc.rules_format': {
    'en-US': 'rules are numbers 1 to 8 separated by commas, e.g. 1,2,5,6',
    'zh-CN': '判异规则为 1 到 8 的数字，以逗号分隔，如 1,2,5,6',
  },
  'spc.definition_fixed': {
    'en-US':
      'the characteristic has points: its source, chart, subgroup size, item, station and product stay; declare a new characteristic',
    'zh-CN': '该特性已有数据点：数据来源、控制图、子组大小、测试项、工站和产品不能再改；请新建特性',
  },
  'spc.spec_limits_order': {
    'en-US': 'the upper spec limit must be above the lower one ({lsl})',
    'zh-CN': '规格上限须大于规格下限（{lsl}）',
  },
  'spc.where_required': {
    'en-US': 'a characteristic names its station, or its product (then every station testing it)',
    'zh-CN': '特性须指定工站，或指定产品（即该产品的所有工站）',
  },
} as const satisfies RefusalCatalogue;

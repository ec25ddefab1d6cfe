import type { RefusalCatalogue } from './catalogue';

// The refusals of the system area (server/src/modules): code -> its text in each language.
export const SYSTEM_REFUSALS = {
  // global-settings.service.ts
  'system.settings_object': {
    'en-US': 'must be an object of setting: value',
    'zh-CN': '必须是“设置项: 值”形式的对象',
  },
  'system.settings_empty': { 'en-US': 'give at least one setting', 'zh-CN': '请至少给出一项设置' },
  'system.unknown_setting': { 'en-US': 'unknown setting ({keys})', 'zh-CN': '未知设置项（可用：{keys}）' },
  'system.setting_range': {
    'en-US': 'must be a whole number from {min} to {max}',
    'zh-CN': '必须是 {min} 到 {max} 之间的整数',
  },
  // system.calls.ts
  'system.preferences_object': {
    'en-US': 'must be an object of preference: value',
    'zh-CN': '必须是“偏好项: 值”形式的对象',
  },
  'system.preferences_empty': { 'en-US': 'give at least one preference', 'zh-CN': '请至少给出一项偏好' },
  'system.unknown_preference': { 'en-US': 'unknown preference ({keys})', 'zh-CN': '未知偏好项（可用：{keys}）' },
  // list-layout (contracts/src/calls/list-layout.ts, system/list-layouts.ts)
  'system.list_key': {
    'en-US': 'must name a list as <module>.<name> (lowercase letters, digits, _), at most {max} characters',
    'zh-CN': '必须以 <模块>.<名称> 指明列表（小写字母、数字、_），最多 {max} 个字符',
  },
  'system.unknown_list': { 'en-US': 'there is no list {list}', 'zh-CN': '没有列表 {list}' },
  'system.list_columns': {
    'en-US': 'must be an array of at most {max} column keys',
    'zh-CN': '必须是最多 {max} 个列键的数组',
  },
  'system.column_key': {
    'en-US': 'a column key: 1 to {max} letters, digits, _ . -',
    'zh-CN': '列键须为 1 到 {max} 个字母、数字或 _ . -',
  },
  'system.column_twice': { 'en-US': 'column {column} appears twice', 'zh-CN': '列 {column} 重复出现' },
  'system.column_width': {
    'en-US': 'a column width is a whole number of pixels from {min} to {max}',
    'zh-CN': '列宽须为 {min} 到 {max} 之间的整数像素',
  },
  'system.column_widths': {
    'en-US': 'must be an object of column: width, at most {max} columns',
    'zh-CN': '必须是“列: 宽度”形式的对象，最多 {max} 列',
  },
} as const satisfies RefusalCatalogue;

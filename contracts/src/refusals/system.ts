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
} as const satisfies RefusalCatalogue;

import type { RefusalCatalogue } from './catalogue';

// The refusals of the dashboard area (server/src/modules): code -> its text in each language.
export const DASHBOARD_REFUSALS = {
  // dashboard-layout.ts
  'dashboard.cell_range': {
    'en-US': 'must be a whole number from {min} to {max}',
    'zh-CN': '必须是 {min} 到 {max} 之间的整数',
  },
  'dashboard.too_many_panels': {
    'en-US': 'must be an array of at most {max} panels',
    'zh-CN': '必须是最多 {max} 个面板的数组',
  },
  'dashboard.panel_object': { 'en-US': 'must be an object { i, x, y, w, h }', 'zh-CN': '必须是对象 { i, x, y, w, h }' },
  'dashboard.panel_twice': { 'en-US': 'panel {panel} appears twice', 'zh-CN': '面板 {panel} 重复出现' },
  'dashboard.too_wide': { 'en-US': 'x + w must not exceed {cols}', 'zh-CN': 'x + w 不能超过 {cols}' },
  // dashboard.calls.ts
  'dashboard.signed_in_only': {
    'en-US': 'the dashboard layout belongs to a signed-in user',
    'zh-CN': '仪表盘布局须登录后才能使用',
  },
  'dashboard.range_too_long': { 'en-US': 'a range of at most {max} days', 'zh-CN': '时间范围最多 {max} 天' },
} as const satisfies RefusalCatalogue;

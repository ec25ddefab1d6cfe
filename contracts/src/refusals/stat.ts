import type { RefusalCatalogue } from './catalogue';

// The refusals of the stat area (server/src/modules): code -> its text in each language.
export const STAT_REFUSALS = {
  // wip.resources.ts
  'stat.wip_plan_or_order_required': {
    'en-US': 'a process plan or a work order is required',
    'zh-CN': '须给出工艺计划或工单',
  },
  'stat.amend_reason_blank': { 'en-US': 'say why the quantity is corrected', 'zh-CN': '请说明修正数量的原因' },
  // stat-filter.ts
  'stat.filter_no_relations': { 'en-US': 'statistics have no relations to join', 'zh-CN': '统计没有可关联的关系' },
  'stat.filter_not_checked_or_disabled': {
    'en-US': 'statistics are not checked or disabled',
    'zh-CN': '统计没有审核或禁用状态',
  },
  'stat.filter_no_search': { 'en-US': 'statistics have no text to search', 'zh-CN': '统计没有可搜索的文本' },
  'stat.filter_page_with_pn': { 'en-US': 'statistics page with pn', 'zh-CN': '统计请用 pn 分页' },
  'stat.filter_not_one_of': {
    'en-US': "'{value}' is not one of {values}",
    'zh-CN': "'{value}' 不是以下之一：{values}",
  },
  'stat.filter_not_whole_number': { 'en-US': "'{value}' is not a whole number", 'zh-CN': "'{value}' 不是整数" },
  'stat.filter_unknown_field': {
    'en-US': 'unknown field of a statistics list ({fields})',
    'zh-CN': '统计列表没有此字段（可用：{fields}）',
  },
  'stat.filter_to_after_from': {
    'en-US': 'must be after from (by an hour at least)',
    'zh-CN': '必须比开始时间 (from) 至少晚一小时',
  },
  'stat.filter_cannot_sort': {
    'en-US': "cannot sort statistics by '{field}' (key, bucket)",
    'zh-CN': "统计不能按 '{field}' 排序（可用：key, bucket）",
  },
  'stat.exports_busy': {
    'en-US': '{max} exports are running; try again soon',
    'zh-CN': '已有 {max} 个导出在进行：请稍后再试',
  },
} as const satisfies RefusalCatalogue;

import type { RefusalCatalogue } from './catalogue';

// The refusals of the tracing area (server/src/modules): code -> its text in each language.
export const TRACING_REFUSALS = {
  // recall.query.ts
  'tracing.recall_what_required': {
    'en-US': 'give a reel barcode, a lot or a material (icitem_id)',
    'zh-CN': '请给出料盘条码、批次或物料 (icitem_id)',
  },
  'tracing.recall_barcode_alone': {
    'en-US': 'a reel barcode stands alone (no lot or icitem_id with it)',
    'zh-CN': '料盘条码须单独给出（不能同时给出批次或 icitem_id）',
  },
  // tracing-list.ts
  'tracing.filter_not_whole_number': { 'en-US': "'{value}' is not a whole number", 'zh-CN': "'{value}' 不是整数" },
  'tracing.filter_not_boolean': { 'en-US': "'{value}' is not true or false", 'zh-CN': "'{value}' 不是 true 或 false" },
  'tracing.filter_no_relations': { 'en-US': '{list} has no relations to join', 'zh-CN': '{list} 没有可关联的关系' },
  'tracing.filter_not_checked_or_disabled': {
    'en-US': '{list} rows are not checked or disabled',
    'zh-CN': '{list} 的记录没有审核或禁用状态',
  },
  'tracing.filter_unknown_field': {
    'en-US': 'unknown field of {list} ({fields})',
    'zh-CN': '{list} 没有此字段（可用：{fields}）',
  },
  'tracing.filter_cannot_sort': {
    'en-US': "cannot sort {list} by '{field}' ({sorts})",
    'zh-CN': "{list} 不能按 '{field}' 排序（可用：{sorts}）",
  },
  // product-item.queries.ts, station-log.queries.ts
  'tracing.no_serial_number': { 'en-US': 'no serial number {sn}', 'zh-CN': '序列号 {sn} 不存在' },
  'tracing.no_station_log': { 'en-US': 'no station_log {id}', 'zh-CN': '过站记录 {id} 不存在' },
} as const satisfies RefusalCatalogue;

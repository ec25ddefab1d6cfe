import type { RefusalCatalogue } from './catalogue';

// The refusals of input in general: the shapes and limits every call checks (server/src/core). Areas use these
// codes for the same meaning and keep their own for the rest (the other files of this folder).
export const CORE_REFUSALS = {
  'input.json_object': { 'en-US': 'must be a JSON object', 'zh-CN': '必须是 JSON 对象' },
  'input.content_type_json': { 'en-US': 'must be application/json', 'zh-CN': '必须是 application/json' },
  'input.malformed_json': { 'en-US': 'malformed JSON', 'zh-CN': 'JSON 格式错误' },
  'input.body_too_large': { 'en-US': 'larger than the size limit', 'zh-CN': '超过大小上限' },
  'input.refused_by_http': { 'en-US': '{reason}', 'zh-CN': '请求被拒绝：{reason}' },
  'input.unknown_field': { 'en-US': 'unknown field', 'zh-CN': '未知字段' },
  'input.required': { 'en-US': 'is required', 'zh-CN': '必填' },
  'input.not_null': { 'en-US': 'must not be null', 'zh-CN': '不能为空值 (null)' },
  'input.not_empty': { 'en-US': 'must not be empty', 'zh-CN': '不能为空' },
  'input.not_blank': { 'en-US': 'must not be blank', 'zh-CN': '不能为空白' },
  'input.positive_int': { 'en-US': 'must be a positive whole number', 'zh-CN': '必须是正整数' },
  'input.whole_number': { 'en-US': 'must be a whole number', 'zh-CN': '必须是整数' },
  'input.whole_number_min': { 'en-US': 'must be a whole number >= {min}', 'zh-CN': '必须是不小于 {min} 的整数' },
  'input.positive_number': { 'en-US': 'must be a positive number', 'zh-CN': '必须是正数' },
  'input.non_empty_string': { 'en-US': 'must be a non-empty string', 'zh-CN': '必须是非空字符串' },
  'input.string': { 'en-US': 'must be a string', 'zh-CN': '必须是字符串' },
  'input.object': { 'en-US': 'must be an object', 'zh-CN': '必须是对象' },
  'input.boolean': { 'en-US': 'must be true or false', 'zh-CN': '必须是 true 或 false' },
  'input.too_long': { 'en-US': 'longer than {max} characters', 'zh-CN': '超过 {max} 个字符' },
  'input.one_of': { 'en-US': 'must be one of {values}', 'zh-CN': '必须是以下之一：{values}' },
  'input.ids': {
    'en-US': 'must be an array of at most {max} positive whole numbers',
    'zh-CN': '必须是最多 {max} 个正整数的数组',
  },
  'input.locale': { 'en-US': 'must be zh-CN or en-US', 'zh-CN': '必须是 zh-CN 或 en-US' },
  'input.given_twice': { 'en-US': 'given twice', 'zh-CN': '重复给出' },
  'input.after_from': { 'en-US': 'must be after from', 'zh-CN': '必须晚于开始时间 (from)' },
  'input.no_data_rows': { 'en-US': 'has no data rows', 'zh-CN': '没有数据行' },
} as const satisfies RefusalCatalogue;

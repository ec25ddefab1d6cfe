import type { RefusalCatalogue } from './catalogue';

// The refusals of the basicdata area (server/src/modules): code -> its text in each language.
export const BASICDATA_REFUSALS = {
  // calls/lookup.calls.ts
  'basicdata.no_material': { 'en-US': 'no material {fnumber}', 'zh-CN': '物料 {fnumber} 不存在' },
  'basicdata.no_mapping': {
    'en-US': 'no mapping of {fmapnumber} for organization {organization}',
    'zh-CN': '组织 {organization} 下没有 {fmapnumber} 的客户物料对照',
  },
  // calls/scan-parser.calls.ts
  'basicdata.scan_type_required': {
    'en-US': 'must be an aux_msg of type {type}',
    'zh-CN': '必须是类型为 {type} 的辅助资料 (aux_msg)',
  },
  'basicdata.scan_data_text': { 'en-US': 'must be the scanned text', 'zh-CN': '必须是扫描到的文本' },
  'basicdata.no_parser': { 'en-US': 'no scancode_parser {id}', 'zh-CN': '扫码解析器 {id} 不存在' },
  'basicdata.parser_disabled': { 'en-US': 'scancode_parser {id} is disabled', 'zh-CN': '扫码解析器 {id} 已禁用' },
  'basicdata.parser_other_type': {
    'en-US': 'parser {id} is for {parser_type}, not {type}',
    'zh-CN': '解析器 {id} 用于 {parser_type}，不是 {type}',
  },
  'basicdata.parser_no_type': {
    'en-US': 'parser {id} is for no type, not {type}',
    'zh-CN': '解析器 {id} 未指定类型，不是 {type}',
  },
  // scan-parsers (a parser's kind and rules, checked when it is saved)
  'basicdata.parser_rules_unreadable': { 'en-US': 'cannot be read', 'zh-CN': '无法读取' },
  'basicdata.parser_unknown_field': {
    'en-US': 'unknown field; expected one of {values}',
    'zh-CN': '未知字段；应为以下之一：{values}',
  },
  'basicdata.parser_string_length': {
    'en-US': 'must be a string of 1 to {max} characters',
    'zh-CN': '必须是 1 到 {max} 个字符的字符串',
  },
  'basicdata.parser_int_min': { 'en-US': 'must be an integer >= {min}', 'zh-CN': '必须是不小于 {min} 的整数' },
  'basicdata.parser_delimited_rules': {
    'en-US': 'must be an object { delimiter, fields, minParts? } or { fixed, minLength? }',
    'zh-CN': '必须是对象 { delimiter, fields, minParts? } 或 { fixed, minLength? }',
  },
  'basicdata.parser_split_or_fixed': {
    'en-US': 'give either delimiter and fields, or fixed, not both',
    'zh-CN': '请给出 delimiter 和 fields，或者给出 fixed，不能同时给出',
  },
  'basicdata.parser_delimiter_line_break': {
    'en-US': 'must not contain a line break (line breaks separate labels)',
    'zh-CN': '不能包含换行（换行用于分隔标签）',
  },
  'basicdata.parser_fields_object': {
    'en-US': 'must be an object with at least one of {keys}',
    'zh-CN': '必须是对象，至少包含以下之一：{keys}',
  },
  'basicdata.parser_field_object': {
    'en-US': 'must be an object { index, prefix? }',
    'zh-CN': '必须是对象 { index, prefix? }',
  },
  'basicdata.parser_index_range': {
    'en-US': 'must be an integer >= 0 and <= {max}',
    'zh-CN': '必须是 0 到 {max} 之间的整数',
  },
  'basicdata.parser_fixed_list': {
    'en-US': 'must be a list of 1 to {max} { key, start, length? }',
    'zh-CN': '必须是 1 到 {max} 项 { key, start, length? } 的列表',
  },
  'basicdata.parser_fixed_object': {
    'en-US': 'must be an object { key, start, length?, prefix? }',
    'zh-CN': '必须是对象 { key, start, length?, prefix? }',
  },
  'basicdata.parser_key_twice': { 'en-US': '{key} is given twice', 'zh-CN': '{key} 重复给出' },
  'basicdata.parser_regex_rules': {
    'en-US': 'must be an object { pattern, flags? }',
    'zh-CN': '必须是对象 { pattern, flags? }',
  },
  'basicdata.parser_regex_flags': {
    'en-US': "must be a string of distinct flags from '{flags}'",
    'zh-CN': "必须是由 '{flags}' 中互不重复的标志组成的字符串",
  },
  'basicdata.parser_regex_invalid': {
    'en-US': 'invalid regular expression: {error}',
    'zh-CN': '正则表达式无效：{error}',
  },
  'basicdata.parser_regex_groups': {
    'en-US': 'must have at least one named group of {groups}',
    'zh-CN': '至少须有以下命名组之一：{groups}',
  },
  'basicdata.parser_regex_nested': {
    'en-US': 'a repeated group holds a repetition, e.g. (a+)+, which can take exponential time; rewrite it',
    'zh-CN': '重复的组内又含重复（如 (a+)+），匹配可能耗费指数级时间，请改写',
  },
  'basicdata.parser_gs1_rules': { 'en-US': 'must be an object { map? }', 'zh-CN': '必须是对象 { map? }' },
  'basicdata.parser_mh10_rules': {
    'en-US': 'must be an object { map?, separator? }',
    'zh-CN': '必须是对象 { map?, separator? }',
  },
  'basicdata.parser_separator_chars': {
    'en-US': 'must not hold line breaks, digits or uppercase letters (they belong to the data)',
    'zh-CN': '不能包含换行、数字或大写字母（它们属于数据）',
  },
  'basicdata.parser_map_object': { 'en-US': 'must be an object of {keys}', 'zh-CN': '必须是包含 {keys} 的对象' },
  'basicdata.parser_map_codes': {
    'en-US': 'must be a code or a list of at most {max} codes',
    'zh-CN': '必须是一个代码或最多 {max} 个代码的列表',
  },
  'basicdata.parser_gs1_code': {
    'en-US': "must be a known GS1 AI such as '21', '01', '3103', or a family such as '310n'",
    'zh-CN': "必须是已知的 GS1 AI（如 '21'、'01'、'3103'）或 AI 族（如 '310n'）",
  },
  'basicdata.parser_mh10_code': {
    'en-US': "must be a data identifier such as '3S', 'P', '1P', 'Q'",
    'zh-CN': "必须是数据标识符 (DI)，如 '3S'、'P'、'1P'、'Q'",
  },
  // calls/upload.calls.ts
  'basicdata.base64_text': { 'en-US': 'must be base64 text', 'zh-CN': '必须是 base64 文本' },
  'basicdata.station_no_function': { 'en-US': 'station {id} has no function', 'zh-CN': '工位 {id} 没有设置功能' },
  'basicdata.no_organization': { 'en-US': 'no organization {id}', 'zh-CN': '组织 {id} 不存在' },
} as const satisfies RefusalCatalogue;

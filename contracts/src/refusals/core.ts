import type { RefusalCatalogue } from './catalogue';

// The refusals of input in general: the shapes and limits every call checks (server/src/core). Areas use these
// codes for the same meaning and keep their own for the rest (the other files of this folder). The resource engine's
// own refusals follow: the list grammar (list.), declared records (record.), PostgreSQL's refusals (db.), imports
// (import.) and jobs (job.).
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
  'input.string_at_most': {
    'en-US': 'must be a string of at most {max} characters',
    'zh-CN': '必须是不超过 {max} 个字符的字符串',
  },
  'record.no_icpp': { 'en-US': 'no icpp {id}', 'zh-CN': '工艺计划 {id} 不存在' },
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
  // api/input-walk.ts: the one walk of every JSON body
  'input.nul_character': { 'en-US': 'contains a NUL character', 'zh-CN': '含有 NUL 字符' },
  'input.lone_surrogate': { 'en-US': 'contains an unpaired UTF-16 surrogate', 'zh-CN': '含有不成对的 UTF-16 代理字符' },
  'input.key_nul_character': { 'en-US': 'a key holds a NUL character', 'zh-CN': '某个键含有 NUL 字符' },
  'input.key_lone_surrogate': {
    'en-US': 'a key holds an unpaired UTF-16 surrogate',
    'zh-CN': '某个键含有不成对的 UTF-16 代理字符',
  },
  'input.number_out_of_range': { 'en-US': 'is a number out of range', 'zh-CN': '数字超出范围' },
  'input.too_deep': { 'en-US': 'nested deeper than {max} levels', 'zh-CN': '嵌套超过 {max} 层' },
  // api/date-input.ts: dates and date-times (the value is cut to 40 characters)
  'input.date_time_string': {
    'en-US': 'must be an ISO 8601 date-time string',
    'zh-CN': '必须是 ISO 8601 日期时间字符串',
  },
  'input.date_not_iso': {
    'en-US': "'{value}' is not an ISO 8601 date or date-time (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ)",
    'zh-CN': "'{value}' 不是 ISO 8601 日期或日期时间（YYYY-MM-DD 或 YYYY-MM-DDTHH:MM:SSZ）",
  },
  'input.date_year_range': {
    'en-US': "'{value}' is out of range (years {min} to {max})",
    'zh-CN': "'{value}' 超出范围（年份 {min} 至 {max}）",
  },
  'input.date_no_month': { 'en-US': "'{value}' has no month {month}", 'zh-CN': "'{value}' 没有第 {month} 月" },
  'input.date_no_day': {
    'en-US': "'{value}' is not a day of the calendar ({month} has {days} days)",
    'zh-CN': "'{value}' 不是日历上的日期（{month} 只有 {days} 天）",
  },
  'input.date_no_time': {
    'en-US': "'{value}' is not a time of day (00:00:00 to 23:59:59)",
    'zh-CN': "'{value}' 不是有效的时刻（00:00:00 至 23:59:59）",
  },
  'input.date_offset': {
    'en-US': "'{value}' has an offset beyond ±14:00",
    'zh-CN': "'{value}' 的时区偏移超出 ±14:00",
  },
  // resource/validate-input.ts: a value against its declared field
  'input.string_not': { 'en-US': 'must be a string, not {type}', 'zh-CN': '必须是字符串，而不是 {type}' },
  'input.number_not': { 'en-US': 'must be a number, not {type}', 'zh-CN': '必须是数字，而不是 {type}' },
  'input.boolean_not': {
    'en-US': 'must be true or false, not {type}',
    'zh-CN': '必须是 true 或 false，而不是 {type}',
  },
  'input.between': { 'en-US': 'must be between {min} and {max}', 'zh-CN': '必须在 {min} 到 {max} 之间' },
  'input.json_too_large': {
    'en-US': 'larger than {max} characters of JSON',
    'zh-CN': 'JSON 超过 {max} 个字符',
  },
  'input.unknown_field_of': { 'en-US': 'unknown field of {resource}', 'zh-CN': '{resource} 没有此字段' },
  'input.unknown_field_of_call': {
    'en-US': 'unknown field of {resource} {action}',
    'zh-CN': '{resource} 的 {action} 调用没有此字段',
  },
  'input.readonly': { 'en-US': 'is set by the server, not by the caller', 'zh-CN': '由服务器设置，调用方不能填写' },
  // resource/limits-in-order.ts, sql-errors.ts (check rules), list-grammar.ts
  'input.not_below': { 'en-US': 'must not be below {other}', 'zh-CN': '不能小于 {other}' },
  'input.not_before': { 'en-US': 'must not be before {other}', 'zh-CN': '不能早于 {other}' },
  'input.at_least': { 'en-US': 'must be at least {min}', 'zh-CN': '不能小于 {min}' },
  'input.too_large': { 'en-US': 'is too large', 'zh-CN': '过大' },
  // progress/progress.calls.ts
  'input.only_field': {
    'en-US': 'unknown field; the only field is {field}',
    'zh-CN': '未知字段；唯一的字段是 {field}',
  },
  'input.positive_integer': { 'en-US': 'must be a positive integer', 'zh-CN': '必须是正整数' },
  // resource/list-grammar.ts, list-runner.ts, resource-sql.ts: the list grammar and its filters
  'list.not_key_value': { 'en-US': "token '{token}' is not key:value", 'zh-CN': "'{token}' 不是 key:value 形式" },
  'list.unterminated_quote': { 'en-US': "unterminated quote after '{key}:'", 'zh-CN': "'{key}:' 后的引号未闭合" },
  'list.text_after_quote': {
    'en-US': "unexpected text after the quoted value of '{key}'",
    'zh-CN': "'{key}' 的引号值之后有多余的文本",
  },
  'list.not_field_name': { 'en-US': "'{key}' is not a field name", 'zh-CN': "'{key}' 不是字段名" },
  'list.not_whole_number': { 'en-US': "'{value}' is not a whole number", 'zh-CN': "'{value}' 不是整数" },
  'list.not_flag': { 'en-US': "'{value}' is not true/false or 1/0", 'zh-CN': "'{value}' 不是 true/false 或 1/0" },
  'list.not_sort': {
    'en-US': "'{value}' is not field-asc or field-desc",
    'zh-CN': "'{value}' 不是 field-asc 或 field-desc 形式",
  },
  'list.not_relation_name': { 'en-US': "'{value}' is not a relation name", 'zh-CN': "'{value}' 不是关联名" },
  'list.page_next_id_sort': { 'en-US': 'needs the list sorted by id', 'zh-CN': '需要列表按 id 排序' },
  'list.not_number': { 'en-US': "'{value}' is not a number", 'zh-CN': "'{value}' 不是数字" },
  'list.not_boolean': { 'en-US': "'{value}' is not true or false", 'zh-CN': "'{value}' 不是 true 或 false" },
  'list.json_field': { 'en-US': 'cannot filter on a JSON field', 'zh-CN': '不能按 JSON 字段筛选' },
  'list.unknown_relation': {
    'en-US': "unknown relation '{relation}' of {resource}",
    'zh-CN': "{resource} 没有关联 '{relation}'",
  },
  'list.cannot_sort': { 'en-US': "cannot sort {resource} by '{field}'", 'zh-CN': "{resource} 不能按 '{field}' 排序" },
  'list.no_relations': { 'en-US': '{resource} has no relations', 'zh-CN': '{resource} 没有关联' },
  'list.unknown_field': {
    'en-US': 'unknown field of a list call (use filter)',
    'zh-CN': '列表调用没有此字段（请用 filter）',
  },
  // resource/resource.service.ts, document-entries.ts, document-push.ts, state-machine.ts: the declared resources
  'record.no_such': { 'en-US': 'no {resource} {id}', 'zh-CN': '{resource} {id} 不存在' },
  'record.checked': {
    'en-US': '{resource} {id} is checked: uncheck it before changing or deleting it',
    'zh-CN': '{resource} {id} 已审核：请先反审核再修改或删除',
  },
  'record.no_entries': { 'en-US': '{resource} has no entries', 'zh-CN': '{resource} 没有分录' },
  'record.entries_count': {
    'en-US': 'must be an array of {min} to {max} entries',
    'zh-CN': '必须是 {min} 到 {max} 条分录的数组',
  },
  'record.no_entry': { 'en-US': 'no entry {eid} of {resource}', 'zh-CN': '{resource} 没有分录 {eid}' },
  'record.no_entry_of': { 'en-US': 'no entry {eid} of {resource} {id}', 'zh-CN': '{resource} {id} 没有分录 {eid}' },
  'record.push_down_needs': {
    'en-US': '{resource} {id} has {field} {value}: push_down needs {field} {allowed}',
    'zh-CN': '{resource} {id} 的 {field} 为 {value}：下推需要 {field} 为 {allowed}',
  },
  'record.already_pushed': {
    'en-US': '{resource} {id} was already pushed down to {target} {target_id}',
    'zh-CN': '{resource} {id} 已下推为 {target} {target_id}',
  },
  'record.move_refused': {
    'en-US': 'cannot {action} {noun} that is {status} (allowed from {allowed})',
    'zh-CN': '不能对状态为 {status} 的 {noun} 执行 {action}（允许的状态：{allowed}）',
  },
  'record.delete_refused': {
    'en-US': 'cannot delete {noun} that is {status} (allowed from {allowed})',
    'zh-CN': '不能删除状态为 {status} 的 {noun}（允许的状态：{allowed}）',
  },
  // resource/sql-errors.ts: what PostgreSQL refused of the caller's values
  'db.outside_check': { 'en-US': 'is outside the values allowed here', 'zh-CN': '超出此处允许的取值' },
  'db.box_or_pallet': { 'en-US': 'give a box or a pallet, not both', 'zh-CN': '请给出箱或栈板，不能同时给出' },
  'db.value_exists': { 'en-US': "'{value}' already exists in {resource}", 'zh-CN': "'{value}' 在 {resource} 中已存在" },
  'db.duplicate': { 'en-US': 'duplicates an existing {resource}', 'zh-CN': '与已有的 {resource} 重复' },
  'db.still_used': {
    'en-US': 'is still used by {table}: remove those first or disable this {resource}',
    'zh-CN': '仍被 {table} 使用：请先删除这些记录，或禁用此 {resource}',
  },
  'db.missing_reference': {
    'en-US': 'refers to a record that does not exist',
    'zh-CN': '引用的记录不存在',
  },
  'db.conflict': { 'en-US': 'conflicts with an existing {resource}', 'zh-CN': '与已有的 {resource} 冲突' },
  'db.integrity': { 'en-US': 'violates an integrity rule of {resource}', 'zh-CN': '违反 {resource} 的完整性规则' },
  'db.value_too_long': { 'en-US': 'a value is longer than its column', 'zh-CN': '值超过该列的长度' },
  'db.number_out_of_range': { 'en-US': 'a number is out of range', 'zh-CN': '数字超出范围' },
  'db.date_time_malformed': { 'en-US': 'a date-time is malformed', 'zh-CN': '日期时间格式错误' },
  'db.date_time_out_of_range': { 'en-US': 'a date-time is out of range', 'zh-CN': '日期时间超出范围' },
  'db.time_zone_offset': {
    'en-US': 'a date-time has an impossible time zone offset',
    'zh-CN': '日期时间的时区偏移无效',
  },
  'db.division_by_zero': { 'en-US': 'divides by zero', 'zh-CN': '除数为零' },
  'db.nul_character': {
    'en-US': 'contains a character the database cannot store (NUL)',
    'zh-CN': '含有数据库无法存储的字符 (NUL)',
  },
  'db.wrong_type': { 'en-US': 'a value has the wrong type', 'zh-CN': '值的类型错误' },
  'db.untranslatable_character': {
    'en-US': 'contains a character the database cannot store',
    'zh-CN': '含有数据库无法存储的字符',
  },
  'db.invalid_regex': { 'en-US': 'is not a valid regular expression', 'zh-CN': '不是有效的正则表达式' },
  'db.data_exception': {
    'en-US': 'a value the database cannot take ({detail})',
    'zh-CN': '数据库无法接受的值（{detail}）',
  },
  // resource/resource-io.service.ts, drafts.ts: spreadsheet imports
  'import.unknown_field': { 'en-US': 'unknown field of an import call', 'zh-CN': '导入调用没有此字段' },
  'import.no_source': {
    'en-US': 'give a draft_id from /api/v1/upload/drafts/xlsx, or filename and content_base64',
    'zh-CN': '请给出 /api/v1/upload/drafts/xlsx 返回的 draft_id，或 filename 与 content_base64',
  },
  'import.rows_refused': {
    'en-US': '{count} problem(s), nothing imported; first: row {row} {field}: {message}',
    'zh-CN': '共 {count} 个问题，未导入任何数据；第一个：第 {row} 行 {field}: {message}',
  },
  'import.file_empty': { 'en-US': 'the file is empty', 'zh-CN': '文件为空' },
  'import.file_too_large': { 'en-US': 'larger than {max} bytes', 'zh-CN': '超过 {max} 字节' },
  'import.not_draft_id': { 'en-US': 'is not a draft id', 'zh-CN': '不是草稿 ID' },
  'import.no_draft': {
    'en-US': 'no such draft (drafts are kept for an hour)',
    'zh-CN': '草稿不存在（草稿只保留一小时）',
  },
  // progress/progress.service.ts: jobs
  'job.not_yours': { 'en-US': 'no job {id} of yours', 'zh-CN': '没有属于你的任务 {id}' },
  'job.already_ended': { 'en-US': 'job {id} is already {status}', 'zh-CN': '任务 {id} 已是 {status} 状态' },
  'job.not_cancellable': { 'en-US': 'job {id} ({kind}) cannot be cancelled', 'zh-CN': '任务 {id}（{kind}）不能取消' },
} as const satisfies RefusalCatalogue;

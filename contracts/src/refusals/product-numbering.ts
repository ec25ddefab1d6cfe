import type { RefusalCatalogue } from './catalogue';

// The refusals of numbering (server/src/modules/product-mgt/numbering): SN policies, rules, builds: code -> its
// text in each language.
export const PRODUCT_NUMBERING_REFUSALS = {
  // numbering/numbering.calls.ts
  'product.numbering_count_max': { 'en-US': 'must be at most {max}', 'zh-CN': '不能超过 {max}' },
  // numbering/numbering.service.ts, number-build.service.ts
  'product.numbering_policy_disabled': {
    'en-US': '{kind}_policy {policy} is disabled',
    'zh-CN': '{kind}_policy {policy} 已停用',
  },
  'product.numbering_rule_policy_import': {
    'en-US': '{kind}_policy {policy} is a rule policy: its numbers are built, not imported',
    'zh-CN': '{kind}_policy {policy} 是规则策略：其号码由规则生成，不能导入',
  },
  'product.numbering_import_needs_order': {
    'en-US': 'an import policy gives its numbers to a work order: name it',
    'zh-CN': '导入策略的号码要分配给工单：请指定工单',
  },
  'product.numbering_file_policy_order': {
    'en-US': 'a file policy keeps its numbers for builds: use {kind}_policy/build for an order',
    'zh-CN': '文件策略的号码留待生成时使用：为工单分配请用 {kind}_policy/build',
  },
  'product.numbering_import_policy_build': {
    'en-US': 'sn_policy {policy} is an import policy: its numbers go to an order with sn_policy/import',
    'zh-CN': 'sn_policy {policy} 是导入策略：其号码通过 sn_policy/import 分配给工单',
  },
  'product.numbering_count_required': {
    'en-US': 'must be given when no worder_id is',
    'zh-CN': '未给出 worder_id 时必填',
  },
  'product.numbering_order_full': {
    'en-US': 'work order {order} already has all {qty} serial numbers',
    'zh-CN': '工单 {order} 已有全部 {qty} 个序列号',
  },
  'product.numbering_order_room': {
    'en-US': 'work order {order} has room for {room} more serial numbers of its {qty}',
    'zh-CN': '工单 {order} 共 {qty} 个序列号，只能再生成 {room} 个',
  },
  'product.numbering_build_max': {
    'en-US': 'at most {max} numbers per build',
    'zh-CN': '每次生成最多 {max} 个号码',
  },
  'product.numbering_no_rule': {
    'en-US': 'policy {policy} has no rule: give it one first',
    'zh-CN': '策略 {policy} 没有规则：请先设置规则',
  },
  'product.numbering_sequence_used_up': {
    'en-US': 'the sequence is used up for this period: it goes up to {max}, {count} more would reach {last}',
    'zh-CN': '本周期的流水号已用完：最大为 {max}，再生成 {count} 个将达到 {last}',
  },
  'product.numbering_sequence_overflow': {
    'en-US': 'the sequence of {width} characters in {digits} digits goes up to {max} per period: {value} does not fit',
    'zh-CN': '{width} 位、{digits} 进制的流水号每周期最大为 {max}：{value} 超出范围',
  },
  'product.numbering_off_pattern': {
    'en-US':
      "{number} does not match the SN pattern of product {product}: fix the policy's rule or the product's pattern",
    'zh-CN': '{number} 不符合产品 {product} 的序列号格式：请修改策略的规则或产品的格式',
  },
  'product.numbering_file_short': {
    'en-US': '{kind}_policy {policy} has {free} free numbers left in its file, not {count}: upload more',
    'zh-CN': '{kind}_policy {policy} 的文件只剩 {free} 个可用号码，不足 {count} 个：请上传更多',
  },
  // numbering/numbering-store.ts
  'product.numbering_no_policy': { 'en-US': 'no {kind}_policy {id}', 'zh-CN': '{kind}_policy {id} 不存在' },
  'product.numbering_order_closed': {
    'en-US': 'work order {order} is {status}: no new serial numbers',
    'zh-CN': '工单 {order} 状态为 {status}：不能再生成序列号',
  },
  'product.numbering_sn_pattern_invalid': {
    'en-US': 'the SN pattern of product {product} is not a valid regular expression',
    'zh-CN': '产品 {product} 的序列号格式不是有效的正则表达式',
  },
  'product.numbering_exists': {
    'en-US':
      "{number} exists already (made or imported before): nothing was written; change the rule's text or start, or remove the old number",
    'zh-CN': '{number} 已存在 (之前已生成或导入)：未写入任何号码；请修改规则的文本或起始值，或删除旧号码',
  },
  // numbering/numbering.resources.ts
  'product.numbering_sn_in_production_reports': {
    'en-US': '{sn} is already in production (station reports): it stays as the record of what was made',
    'zh-CN': '{sn} 已投入生产 (有工站报工记录)：须保留作为生产记录',
  },
  'product.numbering_sn_in_production_rework': {
    'en-US': '{sn} is already in production (a rework order): it stays as the record of what was made',
    'zh-CN': '{sn} 已投入生产 (在返工工单中)：须保留作为生产记录',
  },
  'product.numbering_sn_in_production_state': {
    'en-US': '{sn} is already in production (a routing state): it stays as the record of what was made',
    'zh-CN': '{sn} 已投入生产 (有工艺流程状态)：须保留作为生产记录',
  },
  // numbering/rule.ts, check-character.ts: a numbering rule as the caller sent it
  'product.numbering_rule_object': {
    'en-US': 'must be an object { parts, timezone? }',
    'zh-CN': '必须是对象 { parts, timezone? }',
  },
  'product.numbering_rule_timezone': {
    'en-US': 'must be an IANA time zone such as Asia/Shanghai or UTC',
    'zh-CN': '必须是 IANA 时区，如 Asia/Shanghai 或 UTC',
  },
  'product.numbering_rule_parts_count': { 'en-US': 'must be 1 to {max} parts', 'zh-CN': '必须有 1 到 {max} 个部分' },
  'product.numbering_rule_one_seq': {
    'en-US': 'must hold exactly one seq part, not {count}',
    'zh-CN': '必须恰好有一个 seq 部分，当前有 {count} 个',
  },
  'product.numbering_rule_one_check': {
    'en-US': 'must hold at most one check part',
    'zh-CN': '最多只能有一个 check 部分',
  },
  'product.numbering_rule_check_last': {
    'en-US': 'a check part must be the last part',
    'zh-CN': 'check 部分必须是最后一个部分',
  },
  'product.numbering_rule_too_long': {
    'en-US': 'make numbers longer than {max} characters',
    'zh-CN': '生成的号码超过 {max} 个字符',
  },
  'product.numbering_rule_reset_year': {
    'en-US': 'resets each year: the rule needs a yyyy or yy part',
    'zh-CN': '按年重置：规则需要 yyyy 或 yy 部分',
  },
  'product.numbering_rule_reset_month': {
    'en-US': 'resets each month: the rule needs a year part and mm',
    'zh-CN': '按月重置：规则需要年份部分和 mm',
  },
  'product.numbering_rule_reset_day': {
    'en-US': 'resets each day: the rule needs a year part and mm with dd, or ddd',
    'zh-CN': '按日重置：规则需要年份部分以及 mm 和 dd，或 ddd',
  },
  'product.numbering_rule_check_luhn': {
    'en-US': "holds '{char}': a luhn check needs digits only (radix 10)",
    'zh-CN': "含有 '{char}'：luhn 校验只允许数字 (radix 10)",
  },
  'product.numbering_rule_check_mod37_36': {
    'en-US': "holds '{char}': a mod37_36 check needs 0-9 and A-Z only",
    'zh-CN': "含有 '{char}'：mod37_36 校验只允许 0-9 和 A-Z",
  },
  'product.numbering_rule_part_object': {
    'en-US': 'must be an object with a type: text, date, seq or check',
    'zh-CN': '必须是带 type 的对象：text、date、seq 或 check',
  },
  'product.numbering_rule_part_type': {
    'en-US': 'must be text, date, seq or check',
    'zh-CN': '必须是 text、date、seq 或 check',
  },
  'product.numbering_rule_text_value': {
    'en-US': 'must be printable ASCII text without blanks',
    'zh-CN': '必须是不含空格的可打印 ASCII 文本',
  },
  'product.numbering_rule_seq_width': {
    'en-US': 'must be a whole number from 1 to 20',
    'zh-CN': '必须是 1 到 20 之间的整数',
  },
  'product.numbering_rule_seq_radix': { 'en-US': 'must be 10, 16 or 36', 'zh-CN': '必须是 10、16 或 36' },
  'product.numbering_rule_radix_or_alphabet': {
    'en-US': 'give either radix or alphabet, not both',
    'zh-CN': 'radix 与 alphabet 只能给其一，不能同时给出',
  },
  'product.numbering_rule_seq_alphabet': {
    'en-US': 'must be at least 2 printable ASCII characters without blanks',
    'zh-CN': '必须是至少 2 个不含空格的可打印 ASCII 字符',
  },
  'product.numbering_rule_alphabet_repeat': {
    'en-US': 'must not repeat a character',
    'zh-CN': '不能有重复字符',
  },
  'product.numbering_rule_seq_exclude': {
    'en-US': 'must be printable ASCII characters, e.g. OI',
    'zh-CN': '必须是可打印的 ASCII 字符，如 OI',
  },
  'product.numbering_rule_seq_start': {
    'en-US': 'must be a whole number from 0 to 1000000000000',
    'zh-CN': '必须是 0 到 1000000000000 之间的整数',
  },
  'product.numbering_rule_too_few_digits': {
    'en-US': 'leaves fewer than 2 digits',
    'zh-CN': '排除后剩余的数字少于 2 个',
  },
} as const satisfies RefusalCatalogue;

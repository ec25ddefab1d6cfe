import type { RefusalCatalogue } from './catalogue';

// The refusals of the kanban area (server/src/modules): code -> its text in each language.
export const KANBAN_REFUSALS = {
  // kanban-smt.queries.ts, binding-target.ts
  'kanban.no_smt_order': { 'en-US': 'no SMT order {id}', 'zh-CN': 'SMT 工单 {id} 不存在' },
  // kanban-smt.calls.ts, kanban-data.calls.ts
  'kanban.status_codes': {
    'en-US': 'must be a status code 0-5 or a list of them',
    'zh-CN': '必须是 0-5 的状态码或其列表',
  },
  'kanban.hours': { 'en-US': 'must be a whole number 1-{max}', 'zh-CN': '必须是 1-{max} 的整数' },
  'kanban.line_type': { 'en-US': 'must be smt or assembly', 'zh-CN': '必须是 smt 或 assembly' },
  'kanban.line_or_worder': {
    'en-US': 'give product_line_id or worder_id, not both',
    'zh-CN': 'product_line_id 与 worder_id 只能给出其一',
  },
  // binding-target.ts
  'kanban.exactly_one_target': { 'en-US': 'give exactly one of {values}', 'zh-CN': '必须且只能给出以下之一：{values}' },
  'kanban.worder_type': { 'en-US': 'letters, digits, _ or - only', 'zh-CN': '只能包含字母、数字、_ 或 -' },
  // login-code.calls.ts, screen.calls.ts
  'kanban.code_wrong': { 'en-US': 'wrong, expired or already used', 'zh-CN': '错误、已过期或已被使用' },
  'kanban.login_code_format': {
    'en-US': 'must be {length} characters of {alphabet}',
    'zh-CN': '必须是 {length} 个字符，取自 {alphabet}',
  },
  'kanban.nonce_format': {
    'en-US': 'must be 8-64 random letters, digits, _ or -',
    'zh-CN': '必须是 8-64 个随机字母、数字、_ 或 -',
  },
  'kanban.nonce_used': { 'en-US': 'already used; make a new one', 'zh-CN': '已被使用，请重新生成' },
  'kanban.login_code_confirmed': { 'en-US': 'already confirmed', 'zh-CN': '登录码已确认' },
  'kanban.poll_secret': { 'en-US': 'must be the poll_secret of the code', 'zh-CN': '必须是该登录码的 poll_secret' },
  // settings.calls.ts
  'kanban.title_or_layout': { 'en-US': 'give title or layout', 'zh-CN': '请给出 title 或 layout' },
  'kanban.layout_object': { 'en-US': 'must be { board, layout }', 'zh-CN': '必须是 { board, layout }' },
  'kanban.board_name': {
    'en-US': 'must be a board name (a-z, 0-9, _)',
    'zh-CN': '必须是看板名称 (a-z, 0-9, _)',
  },
  'kanban.layout_value': {
    'en-US': 'must be a layout (an array or an object of arrays)',
    'zh-CN': '必须是布局（数组，或值为数组的对象）',
  },
  'kanban.layout_too_large': { 'en-US': 'larger than 64 KiB', 'zh-CN': '超过 64 KiB' },
  // screen-mgt.calls.ts, screen.calls.ts
  'kanban.no_screen': { 'en-US': 'no screen {id}', 'zh-CN': '屏幕 {id} 不存在' },
  'kanban.screen_revoked': { 'en-US': 'screen {id} is revoked', 'zh-CN': '屏幕 {id} 已吊销' },
  'kanban.projection_code_format': { 'en-US': 'must be 6 digits', 'zh-CN': '必须是 6 位数字' },
  'kanban.code_screen_revoked': {
    'en-US': 'the screen of this code was revoked',
    'zh-CN': '此投屏码对应的屏幕已吊销',
  },
  'kanban.screen_only': {
    'en-US': 'this call is made by a screen with its token',
    'zh-CN': '此调用须由屏幕凭其令牌发起',
  },
  // references with their own err (1203 station, 1205 line, 1211 work order), the wrong-code limit (999)
  'kanban.no_work_order': { 'en-US': 'no work order {id}', 'zh-CN': '工单 {id} 不存在' },
  'kanban.no_product_line': { 'en-US': 'no product line {id}', 'zh-CN': '产线 {id} 不存在' },
  'kanban.no_station': { 'en-US': 'no station {id}', 'zh-CN': '工位 {id} 不存在' },
  'kanban.too_many_attempts': {
    'en-US': 'too many attempts: try again in {minutes} minutes',
    'zh-CN': '尝试次数过多：请 {minutes} 分钟后再试',
  },
  'kanban.confirming_user_gone': {
    'en-US': 'the user who confirmed the code is disabled or has no role',
    'zh-CN': '确认登录码的用户已停用或没有角色',
  },
  'kanban.screen_gone': {
    'en-US': 'unknown or revoked screen token: register the screen again',
    'zh-CN': '屏幕令牌无效或已吊销：请重新注册屏幕',
  },
} as const satisfies RefusalCatalogue;

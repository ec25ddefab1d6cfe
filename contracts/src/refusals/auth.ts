import type { RefusalCatalogue } from './catalogue';

// The refusals of the auth area (server/src/modules): code -> its text in each language.
export const AUTH_REFUSALS = {
  // auth.service.ts, badge/badge.rules.ts, badge/badge-login.service.ts
  'auth.required_string': { 'en-US': 'is required and must be a string', 'zh-CN': '必填，且必须是字符串' },
  'auth.nonce_format': {
    'en-US': 'must be `<client time in ms>.<8-64 random letters or digits>`',
    'zh-CN': '必须是 `<客户端时间 (ms)>.<8-64 个随机字母或数字>`',
  },
  'auth.nonce_stale': {
    'en-US': 'is older than {seconds} s or from the future: check the clock',
    'zh-CN': '早于 {seconds} s 之前或来自未来：请检查时钟',
  },
  'auth.badge_format': {
    'en-US': 'must be 1 to 64 printable characters without blanks',
    'zh-CN': '必须是 1 到 64 个可打印字符，不含空白',
  },
  'auth.badge_no_required': {
    'en-US': 'is required: a badge number, or null to take the badge away',
    'zh-CN': '必填：工牌号，或 null 以收回工牌',
  },
  'auth.pin_secret_format': {
    'en-US': 'must be 64 hex digits (see docs/api.md, "Operator badges"), or "" to remove the PIN',
    'zh-CN': '必须是 64 位十六进制数字（见 docs/api.md 的 "Operator badges"），或 "" 以删除 PIN',
  },
  'auth.badge_taken_by': {
    'en-US': '{badge} already belongs to user {user}',
    'zh-CN': '工牌 {badge} 已属于用户 {user}',
  },
  'auth.badge_taken': {
    'en-US': '{badge} already belongs to another user',
    'zh-CN': '工牌 {badge} 已属于其他用户',
  },
  'auth.no_user': { 'en-US': 'no user {id}', 'zh-CN': '用户 {id} 不存在' },
  // user-secret.hook.ts
  'auth.secret_format': {
    'en-US': 'must be 64 hex digits (see docs/api.md)',
    'zh-CN': '必须是 64 位十六进制数字（见 docs/api.md）',
  },
  // access.calls.ts: the tables a link names (users, role, permission)
  'auth.no_users': { 'en-US': 'no users {ids}', 'zh-CN': '用户 {ids} 不存在' },
  'auth.no_role': { 'en-US': 'no role {ids}', 'zh-CN': '角色 {ids} 不存在' },
  'auth.no_permission': { 'en-US': 'no permission {ids}', 'zh-CN': '权限 {ids} 不存在' },
  // the dispatcher: a call the caller's roles do not allow (1006), a session that is gone (900)
  'auth.roles_lack': {
    'en-US': 'your roles do not include {permission}',
    'zh-CN': '您的角色不含此权限：{permission}',
  },
  'auth.session_gone': { 'en-US': 'invalid or expired: log in again', 'zh-CN': '无效或已过期，请重新登录' },
  // the login's own answers (1000, 999, 1006, 900): what the person at the login screen reads
  'auth.wrong_name_or_password': { 'en-US': 'invalid user name or password', 'zh-CN': '用户名或密码错误' },
  'auth.wrong_badge_or_pin': { 'en-US': 'invalid badge or PIN', 'zh-CN': '工牌或 PIN 错误' },
  'auth.too_many_failures': {
    'en-US': 'too many failed logins: try again in {minutes} minutes',
    'zh-CN': '登录失败次数过多：请 {minutes} 分钟后再试',
  },
  'auth.no_enabled_role': {
    'en-US': 'no enabled role: ask an administrator to give this account a role',
    'zh-CN': '没有启用的角色：请管理员为该账号分配角色',
  },
  'auth.nonce_used': { 'en-US': 'already used; sign a new one', 'zh-CN': '已被使用：请重新签名' },
} as const satisfies RefusalCatalogue;

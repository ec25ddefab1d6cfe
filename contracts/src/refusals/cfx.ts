import type { RefusalCatalogue } from './catalogue';

// The refusals of the cfx area (server/src/modules): code -> its text in each language.
export const CFX_REFUSALS = {
  // cfx-account.resource.ts
  'cfx.username_chars': {
    'en-US': 'may hold letters, digits and . _ : @ - only',
    'zh-CN': '只能包含字母、数字和 . _ : @ -',
  },
  'cfx.secret_too_short': { 'en-US': 'must be at least {min} characters', 'zh-CN': '至少 {min} 个字符' },
  'cfx.secret_nul': { 'en-US': 'must not contain NUL', 'zh-CN': '不能包含 NUL 字符' },
} as const satisfies RefusalCatalogue;

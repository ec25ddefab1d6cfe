import type { Locale } from '../locale';
import { defineEnum, type EnumCode } from './define-enum';

// Number-generation policies and their build states (000 §4, 001 §4).

export const PolicyBuildStatus = defineEnum({
  PASSED: { code: 1, 'zh-CN': '已通过', 'en-US': 'Passed' },
  READY: { code: 2, 'zh-CN': '待生成', 'en-US': 'Ready' },
  START: { code: 3, 'zh-CN': '生成中', 'en-US': 'Started' },
  IMPORT: { code: 4, 'zh-CN': '已导入', 'en-US': 'Imported' },
  FAIL: { code: 9, 'zh-CN': '失败', 'en-US': 'Failed' },
});
export type PolicyBuildStatusCode = EnumCode<typeof PolicyBuildStatus>;

export const MaterialPreparationBuildStatus = defineEnum({
  PASSED: { code: 1, 'zh-CN': '已通过', 'en-US': 'Passed' },
  START: { code: 2, 'zh-CN': '进行中', 'en-US': 'Started' },
  FAIL: { code: 9, 'zh-CN': '失败', 'en-US': 'Failed' },
});
export type MaterialPreparationBuildStatusCode = EnumCode<typeof MaterialPreparationBuildStatus>;

export const SnPolicyType = defineEnum({
  RULE: { code: 0, 'zh-CN': '规则', 'en-US': 'Rule' },
  FILE: { code: 1, 'zh-CN': '文件', 'en-US': 'File' },
  IMPORT: { code: 2, 'zh-CN': '导入', 'en-US': 'Import' },
});
export type SnPolicyTypeCode = EnumCode<typeof SnPolicyType>;

/**
 * Batch-number policy type. The server only distinguishes 0 (rule) from anything else (file):
 * any non-zero code means file. Use normalizeBnPolicyType / bnPolicyTypeLabel on raw values.
 */
export const BnPolicyType = defineEnum({
  RULE: { code: 0, 'zh-CN': '规则', 'en-US': 'Rule' },
  FILE: { code: 1, 'zh-CN': '文件', 'en-US': 'File' },
});
export type BnPolicyTypeCode = EnumCode<typeof BnPolicyType>;

/** 0 is rule; any other number is file. A non-number is treated as rule, the server default. */
export function normalizeBnPolicyType(code: unknown): BnPolicyTypeCode {
  return typeof code === 'number' && code !== 0 ? BnPolicyType.FILE : BnPolicyType.RULE;
}

export function isBnPolicyFile(code: unknown): boolean {
  return normalizeBnPolicyType(code) === BnPolicyType.FILE;
}

export function bnPolicyTypeLabel(code: unknown, locale: Locale): string {
  return BnPolicyType.label(normalizeBnPolicyType(code), locale);
}

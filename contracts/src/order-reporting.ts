import type { Locale } from './locale';

// Order reporting's attempts (docs/product-definitions.md): an error the hub itself finds is kept as a word the
// screens put in the reader's language; an ERP's or the network's own error is kept as it came.

/** the error of an attempt made while the workers have no ERP address (MES_ERP_REPORT_URL) */
export const ERP_URL_MISSING = 'erp.url_missing';

const WORDS: Record<string, Record<Locale, string>> = {
  [ERP_URL_MISSING]: {
    'zh-CN': '未设置 ERP 地址(MES_ERP_REPORT_URL):请管理员设置后,报工会自动发送',
    'en-US': 'No ERP address is set (MES_ERP_REPORT_URL): once an administrator sets it, the report is sent by itself',
  },
};

/** An attempt's error as a reader of `locale` reads it. */
export function erpErrorText(error: string | null | undefined, locale: Locale): string {
  if (!error) return '';
  return WORDS[error]?.[locale] ?? error;
}

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export type Translated = Record<Locale, string>;

// zh-CN when the browser language is Chinese, otherwise en-US; a stored choice wins (000 §1).
export function pickLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  const first = browserLanguages.find((l) => l.trim() !== '') ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

import type { Locale, Translated } from '../locale';

// Refusals are codes with parameters (issue 32): a call that refuses its input names the field, a code from this
// catalogue and the values the text needs. The code is the translation key, as with the spec's error catalogue
// (errors.ts); the text is written once per language here, never in a handler. `{name}` in a text is replaced by the
// parameter of that name.

/**
 * the parameters of a refusal's text: names, numbers, the allowed values joined by the caller; a word of the
 * interface (a status, a level) as its text in each language, so that each text says it in its own
 */
export type RefusalParam = string | number | Translated;
export type RefusalParams = Readonly<Record<string, RefusalParam>>;

/** one area's refusals: code -> its text in each language */
export type RefusalCatalogue = Readonly<Record<string, Translated>>;

/** the text of a template with its parameters filled in; a parameter not given stays as `{name}` */
export function fillTemplate(template: string, params: RefusalParams = {}, locale: Locale = 'en-US'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const v = params[name];
    return typeof v === 'object' ? v[locale] : String(v);
  });
}

/** The caller's language from an HTTP Accept-Language header: the first language both speak, by q; else en-US. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([0-9.]+)\s*$/i.exec(r)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag !== '' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return 'en-US';
}

/** a word of the interface in both languages, for a refusal's parameter: `inBoth((l) => BoxStatus.label(s, l))` */
export const inBoth = (word: (locale: Locale) => string): Translated => ({
  'zh-CN': word('zh-CN'),
  'en-US': word('en-US'),
});

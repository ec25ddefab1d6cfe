import i18n from 'i18next';
import { LOCALES, type Locale } from '@mes/contracts';

export type Bundle = { [key: string]: string | Bundle };

/**
 * Adds a namespace's bundles to the shared i18next instance. The shell may initialise the instance before or after
 * this module loads, and init() replaces the store, so the bundles go in now when a store exists and again on every
 * 'initialized'.
 */
export function registerBundles(ns: string, bundles: Record<Locale, Bundle>): void {
  const add = () => {
    for (const lng of LOCALES) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
  };
  if (i18n.store) add();
  i18n.on('initialized', add);
}

/** The contracts locale for an i18next language code; anything not Chinese reads as en-US. */
export function toLocale(language: string | undefined): Locale {
  return language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** Every key of a bundle as a dotted path, sorted (to compare the languages of a namespace). */
export function bundleKeys(b: Bundle, prefix = ''): string[] {
  return Object.entries(b)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : bundleKeys(v, `${prefix}${k}.`)))
    .sort();
}

import i18n, { type Resource } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LOCALES, STORAGE_KEYS, pickLocale, type Locale } from '@mes/contracts';
import { readText, writeText } from './storage';

// The i18n bootstrap of both apps (000 §1): the stored choice (one origin, so shared by the back office and the
// kanban) wins, then the browser language; the rule itself lives in contracts.

export type I18nSetup = {
  resources: Resource;
  /** the key of the page title, set again on every language change */
  titleKey?: string;
  /** follow a choice made in another tab (the storage event) without a reload */
  followOtherTabs?: boolean;
};

const browserLanguages = (): readonly string[] => navigator.languages ?? [navigator.language];

const mesDetector: CustomDetector = {
  name: 'mesLocale',
  lookup: () => pickLocale(readText(STORAGE_KEYS.locale), browserLanguages()),
};

/** Starts i18next once for the app; the instance is the default one, so `useTranslation` finds it. */
export function initI18n(setup: I18nSetup): typeof i18n {
  const detector = new LanguageDetector();
  detector.addDetector(mesDetector);
  const titleKey = setup.titleKey ?? 'app.title';
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.title = i18n.t(titleKey);
  });
  if (setup.followOtherTabs) {
    window.addEventListener('storage', (e) => {
      if (e.key !== STORAGE_KEYS.locale) return;
      const next = pickLocale(e.newValue, browserLanguages());
      if (next !== i18n.language) void i18n.changeLanguage(next);
    });
  }
  void i18n
    .use(detector)
    .use(initReactI18next)
    .init({
      resources: setup.resources,
      supportedLngs: [...LOCALES],
      fallbackLng: 'en-US',
      load: 'currentOnly',
      detection: { order: ['mesLocale'], caches: [] }, // only an explicit choice is stored (setLocale)
      interpolation: { escapeValue: false }, // React already escapes
    });
  return i18n;
}

export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en-US';
}

// Only an explicit user choice is stored, so an untouched browser keeps following its own language.
export async function setLocale(locale: Locale): Promise<void> {
  writeText(STORAGE_KEYS.locale, locale); // blocked storage: the switch still applies to this page
  await i18n.changeLanguage(locale);
}

import i18n from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LOCALES, STORAGE_KEYS, pickLocale, type Locale } from '@mes/contracts';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import zhCNRoutes from './locales/routes.zh-CN.json';
import enUSRoutes from './locales/routes.en-US.json';
import { lowerFirst } from './format';

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frame)
  }
}

// The stored choice wins, then the browser language (000 §1); the rule itself lives in contracts.
const mesDetector: CustomDetector = {
  name: 'mesLocale',
  lookup: () => pickLocale(readStored(), navigator.languages ?? [navigator.language]),
};

const detector = new LanguageDetector();
detector.addDetector(mesDetector);

export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en-US';
}

// Only an explicit user choice is stored, so an untouched browser keeps following its own language.
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // the switch still applies to this page
  }
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  document.title = i18n.t('app.title');
});

void i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    // Route titles live in their own files (one key per screen of the route table).
    resources: {
      'zh-CN': { translation: { ...zhCN, routes: zhCNRoutes } },
      'en-US': { translation: { ...enUS, routes: enUSRoutes } },
    },
    supportedLngs: [...LOCALES],
    fallbackLng: 'en-US',
    load: 'currentOnly',
    detection: { order: ['mesLocale'], caches: [] },
    interpolation: { escapeValue: false }, // React already escapes
  });

i18n.services.formatter?.add('lowerFirst', (value: unknown) => lowerFirst(value));

export { i18n };

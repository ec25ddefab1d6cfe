import i18n from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LOCALES, STORAGE_KEYS, pickLocale } from '@mes/contracts';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    return null; // storage can be blocked on locked-down TV browsers
  }
}

// The stored choice (shared with the back office, same origin) wins, then the browser language.
const mesDetector: CustomDetector = {
  name: 'mesLocale',
  lookup: () => pickLocale(readStored(), navigator.languages ?? [navigator.language]),
};

const detector = new LanguageDetector();
detector.addDetector(mesDetector);

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  document.title = i18n.t('app.title');
});

// A choice made in the back office on another tab applies here without a reload.
window.addEventListener('storage', (e) => {
  if (e.key !== STORAGE_KEYS.locale) return;
  const next = pickLocale(e.newValue, navigator.languages ?? [navigator.language]);
  if (next !== i18n.language) void i18n.changeLanguage(next);
});

void i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    supportedLngs: [...LOCALES],
    fallbackLng: 'en-US',
    load: 'currentOnly',
    detection: { order: ['mesLocale'], caches: [] }, // the kanban only reads the choice
    interpolation: { escapeValue: false }, // React already escapes
  });

export { i18n };

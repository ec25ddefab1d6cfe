import { callApi, initI18n, setLocale } from '@mes/client';
import { SYSTEM, type Locale } from '@mes/contracts';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import zhCNRoutes from './locales/routes.zh-CN.json';
import enUSRoutes from './locales/routes.en-US.json';
import { lowerFirst } from './format';

export { currentLocale, setLocale } from '@mes/client';

/**
 * The user's choice of language: the screens switch, and the hub stores it as their `locale` preference, so refusals
 * come in it on every device they sign in on (docs/api.md, "Refusals"). Signed out, the choice stays in this browser.
 */
export async function chooseLocale(locale: Locale, signedIn: boolean): Promise<void> {
  await setLocale(locale);
  if (signedIn) await callApi(SYSTEM.setPreferences, { values: { locale } }, { quiet: true }).catch(() => null);
}

// Route titles live in their own files (one key per screen of the route table).
export const i18n = initI18n({
  resources: {
    'zh-CN': { translation: { ...zhCN, routes: zhCNRoutes } },
    'en-US': { translation: { ...enUS, routes: enUSRoutes } },
  },
});

i18n.services.formatter?.add('lowerFirst', (value: unknown) => lowerFirst(value));

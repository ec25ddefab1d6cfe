import { initI18n } from '@mes/client';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import zhCNRoutes from './locales/routes.zh-CN.json';
import enUSRoutes from './locales/routes.en-US.json';
import { lowerFirst } from './format';

export { currentLocale, setLocale } from '@mes/client';

// Route titles live in their own files (one key per screen of the route table).
export const i18n = initI18n({
  resources: {
    'zh-CN': { translation: { ...zhCN, routes: zhCNRoutes } },
    'en-US': { translation: { ...enUS, routes: enUSRoutes } },
  },
});

i18n.services.formatter?.add('lowerFirst', (value: unknown) => lowerFirst(value));

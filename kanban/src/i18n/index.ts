import { initI18n } from '@mes/client';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import { onWords } from './words';

// The kanban only reads the language choice; one made in the back office on another tab applies here at once.
export const i18n = initI18n({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  followOtherTabs: true,
});

// the boards' own words (words.ts), those registered before this module ran and those after
onWords((words) => {
  for (const locale of ['zh-CN', 'en-US'] as const)
    i18n.addResourceBundle(locale, 'translation', words[locale], true, false);
});

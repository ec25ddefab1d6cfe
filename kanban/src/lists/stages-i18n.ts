import { i18n } from '../i18n';
import { STAGES_WORDS } from './stages-words';

// This board's labels, beside the kanban's locale files (each board keeps its own strings).
for (const locale of ['zh-CN', 'en-US'] as const)
  i18n.addResourceBundle(locale, 'translation', STAGES_WORDS[locale], true, false);

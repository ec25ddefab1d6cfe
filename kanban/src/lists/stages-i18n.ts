import { i18n } from '../i18n';

// This board's labels, beside the kanban's locale files (each board keeps its own strings); the locale spec checks
// them with the rest.
export const STAGES_WORDS = {
  'zh-CN': { stages: { title: '订单在制（按阶段）', order: '工艺计划 / 工单', total: '合计' } },
  'en-US': { stages: { title: 'Order WIP by stage', order: 'Process plan / work order', total: 'Total' } },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const)
  i18n.addResourceBundle(locale, 'translation', STAGES_WORDS[locale], true, false);

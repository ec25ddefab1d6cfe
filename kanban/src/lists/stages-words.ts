import { registerWords } from '../i18n/words';

// The order-WIP stages board's labels (docs/statistics.md), kept out of the shared locale files; registerWords adds
// them to the app, the locale spec checks them with the rest.
export const STAGES_WORDS = registerWords({
  'zh-CN': { stages: { title: '订单在制（按阶段）', order: '工艺计划 / 工单', total: '合计' } },
  'en-US': { stages: { title: 'Order WIP by stage', order: 'Process plan / work order', total: 'Total' } },
});

import { i18n } from '../i18n';

// This board's labels, beside the kanban's locale files (each board keeps its own strings).
i18n.addResourceBundle(
  'zh-CN',
  'translation',
  { stages: { title: '订单在制（按阶段）', order: '工艺计划 / 工单', total: '合计' } },
  true,
  false,
);
i18n.addResourceBundle(
  'en-US',
  'translation',
  { stages: { title: 'Order WIP by stage', order: 'Process plan / work order', total: 'Total' } },
  true,
  false,
);

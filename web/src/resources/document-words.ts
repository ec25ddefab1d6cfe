import { registerBundles } from '../widgets/i18n-bundle';

// The words of a record read as a document (RecordView, RecordHistory): namespace 'document'.
export const DOCUMENT_NS = 'document';

registerBundles(DOCUMENT_NS, {
  'zh-CN': {
    checkedBy: '{{user}} 审核于 {{at}}',
    onPlace: '位于',
    history: '操作记录',
    noHistory: '暂无操作记录',
    failed: '未成功',
    action: {
      create: '创建',
      update: '修改',
      check: '审核',
      uncheck: '反审核',
      disable: '作废',
      enable: '恢复',
      delete: '删除',
      other: '操作 {{name}}',
    },
    orderWip: { followed: '跟踪订单', wip: '在制数量', total: '合计', stage: '在制阶段', qty: '数量' },
  },
  'en-US': {
    checkedBy: 'Checked by {{user}} at {{at}}',
    onPlace: 'On',
    history: 'History',
    noHistory: 'No operations recorded',
    failed: 'not done',
    action: {
      create: 'Created',
      update: 'Changed',
      check: 'Checked',
      uncheck: 'Unchecked',
      disable: 'Discarded',
      enable: 'Restored',
      delete: 'Deleted',
      other: 'Operation {{name}}',
    },
    orderWip: { followed: 'Followed order', wip: 'WIP', total: 'Total', stage: 'WIP stage', qty: 'Quantity' },
  },
});

import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the SMT order's "report quantity" panel (namespace 'smtOrder', docs/gaps-16-17.md "Output reported by
// quantity").
export const SMT_ORDER_NS = 'smtOrder';

registerBundles(SMT_ORDER_NS, {
  'zh-CN': {
    title: '按数量报工',
    hint: '板子没有序列号时, 按贴装数量报工: 按各站位每板用量从上料的料盘扣料。每次提交即一次报工; 未收到应答时以相同数量再次提交, 不会重复扣料。',
    fqty: '贴装数量 (板)',
    submit: '按数量报工',
    notWorking: '只有生产中的贴片工单可以报工',
    badQty: '请输入 1 到 {{max}} 的整数',
    done: '已报工 {{n}} 板',
    repeated: '此次提交已报过, 显示首次结果',
    slot: '站位',
    reel: '料盘',
    consumed: '扣料数量',
    short: '不足',
    noReels: '工单站位上没有上料的料盘: 没有扣料',
    failed: '报工失败',
  },
  'en-US': {
    title: 'Report quantity',
    hint: "For boards without serial numbers: report how many were placed; each slot's usage per board is taken off its loaded reel. Each submit is one report; when a submit got no answer, submitting the same quantity again takes nothing twice.",
    fqty: 'Boards placed',
    submit: 'Report quantity',
    notWorking: 'Only a working SMT order takes a report',
    badQty: 'Enter a whole number from 1 to {{max}}',
    done: '{{n}} boards reported',
    repeated: 'Already reported: the first answer is shown',
    slot: 'Slot',
    reel: 'Reel',
    consumed: 'Consumed',
    short: 'Short',
    noReels: 'No reels loaded on the order’s slots: nothing consumed',
    failed: 'Not reported',
  },
});

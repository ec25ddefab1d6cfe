import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the scheduling operation screen (namespace 'scheduling').
export const SCHEDULING_NS = 'scheduling';

export const SCHEDULING_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    line: '产线', chooseLine: '选择产线', queue: '排产队列', empty: '该产线没有排产的工单', position: '顺序', order: '工单', kind: '类型',
    status: '状态', actions: '操作', smt: 'SMT工单', worder: '工单', up: '上移', down: '下移', top: '置顶', append: '加入队列',
    chooseOrder: '选择要排产的SMT工单（就绪、生产中或暂停）', appended: '已加入队列', moved: '已调整顺序', live: '实时',
    op: { start_order: '开始', stop_order: '暂停', finish_order: '完工', cancel_order: '取消' },
    opConfirm: '确定要{{op}}工单 {{fbillno}} 吗？',
    diff: {
      title: '换线物料差异', hint: '相邻两个工单之间需要上料、卸料的物料（按各自的料站表）', empty: '队列中不足两个工单，或没有料站表',
      from: '从', to: '到', load: '需上料', unload: '需卸料', keep: '保留', slots: '站位变化',
    },
  },
  'en-US': {
    line: 'Line', chooseLine: 'Choose a line', queue: 'Queue', empty: 'No order is scheduled on this line', position: 'Position', order: 'Order',
    kind: 'Kind', status: 'Status', actions: 'Actions', smt: 'SMT order', worder: 'Work order', up: 'Up', down: 'Down', top: 'To front',
    append: 'Append', chooseOrder: 'Choose an SMT order to schedule (ready, working or paused)', appended: 'Appended', moved: 'Moved', live: 'Live',
    op: { start_order: 'Start', stop_order: 'Pause', finish_order: 'Finish', cancel_order: 'Cancel' },
    opConfirm: '{{op}} order {{fbillno}}?',
    diff: {
      title: 'Changeover materials', hint: 'What to load and take off between consecutive orders (from their feeder lists)',
      empty: 'Fewer than two orders in the queue, or no feeder lists', from: 'From', to: 'To', load: 'Load', unload: 'Take off', keep: 'Kept',
      slots: 'Slot changes',
    },
  },
};

registerBundles(SCHEDULING_NS, SCHEDULING_BUNDLES);

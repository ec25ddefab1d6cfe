import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the SMT feeding step screens (namespace 'smtFeeding').
export const SMT_FEEDING_NS = 'smtFeeding';

export const SMT_FEEDING_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    head: {
      bill: '上料单', order: 'SMT工单', status: '状态', turn: '轮次', turnOf: '第 {{turn}}/{{count}} 轮', progress: '进度',
      progressOf: '{{done}}/{{total}}', steps: '工序', turns: '轮次', track: '跟踪', allowed: '当前可执行', notAllowed: '当前状态不可执行此工序',
      live: '实时', offline: '离线',
    },
    step: {
      scanning: '上料', scan_checking: '上料复核', unloading: '卸料', splicing: '接料', splice_checking: '接料复核', changing: '换料',
      change_checking: '换料复核', full_checking: '全检', track: '跟踪',
      prepare: '备料', sync: '同步料表', finish: '结束上料', unlock_slot: '解锁站位',
    },
    cert: {
      prepare: '备料（取得作业凭证）', preparing: '备料中…', until: '作业凭证有效期至 {{time}}', none: '需要作业凭证：先备料',
      finish: '结束上料', finishConfirm: '结束后该上料单不可再操作，确定吗？', finished: '上料已结束',
    },
    scan: {
      slot: '站位', reel: '料盘条码', slotHint: '扫描或输入站位，回车', reelHint: '扫描料盘标签，回车', send: '提交',
      pass: '通过', warning: '替代料', fail: '失败', locked: '锁定', error: '拒绝', sending: '校验中…',
    },
    slots: {
      title: '站位', slot: '站位', turn: '轮次', station: '机台', expected: '应上物料', alternates: '替代料', reel: '当前料盘', state: '状态',
      fails: '失败次数', empty: '此工序没有站位', unlock: '解锁', unlockReason: '解锁原因', unlockHint: '请说明解锁原因（记录在日志中）',
      unlocked: '已解锁',
    },
    tag: {
      no_verify: '免校验', locked: '已锁定', pending_splice: '待接料复核', pending_change: '待换料复核', unloaded: '已卸料',
      full_checked: '已全检', scan_checked: '已复核', scanned: '已上料', empty: '待上料', done: '完成',
    },
    log: {
      title: '操作记录', time: '时间', step: '工序', slot: '站位', reel: '料盘', material: '物料', verdict: '结果', operator: '操作人',
      message: '说明', empty: '暂无记录',
    },
    verdict: { pass: '通过', warning: '替代料', fail: '失败', locked: '锁定', none: '—' },
    notFound: '找不到该上料单',
  },
  'en-US': {
    head: {
      bill: 'Feeding', order: 'SMT order', status: 'Status', turn: 'Turn', turnOf: 'turn {{turn}} of {{count}}', progress: 'Progress',
      progressOf: '{{done}}/{{total}}', steps: 'Steps', turns: 'Turns', track: 'Track', allowed: 'Allowed now', notAllowed: 'The feeding’s status does not allow this step now',
      live: 'Live', offline: 'Offline',
    },
    step: {
      scanning: 'Load', scan_checking: 'Check load', unloading: 'Unload', splicing: 'Splice', splice_checking: 'Check splice', changing: 'Change reel',
      change_checking: 'Check change', full_checking: 'Full check', track: 'Track',
      prepare: 'Prepare', sync: 'Sync feeder list', finish: 'Finish', unlock_slot: 'Unlock slot',
    },
    cert: {
      prepare: 'Prepare (get a work certificate)', preparing: 'Preparing…', until: 'Work certificate valid until {{time}}',
      none: 'A work certificate is needed: prepare first', finish: 'Finish feeding',
      finishConfirm: 'The feeding cannot be changed once finished. Finish it?', finished: 'Feeding finished',
    },
    scan: {
      slot: 'Slot', reel: 'Reel barcode', slotHint: 'Scan or type the slot, Enter', reelHint: 'Scan the reel label, Enter', send: 'Send',
      pass: 'PASS', warning: 'ALTERNATE', fail: 'FAIL', locked: 'LOCKED', error: 'REFUSED', sending: 'Checking…',
    },
    slots: {
      title: 'Slots', slot: 'Slot', turn: 'Turn', station: 'Machine', expected: 'Expected material', alternates: 'Alternates', reel: 'Reel on slot',
      state: 'State', fails: 'Failures', empty: 'No slot for this step', unlock: 'Unlock', unlockReason: 'Reason',
      unlockHint: 'Say why the slot is unlocked (kept in the log)', unlocked: 'Unlocked',
    },
    tag: {
      no_verify: 'No verify', locked: 'Locked', pending_splice: 'Splice to check', pending_change: 'Change to check', unloaded: 'Unloaded',
      full_checked: 'Full-checked', scan_checked: 'Checked', scanned: 'Loaded', empty: 'Empty', done: 'Done',
    },
    log: {
      title: 'Step log', time: 'Time', step: 'Step', slot: 'Slot', reel: 'Reel', material: 'Material', verdict: 'Verdict', operator: 'Operator',
      message: 'Message', empty: 'Nothing yet',
    },
    verdict: { pass: 'Pass', warning: 'Alternate', fail: 'Fail', locked: 'Locked', none: '—' },
    notFound: 'This feeding cannot be found',
  },
};

registerBundles(SMT_FEEDING_NS, SMT_FEEDING_BUNDLES);

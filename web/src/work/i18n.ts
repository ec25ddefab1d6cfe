import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the station screens (namespace 'work').
export const WORK_NS = 'work';

registerBundles(WORK_NS, {
  'zh-CN': {
    station: {
      label: '工站', fn: '功能', choose: '选择本机工站', placeholder: '输入或扫描工站编码，回车确认', pick: '确定',
      none: '没有适用本界面的工站（{{functions}}）', change: '更换工站 (F4)', cancel: '取消',
      hint: '本机工站只需选择一次，保存在本机浏览器中。',
      notServed: '本机工站 {{station}} 的功能是 {{fn}}，本界面只适用 {{functions}}：请选择其他工站。',
    },
    scan: {
      label: '序列号', placeholder: '扫描序列号', fail: '下一个判为不良 (F8)', failOn: '下一个：不良',
      help: '回车 提交 · F2 操作员 · F4 工站 · F6 测试项 · F7 粘贴测试项 · F8 判不良 · Esc 回到扫描框',
    },
    verdict: {
      idle: '就绪：请扫描序列号', sending: '提交中…', pass: '通过', fail: '不良', queued: '已离线保存',
      queuedHint: '网络中断：本次扫描已保存在本机，恢复后自动提交', next: '下一工站：{{station}}', done: '已完成全部工站',
      repeated: '重复提交：返回首次结果', stays: '留在本工站，可复测', late: '离线保存后补发的结果', noSn: '扫描内容中没有序列号', extracted: '扫描 {{text}} → 序列号 {{sn}}',
    },
    live: {
      today: '本工站今日', pass: '通过', fail: '不良', yield: '良率', order: '工单', noOrder: '本产线没有生产中的工单',
      progress: '完成进度', started: '已投入', finished: '已完成', failed: '不良次数', here: '本工站（此工单）', wip: '在制',
      online: '实时', offline: '实时推送中断', status: '状态',
    },
    results: {
      title: '最近结果', sn: '序列号', time: '时间', verdict: '结果', detail: '说明', queued: '待发送', late: '离线后补发',
      lateRefused: '补发后被拒', empty: '今日尚无扫描', pass: '通过', fail: '不良', refused: '拒绝',
    },
    queue: { label: '离线队列：{{count}}', empty: '离线队列：0', sending: '正在补发离线扫描…', offline: '离线' },
    notice: {
      orderStopped: '工单 {{fbillno}} 已{{status}}：恢复生产前扫描将被拒绝', orderWorking: '工单 {{fbillno}} 已恢复生产',
      sopChanged: '本工站作业指导书已更新', lateRefused: '{{count}} 条离线扫描补发后被拒：{{sns}}', dismiss: '关闭 (Esc)',
      switched: '当前操作员：{{name}}', stationMessage: '主管消息：{{text}}',
    },
    items: {
      title: '测试项 (F6)', name: '测试项', value: '测量值', lower: '下限', upper: '上限', unit: '单位', result: '结果',
      auto: '自动', pass: '通过', fail: '不良', import: '粘贴测试项 (F7)', clear: '清空', count: '{{count}} 项',
      importTitle: '粘贴测试项：每行 测试项、测量值、下限、上限、单位、结果（Tab、逗号或分号分隔）',
    },
    sop: { title: '作业指导书', none: '本工站没有作业指导书', badLink: '此地址无法显示', openFile: '打开 {{name}}', version: '版本 {{version}}' },
    operator: {
      label: '操作员', login: '操作员登录 (F2)', title: '操作员登录：工牌或 PIN', badge: '工牌', badgePlaceholder: '请刷工牌',
      pin: 'PIN', pinPlaceholder: 'PIN（留空：仅凭工牌）', hint: '刷工牌后输入 PIN 并回车；无 PIN 时直接回车，仅凭工牌登录',
      submit: '登录', cancel: '取消',
    },
  },
  'en-US': {
    station: {
      label: 'Station', fn: 'Function', choose: 'Choose the station of this PC', placeholder: 'Type or scan the station code, then Enter', pick: 'OK',
      none: 'No station with a function of this screen ({{functions}})', change: 'Change station (F4)', cancel: 'Cancel',
      hint: 'The station is chosen once and kept in this PC\'s browser.',
      notServed: 'This PC\'s station {{station}} is a {{fn}} station; this screen serves {{functions}}: choose another station.',
    },
    scan: {
      label: 'Serial number', placeholder: 'Scan the serial number', fail: 'Next one is FAIL (F8)', failOn: 'Next: FAIL',
      help: 'Enter sends · F2 operator · F4 station · F6 test items · F7 paste items · F8 mark FAIL · Esc back to the scan',
    },
    verdict: {
      idle: 'Ready: scan a serial number', sending: 'Sending…', pass: 'PASS', fail: 'FAIL', queued: 'SAVED OFFLINE',
      queuedHint: 'The network is away: this scan is kept on this PC and sent when it is back', next: 'Next station: {{station}}',
      done: 'Finished: every station passed', repeated: 'Sent before: the first answer again', stays: 'Stays at this station for a retest', late: 'The answer to a scan kept offline and sent later',
      noSn: 'No serial number in the scan', extracted: 'Scanned {{text}} → SN {{sn}}',
    },
    live: {
      today: 'Today at this station', pass: 'Pass', fail: 'Fail', yield: 'Yield', order: 'Work order', noOrder: 'No working order on this line',
      progress: 'Progress', started: 'Started', finished: 'Finished', failed: 'Fails', here: 'This station (this order)', wip: 'WIP',
      online: 'Live', offline: 'Live updates cut', status: 'Status',
    },
    results: {
      title: 'Last results', sn: 'SN', time: 'Time', verdict: 'Verdict', detail: 'Detail', queued: 'Waiting to send', late: 'Sent later',
      lateRefused: 'Refused after the fact', empty: 'No scans yet today', pass: 'PASS', fail: 'FAIL', refused: 'Refused',
    },
    queue: { label: 'Offline queue: {{count}}', empty: 'Offline queue: 0', sending: 'Sending queued scans…', offline: 'Offline' },
    notice: {
      orderStopped: 'Work order {{fbillno}} is {{status}}: scans are refused until it is working again', orderWorking: 'Work order {{fbillno}} is working again',
      sopChanged: 'The work instruction of this station changed', lateRefused: '{{count}} queued scan(s) refused after the fact: {{sns}}',
      dismiss: 'Dismiss (Esc)', switched: 'Operator: {{name}}', stationMessage: 'Message from the supervisor: {{text}}',
    },
    items: {
      title: 'Test items (F6)', name: 'Item', value: 'Value', lower: 'Lower', upper: 'Upper', unit: 'Unit', result: 'Result',
      auto: 'Auto', pass: 'PASS', fail: 'FAIL', import: 'Paste items (F7)', clear: 'Clear', count: '{{count}} items',
      importTitle: 'Paste test items: name, value, lower, upper, unit, result per line (tabs, commas or semicolons)',
    },
    sop: { title: 'Work instruction', none: 'No work instruction for this station', badLink: 'This address cannot be shown', openFile: 'Open {{name}}', version: 'Version {{version}}' },
    operator: {
      label: 'Operator', login: 'Operator login (F2)', title: 'Operator login: badge or PIN', badge: 'Badge', badgePlaceholder: 'Scan your badge',
      pin: 'PIN', pinPlaceholder: 'PIN (empty: badge only)', hint: 'Scan the badge, type the PIN and press Enter; with no PIN press Enter to log in by badge alone',
      submit: 'Log in', cancel: 'Cancel',
    },
  },
});

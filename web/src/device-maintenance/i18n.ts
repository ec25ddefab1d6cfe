import { registerBundles } from '../widgets/i18n-bundle';

// The maintenance screens' words (namespace 'dm'), and the station screen's device notices (namespace 'work').
export const DM_NS = 'dm';

registerBundles('work', {
  'zh-CN': {
    notice: {
      device_down: '设备停机：{{device}} {{text}}',
      device_up: '设备已恢复：{{device}}',
      device_overdue: '设备保养超期：{{device}}（{{text}}）',
      device_maintained: '设备已完成保养：{{device}}',
    },
  },
  'en-US': {
    notice: {
      device_down: 'Device down: {{device}} {{text}}',
      device_up: 'Device back up: {{device}}',
      device_overdue: 'Maintenance overdue: {{device}} ({{text}})',
      device_maintained: 'Maintenance done: {{device}}',
    },
  },
});

registerBundles(DM_NS, {
  'zh-CN': {
    stat: {
      title: '保养统计',
      range: '日期',
      line: '产线',
      allLines: '全部产线',
      device: '设备',
      total: '合计',
      due: '应保养',
      done: '按时完成',
      late: '延迟完成',
      missed: '漏保养',
      legend: '格内：完成/应保养；橙色为延迟，红色为漏保养',
      empty: '所选日期内没有保养',
    },
    related: {
      title: '设备保养项目',
      device: '设备',
      pickDevice: '选择设备',
      items: '此设备的保养项目',
      add: '添加项目',
      pickItems: '选择要添加的保养项目',
      remove: '移除',
      removeAll: '全部移除',
      period: '周期',
      content: '保养内容',
      none: '此设备还没有保养项目',
      added: '已添加 {{count}} 项',
    },
    record: {
      title: '新建保养记录',
      period: '周期',
      item: '保养项目',
      what: '内容 · 标准',
      limits: '范围',
      state: { due: '待保养', overdue: '已超期', done: '本期已完成', later: '未到期' },
      result: '结果',
      ok: '正常',
      ng: '异常',
      value: '测量值/记录',
      save: '保存',
      saved: '保养记录已保存',
      noPeriod: '此设备没有该周期的保养项目',
    },
    enter: {
      title: '设备保养（手持）',
      open: '打开手持保养页面',
      hint: '技术员在手持终端扫描设备资产标签，查看并记录到期的保养项目。',
    },
  },
  'en-US': {
    stat: {
      title: 'Maintenance statistics',
      range: 'Dates',
      line: 'Line',
      allLines: 'All lines',
      device: 'Device',
      total: 'Total',
      due: 'Due',
      done: 'Done in time',
      late: 'Done late',
      missed: 'Missed',
      legend: 'Cells: done / due; orange when late, red when missed',
      empty: 'No maintenance in these dates',
    },
    related: {
      title: 'Items of a device',
      device: 'Device',
      pickDevice: 'Choose a device',
      items: "This device's maintenance items",
      add: 'Add items',
      pickItems: 'Choose the items to add',
      remove: 'Remove',
      removeAll: 'Remove all',
      period: 'Period',
      content: 'What to check or do',
      none: 'This device has no maintenance items yet',
      added: '{{count}} item(s) added',
    },
    record: {
      title: 'New maintenance record',
      period: 'Period',
      item: 'Item',
      what: 'What · expected',
      limits: 'Limits',
      state: { due: 'Due', overdue: 'Overdue', done: 'Done this period', later: 'Not due yet' },
      result: 'Result',
      ok: 'OK',
      ng: 'NG',
      value: 'Measured value or note',
      save: 'Save',
      saved: 'Maintenance record saved',
      noPeriod: 'The device has no item of this period',
    },
    enter: {
      title: 'Device maintenance (handheld)',
      open: 'Open the handheld maintenance screen',
      hint: "A technician scans a device's asset label on a handheld, sees the maintenance due and records it.",
    },
  },
});

// The words of the period kinds and results, where the generic screens look word values up.
registerBundles('translation', {
  'zh-CN': {
    enumValues: {
      day: '天',
      week: '周',
      month: '月',
      units: '产量 (件)',
      hours: '运行小时',
      ok: '正常',
      ng: '异常',
      skip: '跳过',
    },
  },
  'en-US': {
    enumValues: {
      day: 'Days',
      week: 'Weeks',
      month: 'Months',
      units: 'Produced units',
      hours: 'Running hours',
      ok: 'OK',
      ng: 'NG',
      skip: 'Skipped',
    },
  },
});

import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the statistics screens (namespace 'stat').
export const STAT_NS = 'stat';

registerBundles(STAT_NS, {
  'zh-CN': {
    range: '时间范围',
    bucket: { label: '汇总粒度', all: '合计', hour: '按小时', shift: '按班次', day: '按天' },
    key: { station: '工站', worder: '工单', product_line: '产线', product: '产品' },
    col: {
      bucket: '时段',
      tested: '测试数',
      passed: '通过',
      failed: '失败',
      rework: '返工/复测',
      input: '投入',
      output: '产出',
      fpy: '直通率',
      rty: '滚动直通率',
      oee: 'OEE',
      availability: '时间开动率',
      performance: '性能开动率',
      stops: '停机次数',
    },
    chart: { output: '产出与失败', fpy: '直通率' },
    live: '实时',
    refresh: '刷新',
    export: '导出报表',
    summary: '今日概况',
    empty: '该时间范围内没有数据',
  },
  'en-US': {
    range: 'Time range',
    bucket: { label: 'Bucket', all: 'Total', hour: 'Hourly', shift: 'By shift', day: 'Daily' },
    key: { station: 'Station', worder: 'Work order', product_line: 'Line', product: 'Product' },
    col: {
      bucket: 'Period',
      tested: 'Tested',
      passed: 'Passed',
      failed: 'Failed',
      rework: 'Rework / retests',
      input: 'Input',
      output: 'Output',
      fpy: 'First-pass yield',
      rty: 'Rolled yield',
      oee: 'OEE',
      availability: 'Availability',
      performance: 'Performance',
      stops: 'Stops',
    },
    chart: { output: 'Output and fails', fpy: 'First-pass yield' },
    live: 'Live',
    refresh: 'Refresh',
    export: 'Export report',
    summary: 'Today at a glance',
    empty: 'No data in this time range',
  },
});

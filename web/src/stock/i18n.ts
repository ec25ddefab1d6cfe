import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the stock screens and the document panels (namespace 'stock').
export const STOCK_NS = 'stock';

registerBundles(STOCK_NS, {
  'zh-CN': {
    confirm: {
      check: '确定审核这张单据吗？审核后库存随之变动。',
      uncheck: '确定反审核这张单据吗？其库存变动将被冲回。',
    },
    entries: { title: '明细', save: '保存明细', saved: '明细已保存', count: '共 {{count}} 行' },
    push: { down: '下推', make: '生成{{target}}', made: '已生成 {{fbillno}}', up: '上查' },
    work: {
      title: '作业',
      enter: '开始作业',
      leave: '结束作业',
      working: '作业中: {{count}} 人',
      scan: '扫描箱号或物料编码',
      added: '已添加 {{fqty}}',
      confirmed: '已确认',
      incremented: '数量 {{fqty}}',
    },
    immediate: {
      title: '即时库存',
      stock: '仓库',
      material: '物料编码',
      search: '查询',
      place: '库位',
      code: '物料编码',
      name: '物料名称',
      spec: '规格型号',
      batch: '批号',
      qty: '数量',
      updated: '更新时间',
      total: '合计 {{qty}}',
    },
  },
  'en-US': {
    confirm: {
      check: 'Check this document? Its stock moves when it is checked.',
      uncheck: 'Uncheck this document? Its stock movements are reversed.',
    },
    entries: {
      title: 'Entries',
      save: 'Save entries',
      saved: 'Entries saved',
      count_one: '{{count}} row',
      count_other: '{{count}} rows',
    },
    push: { down: 'Push down', make: 'Make {{target}}', made: '{{fbillno}} made', up: 'Push up' },
    work: {
      title: 'Work',
      enter: 'Start work',
      leave: 'Stop work',
      working: 'Working: {{count}}',
      scan: 'Scan a box or a material code',
      added: 'Added {{fqty}}',
      confirmed: 'Confirmed',
      incremented: 'Quantity {{fqty}}',
    },
    immediate: {
      title: 'Current stock',
      stock: 'Warehouse',
      material: 'Material code',
      search: 'Search',
      place: 'Place',
      code: 'Material code',
      name: 'Material name',
      spec: 'Specification',
      batch: 'Batch',
      qty: 'Quantity',
      updated: 'Updated',
      total: 'Total {{qty}}',
    },
  },
});

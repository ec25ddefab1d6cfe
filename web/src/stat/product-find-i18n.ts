import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the product search screen (/stat/product_find/list, namespace 'product_find').
export const FIND_NS = 'product_find';

registerBundles(FIND_NS, {
  'zh-CN': {
    sn: '序列号包含',
    worder: '工单',
    product: '产品',
    line: '产线',
    state: { label: '状态', all: '全部', open: '在制', done: '已完工', failed: '最后一次失败' },
    range: '最后过站时间',
    search: '查找',
    reset: '重置',
    total: '共 {{count}} 个序列号',
  },
  'en-US': {
    sn: 'Serial number contains',
    worder: 'Work order',
    product: 'Product',
    line: 'Line',
    state: { label: 'State', all: 'All', open: 'In progress', done: 'Finished', failed: 'Last result failed' },
    range: 'Last report between',
    search: 'Search',
    reset: 'Reset',
    total_one: '{{count}} serial number',
    total_other: '{{count}} serial numbers',
  },
});

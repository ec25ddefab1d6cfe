import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the box items screen (namespace 'boxItems').
export const BOX_ITEMS_NS = 'boxItems';

export const BOX_ITEMS_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    hint: '扫描或输入箱号或序列号，回车查询',
    search: '查询',
    box: '箱号',
    status: '状态',
    qty: '数量',
    count: '序列号数',
    sn: '序列号',
    notFound: '没有找到该箱号或序列号所在的箱',
  },
  'en-US': {
    hint: 'Scan or type a box label or an SN, then Enter',
    search: 'Search',
    box: 'Box',
    status: 'Status',
    qty: 'Quantity',
    count: 'SNs',
    sn: 'SN',
    notFound: 'No box has this label or holds this SN',
  },
};

registerBundles(BOX_ITEMS_NS, BOX_ITEMS_BUNDLES);

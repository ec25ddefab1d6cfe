import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the box items screen and the pallet's boxes panel (namespace 'boxItems').
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
    palletBoxes: '栈板上的箱（{{count}}）',
    palletHint: '扫描箱号，回车放上栈板',
    putOn: '放上',
    putOnDone: '已放上栈板',
    takeOff: '取下',
    takeOffDone: '已从栈板取下',
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
    palletBoxes: 'Boxes on the pallet ({{count}})',
    palletHint: 'Scan a box label, then Enter to put it on',
    putOn: 'Put on',
    putOnDone: 'Put on the pallet',
    takeOff: 'Take off',
    takeOffDone: 'Taken off the pallet',
  },
};

registerBundles(BOX_ITEMS_NS, BOX_ITEMS_BUNDLES);

import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the packaging plan's levels panel (namespace 'packaging').
export const PACKAGING_NS = 'packaging';

export const PACKAGING_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    title: '包装层级',
    level: { unit: '单品', box: '箱', carton: '外箱', pallet: '栈板' },
    col: { level: '层级', qty: '每层数量', weight: '标准重量 (kg)', tolerance: '允许误差 (kg)', label: '标签设计' },
    add: '添加层级',
    remove: '删除',
    save: '保存层级',
    saveRow: '保存重量',
    saved: '已保存',
    none: '尚无层级：添加单品、箱、外箱或栈板',
    checkedHint: '方案已审核：只能修改重量和误差',
  },
  'en-US': {
    title: 'Packaging levels',
    level: { unit: 'Unit', box: 'Box', carton: 'Carton', pallet: 'Pallet' },
    col: {
      level: 'Level',
      qty: 'Quantity per level',
      weight: 'Expected weight (kg)',
      tolerance: 'Tolerance (kg)',
      label: 'Label design',
    },
    add: 'Add level',
    remove: 'Remove',
    save: 'Save levels',
    saveRow: 'Save weight',
    saved: 'Saved',
    none: 'No levels yet: add a unit, box, carton or pallet',
    checkedHint: 'The plan is checked: only weights and tolerances can change',
  },
};

registerBundles(PACKAGING_NS, PACKAGING_BUNDLES);

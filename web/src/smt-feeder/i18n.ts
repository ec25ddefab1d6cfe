import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the feeder list's slots panel (namespace 'smtFeeder').
export const SMT_FEEDER_NS = 'smtFeeder';

export const SMT_FEEDER_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    title: '站位',
    count: '共 {{count}} 个站位',
    empty: '尚无站位：导入料站表（F4 全格式或 F2 简表）',
    seq: '序号',
    slot: '站位',
    machine: '机台',
    station: '料台',
    feeder: '飞达',
    material: '物料',
    alternates: '替代料',
    qty: '单板用量',
    turns: '轮次',
    noVerify: '免校验',
    designators: '位号',
    yes: '是',
    exportF4: '导出 F4（全格式）',
    exportF2: '导出 F2（简表）',
    import: '导入',
    layout: '格式',
    imported: '已导入 {{count}} 个站位',
    importFailed: '导入失败，未做任何修改',
    checkedLocked: '料站表已审核：反审核后才能导入',
  },
  'en-US': {
    title: 'Slots',
    count: '{{count}} slots',
    empty: 'No slots yet: import the feeder list (F4 full layout or F2 short)',
    seq: 'Seq',
    slot: 'Slot',
    machine: 'Machine',
    station: 'Table',
    feeder: 'Feeder',
    material: 'Material',
    alternates: 'Alternates',
    qty: 'Qty/board',
    turns: 'Turn',
    noVerify: 'No verify',
    designators: 'Designators',
    yes: 'Yes',
    exportF4: 'Export F4 (full)',
    exportF2: 'Export F2 (short)',
    import: 'Import',
    layout: 'Layout',
    imported: '{{count}} slots imported',
    importFailed: 'Import refused; nothing was changed',
    checkedLocked: 'The list is checked: uncheck it to import',
  },
};

registerBundles(SMT_FEEDER_NS, SMT_FEEDER_BUNDLES);

import type { RefusalCatalogue } from './catalogue';

// The refusals of the msd area (server/src/modules): code -> its text in each language.
export const MSD_REFUSALS = {
  // receive-label.ts: a supplier's reel label
  'msd.mpn_ambiguous': {
    'en-US': 'manufacturer part number {mpn} names several materials: map it once in icitem_mpn',
    'zh-CN': '制造商料号 {mpn} 对应多个物料：请在 icitem_mpn 中只映射一次',
  },
  'msd.part_mpn_conflict': {
    'en-US': 'part {part} is material {part_material} but manufacturer part number {mpn} is {mpn_material}',
    'zh-CN': '料号 {part} 是物料 {part_material}，但制造商料号 {mpn} 是物料 {mpn_material}',
  },
  'msd.mpn_unmapped': {
    'en-US': 'no material for manufacturer part number {mpn}: map it in icitem_mpn',
    'zh-CN': '没有与制造商料号 {mpn} 对应的物料：请在 icitem_mpn 中映射',
  },
  'msd.label_no_part': {
    'en-US': 'the label names no manufacturer part number (1P) nor one of our material codes (P)',
    'zh-CN': '标签上既没有制造商料号 (1P)，也没有本厂物料编码 (P)',
  },
  'msd.not_reel_label': {
    'en-US': 'not a supplier reel label (no ANSI MH10.8.2 data identifiers)',
    'zh-CN': '不是供应商料盘标签（没有 ANSI MH10.8.2 数据标识符）',
  },
  'msd.label_no_qty': { 'en-US': 'the label carries no quantity (Q)', 'zh-CN': '标签上没有数量 (Q)' },
  'msd.reel_already_received': { 'en-US': 'reel {fnumber} was already received', 'zh-CN': '料盘 {fnumber} 已收料' },
  // msd-events.ts, floor-life.ts: MSD events
  'msd.in_future': { 'en-US': 'is in the future', 'zh-CN': '不能晚于当前时间' },
  'msd.number_range': { 'en-US': 'must be a number from {min} to {max}', 'zh-CN': '必须是 {min} 到 {max} 之间的数' },
  'msd.bake_needs_temp': { 'en-US': 'a bake needs its temperature', 'zh-CN': '烘烤须给出温度' },
  'msd.bake_needs_hours': { 'en-US': 'a bake needs its duration', 'zh-CN': '烘烤须给出时长' },
  'msd.hours_only_for_bake': { 'en-US': 'only a bake has a duration', 'zh-CN': '只有烘烤才有时长' },
  'msd.reel_not_msd': {
    'en-US': 'reel {code} is not moisture sensitive: no MSL on the reel or its material',
    'zh-CN': '料盘 {code} 不是湿敏元件：料盘及其物料均未设置 MSL',
  },
  'msd.before_last_event': {
    'en-US': "before the reel's last MSD event ({kind} at {at})",
    'zh-CN': '早于料盘上一个 MSD 事件（{kind}，{at}）',
  },
  'msd.bake_before_last_event': {
    'en-US': "the bake would start before the reel's last MSD event ({kind} at {at})",
    'zh-CN': '烘烤开始时间将早于料盘上一个 MSD 事件（{kind}，{at}）',
  },
  'msd.reel_already_open': { 'en-US': '{event}: the reel is already open', 'zh-CN': '{event}：料盘已开封' },
  'msd.reel_not_open': {
    'en-US': '{event}: the reel is not open: open it first',
    'zh-CN': '{event}：料盘未开封：请先开封',
  },
  'msd.reel_not_in_dry_storage': {
    'en-US': '{event}: the reel is not in dry storage',
    'zh-CN': '{event}：料盘不在干燥存储中',
  },
  // msd.calls.ts
  'msd.number': { 'en-US': 'must be a number', 'zh-CN': '必须是数字' },
  'msd.label_hours_range': { 'en-US': 'must be from {min} to {max}', 'zh-CN': '必须在 {min} 到 {max} 之间' },
  'msd.no_reel': { 'en-US': 'no reel {code}', 'zh-CN': '料盘 {code} 不存在' },
  // err 1601 at every slot a reel is put on
  'msd.floor_life_exceeded_msl6': {
    'en-US': 'reel {code}: floor life exceeded (MSL 6: bake before use)',
    'zh-CN': '料盘 {code}：车间寿命已超期（MSL 6：使用前须烘烤）',
  },
  'msd.floor_life_exceeded': {
    'en-US': 'reel {code}: floor life exceeded (MSL {msl}: {used} h used of {limit} h, bake to reset)',
    'zh-CN': '料盘 {code}：车间寿命已超期（MSL {msl}：已用 {used} 小时，限 {limit} 小时，烘烤后重置）',
  },
} as const satisfies RefusalCatalogue;

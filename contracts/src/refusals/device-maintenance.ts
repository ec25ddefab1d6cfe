import type { RefusalCatalogue } from './catalogue';

// The refusals of the device-maintenance area (server/src/modules): code -> its text in each language.
export const DEVICE_MAINTENANCE_REFUSALS = {
  // dm.calls.ts
  'device_maintenance.no_device': { 'en-US': 'no device asset {key}', 'zh-CN': '设备资产 {key} 不存在' },
  'device_maintenance.items_required': { 'en-US': 'must name at least one item', 'zh-CN': '至少须指定一个保养项目' },
  'device_maintenance.no_item': { 'en-US': 'no maintenance item {id}', 'zh-CN': '保养项目 {id} 不存在' },
  'device_maintenance.range_too_long': {
    'en-US': 'at most {max} days after from',
    'zh-CN': '最多比开始时间 (from) 晚 {max} 天',
  },
  // resources/dm-record.resource.ts
  'device_maintenance.record_fixed': {
    'en-US': 'cannot change: a record belongs to its device and occurrence',
    'zh-CN': '不可修改：保养记录属于其设备和所在周期',
  },
  'device_maintenance.item_not_in_period': {
    'en-US': "is not an item of this device's period",
    'zh-CN': '不是此设备该周期的保养项目',
  },
  'device_maintenance.period_start_counter': {
    'en-US': 'only a calendar period names its window',
    'zh-CN': '只有日历周期才能指定时间窗',
  },
  'device_maintenance.period_start_invalid': {
    'en-US': 'must be the start of a window of the period, not in the future',
    'zh-CN': '必须是该周期某个时间窗的开始时间，且不能晚于现在',
  },
  // dm-repairs.ts
  'device_maintenance.device_down': {
    'en-US': 'device {device} is already down (an open repair): close it first',
    'zh-CN': '设备 {device} 已停机（有未关闭的维修）：请先关闭',
  },
  'device_maintenance.no_repair_record': { 'en-US': 'no repair record {id}', 'zh-CN': '维修记录 {id} 不存在' },
  'device_maintenance.repair_closed': { 'en-US': 'the repair is already closed', 'zh-CN': '该维修已关闭' },
  'device_maintenance.end_before_start': {
    'en-US': 'must not be before start_at',
    'zh-CN': '不能早于开始时间 (start_at)',
  },
} as const satisfies RefusalCatalogue;

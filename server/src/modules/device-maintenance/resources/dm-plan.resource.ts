import { refuseLimitsOutOfOrder } from '../../../core/resource/limits-in-order';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, int, oneOf, ref, relationsTo, str, tr } from '../../basicdata';
import { DM_PERIOD_KINDS } from '../due';

// How often a maintenance comes back: every N days, Monday weeks or months, or every N produced units or running
// hours of the device's line (docs/device-maintenance.md, "Due and overdue").
export const dmPeriodResource = defineResource({
  name: 'dm_period',
  module: 'device_maintenance',
  table: 'dm_period',
  label: tr('保养周期', 'Maintenance period'),
  fields: {
    fnumber: fnumber('周期编码', 'Period code'),
    fname: fname('周期名称', 'Period name'),
    kind: oneOf(DM_PERIOD_KINDS, '周期类型', 'Kind'),
    every: int('每 N (天/周/月/件/小时)', 'Every N (days/weeks/months/units/hours)', {
      min: 1,
      maxValue: 1_000_000,
      default: 1,
    }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  listColumns: ['fnumber', 'fname', 'kind', 'every'],
  example: { fnumber: 'P-DAILY', fname: 'Daily', kind: 'day', every: 1 },
});

// What to check or do, the expected result and, for a measured value, its limits.
export const dmItemResource = defineResource({
  name: 'dm_item',
  module: 'device_maintenance',
  table: 'dm_item',
  label: tr('保养项目', 'Maintenance item'),
  fields: {
    fnumber: fnumber('项目编码', 'Item code'),
    fname: fname('项目名称', 'Item name'),
    content: str(512, '保养内容', 'What to check or do'),
    standard: str(256, '标准/预期结果', 'Expected result'),
    lower: { type: 'number', label: tr('下限', 'Lower limit'), nullable: true },
    upper: { type: 'number', label: tr('上限', 'Upper limit'), nullable: true },
    unit: str(32, '单位', 'Unit'),
    dm_period_id: ref('dm_period', '保养周期', 'Period', { required: true }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('dm_period'),
  listColumns: ['fnumber', 'fname', 'content', 'standard', 'dm_period_id'],
  example: { fnumber: 'I-NOZZLE', fname: 'Clean nozzles', standard: 'no residue' },
  hooks: {
    // a measured value is judged ng outside [lower, upper]: limits out of order would fail every entry
    beforeWrite(input, ctx) {
      refuseLimitsOutOfOrder(input, ctx.current, 'lower', 'upper');
      return input;
    },
  },
});

// Which items apply to which device (one row per pair; multi_create sets many at once).
export const dmRelatedItemResource = defineResource({
  name: 'dm_related_item',
  module: 'device_maintenance',
  table: 'dm_related_item',
  label: tr('设备保养项目', 'Items of a device'),
  actions: ['get', 'list', 'create', 'delete'],
  fields: {
    device_asset_id: ref('device_asset', '设备', 'Device', { required: true }),
    dm_item_id: ref('dm_item', '保养项目', 'Maintenance item', { required: true }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('device_asset', 'dm_item'),
  listColumns: ['device_asset_id', 'dm_item_id'],
  io: false,
});

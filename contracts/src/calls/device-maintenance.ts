import { z } from 'zod';
import type { DmEnterAnswer, LineDeviceAlerts } from '../device-maintenance';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';

// Device maintenance (issue 19, docs/device-maintenance.md): the calls beyond the resources' standard set.

type Row = Record<string, unknown>;
const M = 'device_maintenance';

/** the longest range dm_stat/day counts, in days */
export const DM_STAT_MAX_DAYS = 92;

/** a row of dm_stat/day: one device on one day */
export type DmStatDay = {
  day: string;
  device_asset_id: number;
  fnumber: string;
  fname: string;
  product_line_id: number | null;
  due: number;
  done: number;
  late: number;
  missed: number;
};
/** an item of a device with its period (dm_related_item/list_item_by_device) */
export type DmDeviceItem = {
  id: number;
  fnumber: string;
  fname: string;
  content: string;
  dm_period_id: number;
  period: { id: number; fnumber: string; fname: string; kind: string; every: number };
  [k: string]: unknown;
};

/** a repair's text as it is stored: absent leaves it as it is, null is '' */
const repairText = (max: number) =>
  z
    .string(coded('input.string'))
    .max(max, coded('input.too_long', { max }))
    .nullable()
    .transform((v) => v ?? '')
    .optional();
const deviceId = () => field.id();
const itemIds = () => field.ids(500);

export const DM_CALLS = {
  close: declareCall<Row>()({
    path: `${M}/dm_repair_record/close`,
    summary: 'close an open repair: id, end_at (default now), cause, action, parts, fdesc',
    input: field.object({
      id: field.id(),
      /** now when absent */
      end_at: field.dateTime().optional(),
      cause: repairText(512),
      action: repairText(512),
      parts: repairText(512),
      fdesc: repairText(256),
    }),
  }),
  latest: declareCall<Row | null>()({
    path: `${M}/dm_repair_record/latest_record`,
    summary: "a device's latest repair (open or closed), or null: device_asset_id",
    input: field.object({ device_asset_id: deviceId() }),
  }),
  multiCreate: declareCall<{ created: number; list: Row[] }>()({
    path: `${M}/dm_related_item/multi_create`,
    summary: 'give a device many items at once: device_asset_id, dm_item_ids (ones it has stay)',
    input: field
      .object({ device_asset_id: deviceId(), dm_item_ids: itemIds() })
      .refine(
        ...rule<{ dm_item_ids: number[] }>(
          (b) => b.dm_item_ids.length > 0,
          'dm_item_ids',
          'device_maintenance.items_required',
        ),
      ),
  }),
  deleteByDevice: declareCall<{ deleted: number; ids: number[] }>()({
    path: `${M}/dm_related_item/delete_item_by_device`,
    summary: "remove a device's items: device_asset_id, dm_item_ids (absent: all)",
    input: field.object({ device_asset_id: deviceId(), dm_item_ids: itemIds().optional() }),
  }),
  listByDevice: declareCall<DmDeviceItem[]>()({
    path: `${M}/dm_related_item/list_item_by_device`,
    summary: 'the items of a device with their periods: device_asset_id',
    input: field.object({ device_asset_id: deviceId() }),
  }),
  /** permission: the dm_enter screen's (device_maintenance.dm_enter.list) */
  getLately: declareCall<DmEnterAnswer>()({
    path: `${M}/dm_enter/getlately`,
    summary:
      'a technician scans a device (barcode: asset number, serial or SMT machine code; or device_asset_id): its periods, which are due now with their items, its open repair',
    input: field
      .object({ barcode: field.text(128).optional(), device_asset_id: deviceId().optional() })
      .refine(
        ...rule<{ barcode?: string; device_asset_id?: number }>(
          (b) => b.device_asset_id !== undefined || b.barcode !== undefined,
          'barcode',
          'input.non_empty_string',
        ),
      ),
  }),
  /** permission: the dm_stat screen's (device_maintenance.dm_stat.list) */
  statDay: declareCall<{ list: DmStatDay[] }>()({
    path: `${M}/dm_stat/day`,
    summary:
      'per day and device: maintenance due, done, late, missed (from, to: dates, at most 92 days; product_line_id, device_asset_id)',
    input: field
      .object({
        from: field.dateTime(),
        to: field.dateTime(),
        product_line_id: field.id().optional(),
        device_asset_id: deviceId().optional(),
      })
      .refine(...rule<{ from: Date; to: Date }>((b) => b.to > b.from, 'to', 'input.after_from'))
      .refine(
        ...rule<{ from: Date; to: Date }>(
          (b) => b.to.getTime() - b.from.getTime() <= DM_STAT_MAX_DAYS * 86_400_000,
          'to',
          'device_maintenance.range_too_long',
          { max: DM_STAT_MAX_DAYS },
        ),
      ),
  }),
  /** public: a kanban screen's token or a user holding device_maintenance.dm_alert.line */
  lineAlerts: declareCall<LineDeviceAlerts>()({
    path: `${M}/dm_alert/line`,
    summary:
      'what stands on a line now: its devices down (open repairs) and overdue maintenance: product_line_id (a screen token or a user)',
    input: field.object({ product_line_id: field.id() }),
  }),
  sweep: declareCall<{ sent: unknown[] }>()({
    path: `${M}/dm_alert/sweep`,
    summary: 'announce every overdue maintenance not announced yet (device.overdue to the line); answers those sent',
    input: field.object({}),
  }),
};

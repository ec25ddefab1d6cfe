// Device maintenance's live events (docs/device-maintenance.md, "Live"): a device went down (a repair opened), came
// back (its repair closed or was deleted), a maintenance is overdue, or an overdue one was done (maintained). Sent to
// the line's room and to the rooms of the line's stations.

export const DEVICE_ALERT_KINDS = ['down', 'up', 'overdue', 'maintained'] as const;
export type DeviceAlertKind = (typeof DEVICE_ALERT_KINDS)[number];

export type DeviceAlert = {
  kind: DeviceAlertKind;
  device_asset_id: number;
  /** the asset number and name, for the board's andon without a lookup */
  fnumber: string;
  fname: string;
  /** null: the device stands on no line (no room but the resource lists) */
  product_line_id: number | null;
  /** the stations of that line, whose screens get a notice */
  station_ids: number[];
  /** the repair that opened or closed (down, up) */
  dm_repair_record_id: number | null;
  /** the overdue occurrence's period (overdue, maintained) */
  dm_period_id: number | null;
  due_at: string | null;
  /** a repair's cause, or the overdue period's name */
  text: string;
  at: string;
  by: number | null;
};

/** The alerts still standing on a line: open repairs and overdue maintenance (device_maintenance/dm_alert/line). */
export type LineDeviceAlerts = { product_line_id: number; alerts: DeviceAlert[] };

export const DM_PERIOD_KINDS = ['day', 'week', 'month', 'units', 'hours'] as const;
export type DmPeriodKind = (typeof DM_PERIOD_KINDS)[number];

/** A maintenance item as a device's periods list it. */
export type DmItemInfo = {
  id: number;
  fnumber: string;
  fname: string;
  content: string;
  standard: string;
  lower: number | null;
  upper: number | null;
  unit: string;
};

/** One period of a scanned device: the occurrence a new record is for, whether it is due, overdue or done. */
export type DmPeriodState = {
  id: number;
  fnumber: string;
  fname: string;
  kind: DmPeriodKind;
  every: number;
  period_start: string;
  due: boolean;
  overdue: boolean;
  done: boolean;
  items: DmItemInfo[];
};

/** What device_maintenance/dm_enter/getlately answers. */
export type DmEnterAnswer = {
  device: { id: number; fnumber: string; fname: string; status: string; product_line_id: number | null };
  periods: DmPeriodState[];
  open_repair: { id: number; cause: string; start_at: string } | null;
};

/** How a screen words a period's state: overdue, due, done this period, or not due yet. */
export function dmStateOf(p: Pick<DmPeriodState, 'due' | 'overdue' | 'done'>): 'overdue' | 'due' | 'done' | 'later' {
  if (p.overdue) return 'overdue';
  if (p.due) return 'due';
  return p.done ? 'done' : 'later';
}

import { DM_PERIOD_KINDS, type DmItemInfo } from '@mes/contracts';
import type pg from 'pg';
import { first, rows, sql, type Queryable } from '../../core/db/sql';
import {
  countByDay,
  currentOccurrence,
  isCounter,
  occurrences,
  type CounterSample,
  type DayCount,
  type DmPeriod,
  type DmPeriodKind,
  type DoneRecord,
  type Occurrence,
} from './due';

export type DeviceRow = {
  id: number;
  fnumber: string;
  fname: string;
  status: string;
  product_line_id: number | null;
};

/** One period of a device: the items of it that apply, since when, and its records. */
export type DevicePeriod = DmPeriod & {
  id: number;
  fnumber: string;
  fname: string;
  since: Date;
  items: DmItemInfo[];
};

const DEVICE = sql(
  'device-maintenance.device',
  `SELECT d.id, d.fnumber, d.fname, d.status,
         COALESCE(d.product_line_id, (SELECT m.product_line_id FROM smt_machine m WHERE m.device_asset_id = d.id
           ORDER BY m.id LIMIT 1)) AS product_line_id
       FROM device_asset d WHERE d.id = $1`,
);
const DEVICE_BY_LABEL = sql(
  'device-maintenance.device_by_label',
  `SELECT d.id FROM device_asset d WHERE d.fnumber = $1 OR (d.serial_no <> '' AND d.serial_no = $1)
       UNION ALL SELECT m.device_asset_id FROM smt_machine m WHERE m.fnumber = $1 AND m.device_asset_id IS NOT NULL
       LIMIT 1`,
  { notNull: ['id'] },
);
const PERIODS = sql(
  'device-maintenance.periods',
  `SELECT p.id AS period_id, p.fnumber AS p_fnumber, p.fname AS p_fname, p.kind, p.every, r.created_at,
         i.id, i.fnumber, i.fname, i.content, i.standard, i.lower::float8 AS lower, i.upper::float8 AS upper, i.unit
       FROM dm_related_item r JOIN dm_item i ON i.id = r.dm_item_id JOIN dm_period p ON p.id = i.dm_period_id
       WHERE r.device_asset_id = $1 AND NOT i.disabled AND NOT p.disabled ORDER BY p.id, i.fnumber`,
);
const PERIOD = sql('device-maintenance.period', 'SELECT id, fnumber, fname, kind, every FROM dm_period WHERE id = $1');
const RECORDS = sql(
  'device-maintenance.records',
  'SELECT period_start, done_at FROM dm_record WHERE device_asset_id = $1 AND dm_period_id = $2 ORDER BY done_at',
);
// a counter's hourly samples: the units produced (units), or 1 for an hour the line ran (hours); the texts are the
// ones the area ran before (the kind chose `output` or `1`)
const SAMPLES = {
  units: sql(
    'device-maintenance.samples_units',
    `SELECT hour AS at, output AS value FROM proj_line_hour
       WHERE product_line_id = $1 AND hour >= date_trunc('hour', $2::timestamptz) AND (pass + fail + output) > 0
       ORDER BY hour`,
  ),
  hours: sql(
    'device-maintenance.samples_hours',
    `SELECT hour AS at, 1 AS value FROM proj_line_hour
       WHERE product_line_id = $1 AND hour >= date_trunc('hour', $2::timestamptz) AND (pass + fail + output) > 0
       ORDER BY hour`,
    { notNull: ['value'] },
  ),
} as const;
const STAT_DEVICES = sql(
  'device-maintenance.stat_devices',
  `SELECT DISTINCT r.device_asset_id AS id FROM dm_related_item r
       WHERE ($1::int IS NULL OR r.device_asset_id = $1) ORDER BY 1`,
);

/** a period's kind as stored: the table's CHECK holds it to DM_PERIOD_KINDS */
function kindOf(kind: string): DmPeriodKind {
  const known = DM_PERIOD_KINDS.find((k) => k === kind);
  if (!known) throw new Error(`dm_period.kind ${kind} is not a kind of period`);
  return known;
}

// The factory's local time, for calendar windows and days: the server's own zone.
export const localOffset = (t: Date = new Date()): number => -t.getTimezoneOffset();

// Reads what the pure due computation needs from the tables: a device's line (its own, or its SMT machine's), its
// items grouped by period, its records, and its line's hourly counters (proj_line_hour: output units, running hours).
export class DmDueService {
  constructor(private readonly pool: pg.Pool) {}

  async device(id: number, db: Queryable = this.pool): Promise<DeviceRow | null> {
    return (await first(db, DEVICE, [id])) ?? null;
  }

  /** A scanned asset label: the asset number, the serial number, or an SMT machine's code. */
  async deviceByLabel(label: string): Promise<DeviceRow | null> {
    const found = await first(this.pool, DEVICE_BY_LABEL, [label]);
    return found ? this.device(found.id) : null;
  }

  async periods(deviceId: number, db: Queryable = this.pool): Promise<DevicePeriod[]> {
    const items = await rows(db, PERIODS, [deviceId]);
    const byId = new Map<number, DevicePeriod>();
    for (const r of items) {
      const p = byId.get(r.period_id) ?? {
        id: r.period_id,
        fnumber: r.p_fnumber,
        fname: r.p_fname,
        kind: kindOf(r.kind),
        every: r.every,
        since: r.created_at,
        items: [],
      };
      if (r.created_at < p.since) p.since = r.created_at;
      p.items.push({
        id: r.id,
        fnumber: r.fnumber,
        fname: r.fname,
        content: r.content,
        standard: r.standard,
        lower: r.lower,
        upper: r.upper,
        unit: r.unit,
      });
      byId.set(r.period_id, p);
    }
    return [...byId.values()];
  }

  /** A period the device has no item of (an ad-hoc record): counted from now. */
  async period(id: number, db: Queryable = this.pool): Promise<DevicePeriod | null> {
    const p = await first(db, PERIOD, [id]);
    return p ? { ...p, kind: kindOf(p.kind), since: new Date(), items: [] } : null;
  }

  async records(deviceId: number, periodId: number, db: Queryable = this.pool): Promise<DoneRecord[]> {
    return rows(db, RECORDS, [deviceId, periodId]);
  }

  async samples(p: DmPeriod, lineId: number | null, from: Date, db: Queryable = this.pool): Promise<CounterSample[]> {
    if (!isCounter(p) || lineId === null) return [];
    const hours = await rows(db, p.kind === 'units' ? SAMPLES.units : SAMPLES.hours, [lineId, from]);
    return hours.map((h) => ({ at: h.at, value: h.value }));
  }

  /** The occurrence a new record of this device and period is for, and whether it is due now. */
  async current(device: DeviceRow, p: DevicePeriod, now: Date, db: Queryable = this.pool) {
    const records = await this.records(device.id, p.id, db);
    const samples = await this.samples(p, device.product_line_id, p.since, db);
    return currentOccurrence(p, { records, samples, from: p.since, now, offsetMin: localOffset(now) });
  }

  async occurrences(device: DeviceRow, p: DevicePeriod, now: Date): Promise<Occurrence[]> {
    const records = await this.records(device.id, p.id);
    const samples = await this.samples(p, device.product_line_id, p.since);
    return occurrences(p, { records, samples, from: p.since, now, offsetMin: localOffset(now) });
  }

  /** Per device and day: due, done, late, missed between from and to (local days), on one line or every line. */
  async stat(from: Date, to: Date, lineId: number | null, deviceId: number | null) {
    const devices = await rows(this.pool, STAT_DEVICES, [deviceId]);
    const out: (DayCount & {
      device_asset_id: number;
      fnumber: string;
      fname: string;
      product_line_id: number | null;
    })[] = [];
    const now = new Date();
    const until = to < now ? to : now;
    for (const { id } of devices) {
      const device = await this.device(id);
      if (!device || (lineId !== null && device.product_line_id !== lineId)) continue;
      const all: Occurrence[] = [];
      for (const p of await this.periods(id)) all.push(...(await this.occurrences(device, p, until)));
      const inRange = all.filter((o) => o.due_at >= from && o.due_at < to);
      for (const c of countByDay(inRange, localOffset(from)))
        out.push({
          ...c,
          device_asset_id: id,
          fnumber: device.fnumber,
          fname: device.fname,
          product_line_id: device.product_line_id,
        });
    }
    return out.sort((a, b) => a.day.localeCompare(b.day) || a.device_asset_id - b.device_asset_id);
  }
}

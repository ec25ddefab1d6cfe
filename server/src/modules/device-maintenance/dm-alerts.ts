import { TOPIC, type DeviceAlert, type DeviceAlertKind } from '@mes/contracts';
import { rows, sql, type Queryable, type Tx } from '../../core/db/sql';
import { writeOutbox } from '../../core/events/outbox.writer';
import type { DeviceRow, DmDueService } from './dm-due.service';
import { localOffset } from './dm-due.service';
import { windowOf, isCounter } from './due';

const LINE_STATIONS = sql(
  'device-maintenance.line_stations',
  'SELECT id FROM station WHERE product_line_id = $1 ORDER BY id',
);
const LINE_DEVICES = sql(
  'device-maintenance.line_devices',
  `SELECT d.id FROM device_asset d WHERE d.product_line_id = $1
     UNION SELECT m.device_asset_id FROM smt_machine m WHERE m.product_line_id = $1 AND m.device_asset_id IS NOT NULL
     ORDER BY 1`,
  { notNull: ['id'] },
);
const OPEN_REPAIRS = sql(
  'device-maintenance.open_repairs',
  'SELECT id, cause, creater_id, start_at FROM dm_repair_record WHERE device_asset_id = $1 AND end_at IS NULL',
);
const MARK_OVERDUE_SENT = sql(
  'device-maintenance.mark_overdue_sent',
  `INSERT INTO dm_overdue_sent (device_asset_id, dm_period_id, due_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING device_asset_id`,
);
const SWEPT_DEVICES = sql(
  'device-maintenance.swept_devices',
  'SELECT DISTINCT device_asset_id AS id FROM dm_related_item ORDER BY 1',
);

/** the devices a sweep looks at: those with maintenance items */
export async function sweptDevices(db: Queryable): Promise<number[]> {
  return (await rows(db, SWEPT_DEVICES, [])).map((r) => r.id);
}

export type AlertFacts = Pick<DeviceAlert, 'dm_repair_record_id' | 'dm_period_id' | 'due_at' | 'text' | 'by'>;

/** The alert of a device, addressed to its line and the line's stations. */
export async function alertOf(
  db: Queryable,
  device: DeviceRow,
  kind: DeviceAlertKind,
  facts: AlertFacts,
): Promise<DeviceAlert> {
  const stations = device.product_line_id === null ? [] : await rows(db, LINE_STATIONS, [device.product_line_id]);
  return {
    kind,
    device_asset_id: device.id,
    fnumber: device.fnumber,
    fname: device.fname,
    product_line_id: device.product_line_id,
    station_ids: stations.map((s) => s.id),
    at: new Date().toISOString(),
    ...facts,
  };
}

/** Writes the alert in the caller's transaction: it reaches the rooms only if the change commits. */
export async function sendAlert(
  db: Queryable,
  device: DeviceRow,
  kind: DeviceAlertKind,
  facts: AlertFacts,
): Promise<DeviceAlert> {
  const alert = await alertOf(db, device, kind, facts);
  await writeOutbox(db, TOPIC.deviceAlert(kind), alert);
  return alert;
}

type Overdue = { device: DeviceRow; period_id: number; period_name: string; due_at: Date };

// Overdue now: a counter period past its grace, or a calendar period whose last window ended without a record and
// whose current window has none yet.
export async function overdueOf(due: DmDueService, device: DeviceRow, now: Date): Promise<Overdue[]> {
  const out: Overdue[] = [];
  for (const p of await due.periods(device.id)) {
    if (isCounter(p)) {
      const occ = (await due.occurrences(device, p, now)).find((o) => o.status === 'due' && o.overdue);
      if (occ) out.push({ device, period_id: p.id, period_name: p.fname, due_at: occ.due_at });
      continue;
    }
    const cur = windowOf(p, now, localOffset(now));
    if (cur.start <= p.since) continue;
    const prev = windowOf(p, new Date(cur.start.getTime() - 1), localOffset(now));
    const occ = await due.occurrences(device, p, now);
    const last = occ.find((o) => o.period_start.getTime() === prev.start.getTime());
    const current = occ.find((o) => o.period_start.getTime() === cur.start.getTime());
    if (last?.status === 'missed' && current?.status === 'due')
      out.push({ device, period_id: p.id, period_name: p.fname, due_at: last.due_at });
  }
  return out;
}

/** The alerts standing on a line: its devices down (open repairs) and overdue. */
export async function lineAlerts(db: Queryable, due: DmDueService, lineId: number): Promise<DeviceAlert[]> {
  const devices = await rows(db, LINE_DEVICES, [lineId]);
  const out: DeviceAlert[] = [];
  const now = new Date();
  for (const { id } of devices) {
    const device = await due.device(id, db);
    if (!device || device.product_line_id !== lineId) continue;
    const open = await rows(db, OPEN_REPAIRS, [id]);
    for (const r of open) {
      const a = await alertOf(db, device, 'down', {
        dm_repair_record_id: r.id,
        dm_period_id: null,
        due_at: null,
        text: r.cause,
        by: r.creater_id,
      });
      out.push({ ...a, at: r.start_at.toISOString() });
    }
    for (const o of await overdueOf(due, device, now))
      out.push(
        await alertOf(db, device, 'overdue', {
          dm_repair_record_id: null,
          dm_period_id: o.period_id,
          due_at: o.due_at.toISOString(),
          text: o.period_name,
          by: null,
        }),
      );
  }
  return out;
}

/**
 * Announces every overdue occurrence not announced yet (dm_overdue_sent keeps them: any number of servers may sweep
 * at once, each occurrence is sent once). Answers the alerts it wrote.
 */
export async function sweepOverdue(
  transaction: <T>(run: (c: Tx) => Promise<T>) => Promise<T>,
  due: DmDueService,
  deviceIds: number[],
  now: Date,
): Promise<DeviceAlert[]> {
  const sent: DeviceAlert[] = [];
  for (const id of deviceIds) {
    const device = await due.device(id);
    if (!device) continue;
    for (const o of await overdueOf(due, device, now)) {
      const alert = await transaction(async (c) => {
        const fresh = await rows(c, MARK_OVERDUE_SENT, [id, o.period_id, o.due_at]);
        if (fresh.length === 0) return null;
        return sendAlert(c, device, 'overdue', {
          dm_repair_record_id: null,
          dm_period_id: o.period_id,
          due_at: o.due_at.toISOString(),
          text: o.period_name,
          by: null,
        });
      });
      if (alert) sent.push(alert);
    }
  }
  return sent;
}

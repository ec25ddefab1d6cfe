import type { DeviceAlert, DeviceAlertKind } from '@mes/contracts';
import type pg from 'pg';
import { first, rows, sql, type Queryable } from '../../core/db/sql';
import { alertOf, sendAlert } from '../device-maintenance';
import type { DeviceRow } from '../device-maintenance';

const ASSET = sql('cfx.device_asset', 'SELECT fnumber, fname FROM device_asset WHERE id = $1');
const FAULTED = sql(
  'cfx.faulted_machines',
  `SELECT m.id, m.handle, m.fname, m.device_asset_id, s.product_line_id, min(f.start_at) AS since,
       (array_agg(trim(f.fault_code || ' ' || f.description) ORDER BY f.start_at))[1] AS text
     FROM cfx_fault f JOIN cfx_machine m ON m.id = f.cfx_machine_id JOIN station s ON s.id = m.station_id
     WHERE f.end_at IS NULL AND s.product_line_id = $1
     GROUP BY m.id, s.product_line_id ORDER BY m.id`,
  { notNull: ['since'] },
);
type MachineOnLine = {
  id: number;
  handle: string;
  fname: string;
  device_asset_id: number | null;
  product_line_id: number;
};

// A machine as the andon names it: its device asset, or minus the CFX machine's id when it has none, so that each
// machine keeps its own place on the line board (its key is the device id).
async function deviceOf(c: Queryable, m: MachineOnLine, down: boolean): Promise<DeviceRow> {
  const asset = await first(c, ASSET, [m.device_asset_id]);
  return {
    id: asset ? m.device_asset_id! : -m.id,
    fnumber: asset?.fnumber ?? m.handle,
    fname: asset?.fname ?? (m.fname || m.handle),
    status: down ? 'repair' : 'in_use',
    product_line_id: m.product_line_id,
  };
}

/** device.down / device.up of a machine to its line, in the caller's transaction (`c`, its connection). */
export async function sendMachineAlert(
  c: Queryable,
  m: MachineOnLine,
  kind: DeviceAlertKind,
  text: string,
): Promise<void> {
  await sendAlert(c, await deviceOf(c, m, kind === 'down'), kind, {
    dm_repair_record_id: null,
    dm_period_id: null,
    due_at: null,
    text: text.slice(0, 512),
    by: null,
  });
}

/** The machines of a line with open faults, as the andon's first read lists them (device_maintenance/dm_alert/line). */
export async function openFaultAlerts(pool: pg.Pool, lineId: number): Promise<DeviceAlert[]> {
  const out: DeviceAlert[] = [];
  for (const r of await rows(pool, FAULTED, [lineId])) {
    const alert = await alertOf(pool, await deviceOf(pool, r, true), 'down', {
      dm_repair_record_id: null,
      dm_period_id: null,
      due_at: null,
      text: r.text || 'fault',
      by: null,
    });
    out.push({ ...alert, at: new Date(r.since).toISOString() });
  }
  return out;
}

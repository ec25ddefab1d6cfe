import type pg from 'pg';
import type { DeviceAlert } from '@mes/contracts';
import { inTransaction } from '../../core/db/sql';
import { sweepOverdue, sweptDevices } from './dm-alerts';
import { DmDueService } from './dm-due.service';

/**
 * The workers' scheduled sweep (job dm_overdue.sweep): announces the overdue maintenance of every device not announced
 * yet, each in its own transaction, with the same code as the call device_maintenance/dm_alert/sweep.
 */
export async function sweepOverdueWithPool(pool: pg.Pool, now: Date = new Date()): Promise<DeviceAlert[]> {
  const due = new DmDueService(pool);
  return sweepOverdue((run) => inTransaction(pool, run), due, await sweptDevices(pool), now);
}

import type pg from 'pg';
import type { DeviceAlert } from '@mes/contracts';
import { sweepOverdue } from './dm-alerts';
import { DmDueService, type Query } from './dm-due.service';

const rowsOf = (db: pg.Pool | pg.PoolClient): Query => ({
  query: async (sql, params) => (await db.query(sql, params)).rows,
});

/**
 * The workers' scheduled sweep (job dm_overdue.sweep): announces the overdue maintenance of every device not announced
 * yet, each in its own transaction, with the same code as the call device_maintenance/dm_alert/sweep.
 */
export async function sweepOverdueWithPool(pool: pg.Pool, now: Date = new Date()): Promise<DeviceAlert[]> {
  const due = new DmDueService(rowsOf(pool));
  const ids = (
    await pool.query<{ id: number }>('SELECT DISTINCT device_asset_id AS id FROM dm_related_item ORDER BY 1')
  ).rows;
  const transaction = async <T>(run: (m: Query) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const answer = await run(rowsOf(client));
      await client.query('COMMIT');
      return answer;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
  return sweepOverdue(
    transaction,
    due,
    ids.map((r) => r.id),
    now,
  );
}

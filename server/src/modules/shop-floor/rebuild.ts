import type pg from 'pg';
import { factsFromLog } from './facts';
import type { StationReportFact } from '@mes/contracts';
import { applyFacts } from './projector';

export const PROJECTION_TABLES = ['proj_station_stat', 'proj_line_hour', 'proj_worder_progress'] as const;

// Rebuilds every projection from station_log in one transaction: readers see the old numbers until it commits.
// Facts already in the outbox are marked applied so the workers do not count them twice.
export async function rebuildProjections(pool: pg.Pool): Promise<{ facts: number }> {
  const client = await pool.connect();
  let facts = 0;
  try {
    await client.query('BEGIN');
    // projection_applied first: the workers take it before the counters, so both lock in the same order.
    await client.query(`LOCK TABLE projection_applied, ${PROJECTION_TABLES.join(', ')} IN EXCLUSIVE MODE`);
    await client.query(`TRUNCATE ${PROJECTION_TABLES.join(', ')}`);
    let chunk: StationReportFact[] = [];
    for await (const fact of factsFromLog(pool)) {
      chunk.push(fact);
      facts++;
      if (chunk.length === 2000) {
        await applyFacts(client, chunk);
        chunk = [];
      }
    }
    await applyFacts(client, chunk);
    await client.query(
      `INSERT INTO projection_applied (outbox_id, emitted)
       SELECT id, true FROM outbox WHERE topic = 'station_report.created' AND (payload->>'station_log_id')::bigint <= $1
       ON CONFLICT (outbox_id) DO NOTHING`, [await lastLogId(client)],
    );
    await client.query('COMMIT');
    return { facts };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

async function lastLogId(db: pg.PoolClient): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM station_log');
  return Number(rows[0].id ?? 0);
}

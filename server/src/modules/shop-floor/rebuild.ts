import type pg from 'pg';
import { factsFromLog } from './facts';
import { TOPIC, type StationReportFact } from '@mes/contracts';
import { applyFacts } from './projector';
import { first, run, sql } from '../../core/db/sql';

const COUNT_LOG = sql('shop-floor.count_station_log', 'SELECT count(*) AS n FROM station_log', { notNull: ['n'] });
const MARK_APPLIED = sql(
  'shop-floor.mark_reports_applied',
  `INSERT INTO projection_applied (outbox_id, emitted)
       SELECT id, true FROM outbox WHERE topic = $1 ON CONFLICT (outbox_id) DO NOTHING`,
);

/** What the rebuild tells of its progress (a core/progress handle): the facts to replay, then those replayed. */
export type RebuildProgress = { setTotal(total: number): Promise<void>; advance(n: number): Promise<void> };

export const PROJECTION_TABLES = [
  'proj_station_stat',
  'proj_line_hour',
  'proj_worder_progress',
  'proj_station_hour',
  'proj_station_minutes',
] as const;

// Rebuilds every projection from station_log in one transaction: readers see the old numbers until it commits.
// One snapshot (REPEATABLE READ, taken after the lock) serves both the facts replayed and the outbox entries marked
// applied: a report and its outbox entry commit together, so every entry marked was counted, and every report
// committed after the snapshot is left to the workers, which wait for the lock and then add it on top.
export async function rebuildProjections(pool: pg.Pool, progress?: RebuildProgress): Promise<{ facts: number }> {
  const client = await pool.connect();
  let facts = 0;
  try {
    // transaction control and the lock of the tables listed above stay plain queries (no rows to type)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    // projection_applied first: the workers take it before the counters, so both lock in the same order. LOCK takes
    // no snapshot: the first query after it does, once every worker transaction in flight has committed.
    await client.query(`LOCK TABLE projection_applied, ${PROJECTION_TABLES.join(', ')} IN EXCLUSIVE MODE`);
    await client.query(`TRUNCATE ${PROJECTION_TABLES.join(', ')}`);
    // One fact per station_log row, counted in the rebuild's own snapshot.
    if (progress) await progress.setTotal(Number((await first(client, COUNT_LOG, []))?.n ?? 0));
    let chunk: StationReportFact[] = [];
    for await (const fact of factsFromLog(client)) {
      chunk.push(fact);
      facts++;
      if (chunk.length === 2000) {
        await applyFacts(client, chunk);
        await progress?.advance(chunk.length);
        chunk = [];
      }
    }
    await applyFacts(client, chunk);
    await progress?.advance(chunk.length);
    await run(client, MARK_APPLIED, [TOPIC.stationReport]);
    await client.query('COMMIT');
    return { facts };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

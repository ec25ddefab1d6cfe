import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { clientOf, run, sql } from '../db/sql';

// An idle connection is kept for five minutes (pg's default is 10 s): a line starting again after a short stop would
// otherwise pay for new PostgreSQL backends (a process each, its caches, every named statement prepared again) in the
// first second of its burst, which the benchmark saw as the whole tail of a phase.
export const PG_IDLE_MS = 5 * 60_000;

export function dataSourceOptions(url: string, poolMax = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // No entity classes: each table is described by its migration (and its resource declaration, where one exists).
    entities: [],
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolMax, connectionTimeoutMillis: 5000, idleTimeoutMillis: PG_IDLE_MS },
  };
}

// Any number of servers may start together: one advisory lock makes them run the migrations one at a time.
const MIGRATION_LOCK = 7140_2025;
const LOCK = sql('core.migration_lock', 'SELECT pg_advisory_lock($1)');
const UNLOCK = sql('core.migration_unlock', 'SELECT pg_advisory_unlock($1)');

export async function runMigrations(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  const session = clientOf(runner.manager); // the lock is the session's: taken and given back on its connection
  try {
    await run(session, LOCK, [MIGRATION_LOCK]);
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await run(session, UNLOCK, [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export async function openDataSource(url: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  return ds;
}

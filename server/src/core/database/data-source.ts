import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import type pg from 'pg';
import { run, sql } from '../db/sql';

// TypeORM runs the migrations, and only them (docs/database.md): the server's and the workers' statements run on the
// pg pool of core/db/pool.ts (tests open a DataSource of their own to migrate and seed their databases).
export function dataSourceOptions(url: string, poolMax = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // No entity classes: each table is described by its migration (and its resource declaration, where one exists).
    entities: [],
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolMax, connectionTimeoutMillis: 5000 },
  };
}

// Any number of servers may start together: one advisory lock makes them run the migrations one at a time.
const MIGRATION_LOCK = 7140_2025;
const LOCK = sql('core.migration_lock', 'SELECT pg_advisory_lock($1)');
const UNLOCK = sql('core.migration_unlock', 'SELECT pg_advisory_unlock($1)');

export async function runMigrations(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  // the lock is the session's: taken and given back on the runner's own connection (TypeORM's postgres driver
  // answers it as pg's client)
  const session = (await runner.connect()) as pg.PoolClient;
  try {
    await run(session, LOCK, [MIGRATION_LOCK]);
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await run(session, UNLOCK, [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export async function openDataSource(url: string, poolMax = 20): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url, poolMax));
  await ds.initialize();
  return ds;
}

/** Migrates the database at url (one server at a time, under the lock) on a DataSource of its own, then closes it. */
export async function migrate(url: string): Promise<string[]> {
  const ds = await openDataSource(url, 2); // the lock's session and the migrations' connection
  try {
    return await runMigrations(ds);
  } finally {
    await ds.destroy();
  }
}

import type pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The pg pool under a test's TypeORM DataSource (tests open one to migrate and seed their database): the server's
 * functions take a pg pool or client (docs/database.md, "One pool"), and this hands them the test's.
 */
export function poolOf(ds: DataSource): pg.Pool {
  return (ds.driver as unknown as { master: pg.Pool }).master;
}

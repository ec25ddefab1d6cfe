import pg from 'pg';

// An idle connection is kept for five minutes (pg's default is 10 s): a line starting again after a short stop would
// otherwise pay for new PostgreSQL backends (a process each, its caches, every named statement prepared again) in the
// first second of its burst, which the benchmark saw as the whole tail of a phase.
export const PG_IDLE_MS = 5 * 60_000;

/**
 * The process's one pg pool (docs/database.md, "One pool"): every statement of the server and the workers runs on it
 * or on a client of its `inTransaction`. TypeORM is not under it: TypeORM only runs the migrations, on a connection
 * of its own, before the pool is handed out.
 */
export function openPool(url: string, max = 20): pg.Pool {
  return new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: PG_IDLE_MS });
}

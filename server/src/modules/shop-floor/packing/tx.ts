import type pg from 'pg';

/** fn in one transaction on one connection of the pool; rolled back on any error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const answer = await fn(c);
    await c.query('COMMIT');
    return answer;
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

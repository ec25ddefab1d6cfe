import type pg from 'pg';
import { inTransaction } from '../../core/db/sql';
import { sweepMsdExpiry, type Rows } from './msd-events';

const rowsOf = (db: pg.Pool | pg.PoolClient): Rows => ({
  query: async (sql, params) => (await db.query(sql, params)).rows,
});

/** The workers' scheduled sweep (job msd_expiry.sweep): the same code as the call stock_mgt/bundle/msd_sweep. */
export async function sweepMsdExpiryWithPool(pool: pg.Pool, now: Date = new Date()): Promise<string[]> {
  return sweepMsdExpiry(rowsOf(pool), (run) => inTransaction(pool, (c) => run(rowsOf(c))), now);
}

import type pg from 'pg';
import { inTransaction } from '../../core/db/sql';
import { sweepMsdExpiry } from './msd-events';

/** The workers' scheduled sweep (job msd_expiry.sweep): the same code as the call stock_mgt/bundle/msd_sweep. */
export async function sweepMsdExpiryWithPool(pool: pg.Pool, now: Date = new Date()): Promise<string[]> {
  return sweepMsdExpiry(pool, (run) => inTransaction(pool, (c) => run(c)), now);
}

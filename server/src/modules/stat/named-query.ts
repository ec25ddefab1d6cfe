import type pg from 'pg';
import { namedStatement } from '../../core/database/named-statement';

// A statistics query as a named prepared statement (core/database/named-statement.ts), so a list is not parsed and
// planned again on every call.
export async function namedQuery<R>(pool: pg.Pool, sql: string, params: unknown[]): Promise<R[]> {
  const client = await pool.connect();
  try {
    // R is the caller's: a statistics list's text is built from its filters (stat/*.queries.ts), which cannot be typed
    return (await client.query<R & object>(namedStatement(sql, params))).rows;
  } finally {
    client.release();
  }
}

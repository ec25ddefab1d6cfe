import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

// A query as a named prepared statement (the name is a hash of its text): each pooled connection parses it once and
// PostgreSQL may keep a generic plan after a few calls, so a statistics list is not parsed and planned again on every
// call. The texts are a bounded set (kind x bucket x the keys filtered x sort), so the statements per connection are.

export async function namedQuery<R>(ds: DataSource, sql: string, params: unknown[]): Promise<R[]> {
  const name = `stat_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  const runner = ds.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<R & object>({ name, text: sql, values: params })).rows;
  } finally {
    await runner.release();
  }
}

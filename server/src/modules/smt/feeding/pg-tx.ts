import type pg from 'pg';
import { namedStatement } from '../../../core/database/named-statement';

// The feeding scan's statements on the `pg` pool directly (issue #20, docs/smt-feeding-scan.md): no TypeORM query
// runner per statement, and every statement named, so each connection parses and plans it once.

/** What the feeding steps need of a connection: TypeORM's EntityManager and `namedQueries` of a pooled client both answer it. */
export type Sql = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** A pooled client answering as an EntityManager does: the rows, and [rows, count] for UPDATE and DELETE. */
export function namedQueries(client: Pick<pg.PoolClient, 'query'>): Sql {
  return {
    async query(text, params = []) {
      const r = await client.query(namedStatement(text, params));
      return r.command === 'UPDATE' || r.command === 'DELETE' ? [r.rows, r.rowCount] : r.rows;
    },
  };
}

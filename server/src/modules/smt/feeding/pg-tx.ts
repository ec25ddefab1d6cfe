import type pg from 'pg';
import { namedStatement } from '../../../core/database/named-statement';

// The feeding scan's statements on the `pg` pool directly (issue #20, docs/smt-feeding-scan.md): no TypeORM query
// runner per statement, and every statement named, so each connection parses and plans it once.

/**
 * What the feeding steps need of a connection: TypeORM's EntityManager and `namedQueries` of a pooled client both
 * answer it. `notify` false: the step's outbox entry does not NOTIFY at the commit; the caller wakes the relays once
 * it has committed (a NOTIFY holds a database-wide lock until its commit is flushed, so notifying commits queue one
 * behind the other: docs/realtime.md).
 */
export type Sql = { query(sql: string, params?: unknown[]): Promise<unknown>; notify?: boolean };

/** A pooled client answering as an EntityManager does: the rows, and [rows, count] for UPDATE and DELETE. */
export function namedQueries(client: Pick<pg.PoolClient, 'query'>, notify = true): Sql {
  return {
    notify,
    async query(text, params = []) {
      const r = await client.query(namedStatement(text, params));
      return r.command === 'UPDATE' || r.command === 'DELETE' ? [r.rows, r.rowCount] : r.rows;
    },
  };
}

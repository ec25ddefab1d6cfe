import type pg from 'pg';
import type { EntityManager } from 'typeorm';
import { namedStatement } from '../../../core/database/named-statement';
import { pgOf } from '../../../core/db/any-db';
import type { Queryable } from '../../../core/db/sql';

// The feeding scan's statements on the `pg` pool directly (issue #20, docs/smt-feeding-scan.md): no TypeORM query
// runner per statement, and every statement named, so each connection parses and plans it once.

/**
 * What the feeding steps need of a connection: TypeORM's EntityManager and `namedQueries` of a pooled client both
 * answer it (`dbOf` finds the pg connection their typed statements run on). `notify` false: the step's outbox entry
 * does not NOTIFY at the commit; the caller wakes the relays once it has committed (a NOTIFY holds a database-wide
 * lock until its commit is flushed, so notifying commits queue one behind the other: docs/realtime.md).
 */
export type Sql = { query(sql: string, params?: unknown[]): Promise<unknown>; notify?: boolean; client?: Queryable };

/** A pooled client answering as an EntityManager does: the rows, and [rows, count] for UPDATE and DELETE. */
export function namedQueries(client: Pick<pg.PoolClient, 'query'>, notify = true): Sql {
  return {
    notify,
    client,
    async query(text, params = []) {
      const r = await client.query(namedStatement(text, params));
      return r.command === 'UPDATE' || r.command === 'DELETE' ? [r.rows, r.rowCount] : r.rows;
    },
  };
}

/**
 * The pg connection a typed statement runs on (server/src/core/db/sql.ts): the pooled client of `namedQueries`, a pg
 * pool or client itself, a TypeORM transaction's client, or the pool under an EntityManager outside a transaction.
 */
export function dbOf(m: Sql | EntityManager | Queryable): Queryable {
  if ('client' in m && m.client) return m.client;
  return pgOf(m);
}

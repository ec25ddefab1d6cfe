import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { clientOf, poolOf, type Queryable } from '../../core/db/sql';

// What the area's code is handed to read and write with (ledger.types.ts's Tx): a TypeORM DataSource or EntityManager
// (a transaction's, a resource hook's), a pg pool or client, or a query function answering rows as TypeORM does (the
// material flow's adapter of a pg client). Its typed statements run on the connection under it, so a statement never
// leaves the transaction it runs in: the transaction's own client, else the pool.
export type Db = { query(sql: string, params?: unknown[]): Promise<unknown> };

// TypeORM marks its objects so (its InstanceChecker reads the same mark)
const markOf = (db: Db) => (db as { '@instanceof'?: symbol })['@instanceof'];

export function pgOf(db: Db): Queryable {
  if (markOf(db) === Symbol.for('DataSource')) return poolOf(db as unknown as DataSource);
  if (markOf(db) === Symbol.for('EntityManager')) {
    const m = db as unknown as EntityManager;
    return m.queryRunner ? clientOf(m) : poolOf(m.connection);
  }
  if ('connect' in db) return db as unknown as pg.Pool;
  return answeringRows(db);
}

// A query function answering rows (or TypeORM's [rows, count] of an UPDATE or DELETE), seen as pg answers.
function answeringRows(db: Db): Queryable {
  return {
    query: async (config: pg.QueryConfig) => {
      const answer = await db.query(config.text, config.values);
      const [found, count] =
        Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number'
          ? [answer[0] as unknown[], answer[1]]
          : [answer as unknown[], (answer as unknown[]).length];
      return { rows: found, rowCount: count, command: '', oid: 0, fields: [] };
    },
  } as unknown as Queryable;
}

// An int[] parameter with null elements (a line without an entry, a place or a box): PostgreSQL takes them, the
// generated parameter types (core/db/statements) have no null elements, so the array is handed as they type it.
export const withNulls = (ids: readonly (number | null)[]): readonly number[] => ids as readonly number[];

import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { clientOf, poolOf, type Queryable } from './sql';

// What code is handed to read and write with: a TypeORM DataSource or EntityManager (a transaction's, or the
// DataSource's own), a pg pool or client (the workers' sweeps), or the resource engine's query function of a
// transaction (a delete hook's `db`). Typed statements run on the connection under it, so a statement never leaves
// the transaction it runs in: a transaction's own client, else the pool.
export type Db = { query(sql: string, params?: unknown[]): Promise<unknown> };

// TypeORM marks its objects so (its InstanceChecker reads the same mark)
const markOf = (db: Db) => (db as { '@instanceof'?: symbol })['@instanceof'];

export function pgOf(db: Db): Queryable {
  if (markOf(db) === Symbol.for('DataSource')) return poolOf(db as unknown as DataSource);
  if (markOf(db) === Symbol.for('EntityManager')) {
    const m = db as unknown as EntityManager;
    return m.queryRunner ? clientOf(m) : poolOf(m.connection);
  }
  if ('connect' in db) return db as unknown as pg.Pool; // a pg pool or client
  return typeormAnswers(db);
}

// A query function that answers as TypeORM does (the rows; [rows, count] for an UPDATE or DELETE), seen as pg answers.
function typeormAnswers(db: Db): Queryable {
  return {
    query: async (config: pg.QueryConfig) => {
      const answer = await db.query(config.text, config.values);
      const [rows, count] =
        Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number'
          ? [answer[0] as unknown[], answer[1]]
          : [answer as unknown[], (answer as unknown[]).length];
      return { rows, rowCount: count, command: '', oid: 0, fields: [] };
    },
  } as unknown as Queryable;
}

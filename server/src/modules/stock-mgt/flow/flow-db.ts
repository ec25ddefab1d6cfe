import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { clientOf, poolOf, type Queryable } from '../../../core/db/sql';

// What material flow's code is handed to read and write with: a TypeORM DataSource, an EntityManager (a transaction's:
// the services' own and the resource engine's hooks), a pg pool or client, or the engine's query function of a
// delete hook's transaction. Its typed statements run on the connection under it: a statement never leaves the
// transaction it ran in. (device-maintenance's dm-db.ts answers the same question for its area.)
export type FlowDb = { query(sql: string, params?: unknown[]): Promise<unknown> } | Pick<EntityManager, 'query'>;

// TypeORM marks its objects so (its InstanceChecker reads the same mark)
const markOf = (db: FlowDb) => (db as { '@instanceof'?: symbol })['@instanceof'];

export function pgOf(db: FlowDb): Queryable {
  if (markOf(db) === Symbol.for('DataSource')) return poolOf(db as unknown as DataSource);
  if (markOf(db) === Symbol.for('EntityManager')) {
    const m = db as unknown as EntityManager;
    return m.queryRunner ? clientOf(m) : poolOf(m.connection);
  }
  if ('connect' in db) return db as unknown as pg.Pool; // a pg pool or client
  return viaQueryFunction(db);
}

// A query function answering as TypeORM does (the rows; [rows, count] for an UPDATE or DELETE), seen as pg answers.
function viaQueryFunction(db: FlowDb): Queryable {
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

import type { DataSource, EntityManager } from 'typeorm';
import { clientOf, poolOf, type Queryable } from '../../core/db/sql';

// What the area is handed to read and write with: a TypeORM DataSource or EntityManager (a transaction's, or the
// DataSource's own), or a pg pool or client (the workers' sweep). Its typed statements run on the pg connection under
// it: a transaction's own client, so a statement never leaves the transaction it runs in; else the pool.
export type Db = { query(sql: string, params?: unknown[]): Promise<unknown> };

// TypeORM marks its objects so (its InstanceChecker reads the same mark)
const markOf = (db: Db) => (db as { '@instanceof'?: symbol })['@instanceof'];

export function pgOf(db: Db): Queryable {
  if (markOf(db) === Symbol.for('DataSource')) return poolOf(db as unknown as DataSource);
  if (markOf(db) === Symbol.for('EntityManager')) {
    const m = db as unknown as EntityManager;
    return m.queryRunner ? clientOf(m) : poolOf(m.connection);
  }
  return db as Queryable;
}

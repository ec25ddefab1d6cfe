import type { EntityManager } from 'typeorm';
import type { AppException } from '../../core/api/app.exception';

// Kept for the smt area's plan services (icpp, smt_feeder, steel_mesh), which import it through index.ts: product-mgt
// itself locks its rows with typed statements (core/db/sql.ts). Goes when smt's sites move onto typed statements.

/** the row, locked for the rest of the transaction, or the catalogue's "no such" answer. */
export async function lockRow<T>(
  m: EntityManager,
  table: string,
  id: number,
  missing: AppException,
  lock = 'FOR UPDATE',
): Promise<T> {
  const rows = (await m.query(`SELECT * FROM ${table} WHERE id = $1 ${lock}`, [id])) as T[];
  if (rows.length === 0) throw missing;
  return rows[0];
}

import type { EntityManager } from 'typeorm';
import type { AppException } from '../../core/api/app.exception';

// Small transaction helpers shared by the product-mgt services (their outbox entries: core/events/outbox.writer.ts).

export type Ctx = { userId: number | null };

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

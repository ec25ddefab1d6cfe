import { execute } from '../db/runtime-sql';
import type { Tx } from '../db/sql';

// One INSERT of a row given as column -> value: the entry rows of a document are written this way, so a table's
// column list is spelt once (by the object) instead of beside a numbered parameter list. Column names come from code,
// never from a caller; every value is a bound parameter.

export async function insertRow(tx: Tx, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  const params = columns.map((_, i) => `$${i + 1}`);
  await execute(tx, `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${params.join(', ')})`, Object.values(row));
}

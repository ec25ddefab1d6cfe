import type { Queryable } from '../db/sql';
import type { Row } from './resource.types';

/**
 * The rows of a declared resource's table (or a declared list's select), read by the engine with SQL built from the
 * declaration. This is the data layer's one hand-typed answer (docs/database.md, "Checked rows"): a declaration's
 * columns are known only at run time, so no generated type or fixed shape describes them; `Row` is a record of
 * unknown values that each reader narrows (withNumbers fixes int8 columns up).
 */
export async function recordRows<R extends Row = Row>(
  db: Queryable,
  text: string,
  params: readonly unknown[] = [],
): Promise<R[]> {
  return (await db.query(text, params as unknown[])).rows as R[];
}

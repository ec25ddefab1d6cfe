import type { Queryable } from './sql';

// SQL built at run time (a declaration's table and columns, a list's filter): it cannot be a typed statement, so its
// rows come back unknown, to be checked against a declared shape (checked-rows.ts) or typed by the one helper of
// declared records (core/resource/record-rows.ts). Unnamed: each text is planned once per run, never prepared.

/** The rows of a text built at run time, as pg answers them. */
export async function queryRows(db: Queryable, text: string, params: readonly unknown[] = []): Promise<unknown[]> {
  return (await db.query(text, params as unknown[])).rows as unknown[];
}

/** Runs a text built at run time that answers no rows: how many rows it touched. */
export async function execute(db: Queryable, text: string, params: readonly unknown[] = []): Promise<number> {
  return (await db.query(text, params as unknown[])).rowCount ?? 0;
}

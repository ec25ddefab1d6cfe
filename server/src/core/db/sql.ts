import type pg from 'pg';
import { namedStatement } from '../database/named-statement';
import type { Statements } from './statements/all.gen';

// Typed statements (issue 34, docs/database.md "Typed statements"): a statement is declared once with `sql(name, text)`
// beside the code that runs it; statements.gen.ts holds each one's parameter and row types, generated from the
// migrated schema by asking PostgreSQL to describe the text (test/integration/db-types.spec.ts fails while the file is
// stale, and writes the fresh one). A renamed column then breaks the build where its row is read, not a screen at run
// time. The texts stay as written (hand-tuned where they are hot) and run on the pg pool as named prepared statements.

export type StatementName = keyof Statements;
export type ParamsOf<K extends StatementName> = Statements[K]['params'];
export type RowOf<K extends StatementName> = Statements[K]['row'];
export type Statement<K extends StatementName> = { readonly name: K; readonly text: string };

/**
 * What describing a statement cannot know: a computed column (`count(*) AS n`) is typed nullable and a column of a
 * table is typed as its NOT NULL says, or nullable behind an outer join; `notNull` and `nullable` name the columns
 * that are otherwise. Read by the generator from the source, a literal.
 */
export type Columns = { notNull?: readonly string[]; nullable?: readonly string[] };

/** Declares a statement: `area.what` and its text ($1.. parameters). Its types are statements.gen.ts's. */
export function sql<K extends StatementName>(name: K, text: string, columns?: Columns): Statement<K> {
  void columns;
  return { name, text };
}

/**
 * One statement per variant of a closed set (the tables of the stock documents, say): `{v}` in the text stands for
 * the variant, each declared as `name.<variant>` with its own generated types. Variants, text and column hints are
 * literals, so the generator sees exactly what runs; a site picks its statement by variant (`BY_DOC[spec.name]`).
 */
export function sqlEach<N extends string, V extends string>(
  name: N,
  variants: readonly V[],
  text: string,
  columns?: Columns,
): { readonly [K in V]: Statement<Extract<`${N}.${K}`, StatementName>> } {
  void columns;
  const each = {} as Record<V, Statement<StatementName>>;
  for (const v of variants) each[v] = { name: `${name}.${v}` as StatementName, text: text.replaceAll('{v}', v) };
  return each as { readonly [K in V]: Statement<Extract<`${N}.${K}`, StatementName>> };
}

/** the pool, or a transaction's client */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** a transaction's connection (inTransaction's client): what the resource engine hands its hooks */
export type Tx = pg.PoolClient;

/** The rows of a statement, typed by statements.gen.ts (the one place rows get a type: no cast at a call site). */
export async function rows<K extends StatementName>(
  db: Queryable,
  s: Statement<K>,
  params: ParamsOf<K>,
): Promise<RowOf<K>[]> {
  const answer = await db.query(namedStatement(s.text, params as unknown[]));
  return answer.rows as RowOf<K>[];
}

/** The first row, or undefined. */
export async function first<K extends StatementName>(
  db: Queryable,
  s: Statement<K>,
  params: ParamsOf<K>,
): Promise<RowOf<K> | undefined> {
  return (await rows(db, s, params))[0];
}

/** Runs a statement that answers no rows (or whose rows are not wanted): how many rows it touched. */
export async function run<K extends StatementName>(
  db: Queryable,
  s: Statement<K>,
  params: ParamsOf<K>,
): Promise<number> {
  const answer = await db.query(namedStatement(s.text, params as unknown[]));
  return answer.rowCount ?? 0;
}

/** fn in one transaction on one connection of the pool; rolled back on any error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (c: Tx) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const answer = await fn(c);
    await c.query('COMMIT');
    return answer;
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

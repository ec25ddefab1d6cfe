import type pg from 'pg';

// The feeding scan's statements on the `pg` pool directly (issue #20, docs/smt-feeding-scan.md): no TypeORM query
// runner per statement, and every statement named, so each connection parses and plans it once.

/** What the feeding steps need of a connection: TypeORM's EntityManager and `namedQueries` of a pooled client both answer it. */
export type Sql = { query(sql: string, params?: unknown[]): Promise<unknown> };

// One name per statement text (the feeding's texts are constants: values always go as parameters). Past the cap a
// text goes unnamed, so a caller building texts could not grow the map without bound.
const MAX_NAMED = 200;
const names = new Map<string, string>();
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `mes_feeding_${names.size}`;
  names.set(text, name);
  return name;
}

/** A pooled client answering as an EntityManager does: the rows, and [rows, count] for UPDATE and DELETE. */
export function namedQueries(client: Pick<pg.PoolClient, 'query'>): Sql {
  return {
    async query(text, params = []) {
      const name = nameOf(text);
      const r = await client.query(name ? { name, text, values: params } : { text, values: params });
      return r.command === 'UPDATE' || r.command === 'DELETE' ? [r.rows, r.rowCount] : r.rows;
    },
  };
}

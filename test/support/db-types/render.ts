import type pg from 'pg';
import { describeStatement, type Field } from './describe';
import type { Declared } from './find-statements';

// statements.gen.ts from the statements and the migrated schema (docs/database.md "Typed statements"): each
// statement's parameters and row as PostgreSQL describes them, types named as node-postgres hands them over.

type PgType = { oid: number; typname: string; typtype: string; typelem: number };

/** the types node-postgres parses into a number and into a Date; int8 and numeric stay text (its defaults) */
const NUMBERS = new Set(['int2', 'int4', 'oid', 'float4', 'float8']);
const TIMES = new Set(['timestamptz', 'timestamp', 'date']);
const BASE: Record<string, string> = { bool: 'boolean', json: 'unknown', jsonb: 'unknown', bytea: 'Buffer' };

/** A column's TypeScript type as node-postgres answers it. */
export function rowType(t: PgType, byOid: Map<number, PgType>): string {
  if (t.typelem !== 0 && t.typname.startsWith('_')) {
    const elem = byOid.get(t.typelem);
    return elem ? `${wrap(rowType(elem, byOid))}[]` : 'unknown[]';
  }
  if (NUMBERS.has(t.typname)) return 'number';
  if (TIMES.has(t.typname)) return 'Date';
  if (t.typname === 'void') return 'null';
  if (t.typname === 'interval') return 'unknown';
  return BASE[t.typname] ?? 'string';
}

/** A parameter's TypeScript type: what node-postgres takes for it (a date as a Date or its text, a number as text). */
export function paramType(t: PgType, byOid: Map<number, PgType>): string {
  if (t.typelem !== 0 && t.typname.startsWith('_')) {
    const elem = byOid.get(t.typelem);
    // an array's elements may be null too (a line without a box): PostgreSQL takes them
    return elem ? `readonly (${paramType(elem, byOid)} | null)[]` : 'readonly unknown[]';
  }
  if (t.typname === 'int8' || t.typname === 'numeric') return 'number | string';
  if (TIMES.has(t.typname)) return 'Date | string';
  return rowType(t, byOid);
}

const wrap = (t: string) => (t.includes(' ') ? `(${t})` : t);

/** the tables a statement reaches through an outer join: their columns may be null whatever their NOT NULL says */
export function outerJoined(text: string): { tables: Set<string>; all: boolean } {
  const tables = new Set<string>();
  for (const m of text.matchAll(/\bLEFT\s+(?:OUTER\s+)?JOIN\s+(?:LATERAL\s+)?(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi))
    tables.add(m[1].toLowerCase());
  return { tables, all: /\b(?:RIGHT|FULL)\s+(?:OUTER\s+)?JOIN\b/i.test(text) };
}

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

/** The generated files, by name under server/src/core/db/statements/: one per area, each entry sorted by name. */
export async function renderStatements(
  client: pg.Client,
  declared: Declared[],
  areas: readonly string[] = [],
): Promise<Map<string, string>> {
  const byName = new Map<string, Declared>();
  for (const d of declared) {
    const other = byName.get(d.name);
    if (other && other.text !== d.text)
      throw new Error(`${d.at}: ${d.name} is declared again with another text (${other.at})`);
    byName.set(d.name, d);
  }
  const types = (await client.query<PgType>('SELECT oid::int, typname, typtype, typelem::int FROM pg_type')).rows;
  const byOid = new Map(types.map((t) => [t.oid, t]));
  const byArea = new Map<string, string[]>(areas.map((a) => [a, []]));
  for (const d of [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const area = d.name.slice(0, d.name.indexOf('.'));
    byArea.set(area, [...(byArea.get(area) ?? []), await renderEntry(client, d, byOid)]);
  }
  const files = new Map<string, string>();
  const sorted = [...byArea.keys()].sort();
  for (const area of sorted) {
    const entries = byArea.get(area)!;
    const body = entries.length
      ? ['export interface Statements {', ...entries, '}']
      : ['export type Statements = Record<never, never>;'];
    files.set(`${area}.gen.ts`, [...HEADER, ...body, ''].join('\n'));
  }
  const alias = (area: string) => area.replace(/(^|-)([a-z])/g, (_, _d, c: string) => c.toUpperCase());
  files.set(
    'all.gen.ts',
    [
      ...HEADER,
      ...sorted.map((a) => `import type { Statements as ${alias(a)} } from './${a}.gen';`),
      '',
      'export interface Statements',
      ...sorted.map((a, i) => `  ${i === 0 ? 'extends' : '   '} ${alias(a)}${i < sorted.length - 1 ? ',' : ' {}'}`),
      '',
    ].join('\n'),
  );
  return files;
}

const HEADER = [
  '// Generated from the migrated schema by test/integration/db-types.spec.ts: do not edit. Each statement declared',
  '// with sql() (server/src/core/db/sql.ts): its parameters and its row as PostgreSQL describes them (docs/database.md,',
  '// "Typed statements"), one file per area. Stale, the spec fails and writes the fresh files; MES_WRITE_DB_TYPES=1',
  '// writes them here.',
  '',
];

async function renderEntry(client: pg.Client, d: Declared, byOid: Map<number, PgType>): Promise<string> {
  let described;
  try {
    described = await describeStatement(client, d.text);
  } catch (e) {
    throw new Error(`${d.at}: ${d.name}: ${(e as Error).message}`, { cause: e });
  }
  const notNull = await notNullColumns(client, described.fields);
  const outer = outerJoined(d.text);
  const seen = new Set<string>();
  const columns = described.fields.map((f) => {
    if (seen.has(f.name)) throw new Error(`${d.at}: ${d.name} answers two columns named ${f.name}`);
    seen.add(f.name);
    const t = byOid.get(f.dataTypeID);
    const ts = t ? rowType(t, byOid) : 'unknown';
    const table = notNull.get(`${f.tableID}:${f.columnID}`);
    const fromTable = table !== undefined && !outer.all && !outer.tables.has(table.relname) && table.notNull;
    const nullable = d.nullable.includes(f.name) || (!d.notNull.includes(f.name) && !fromTable && ts !== 'null');
    return `${key(f.name)}: ${ts}${nullable ? ' | null' : ''}`;
  });
  for (const c of [...d.notNull, ...d.nullable])
    if (!seen.has(c)) throw new Error(`${d.at}: ${d.name} names ${c}, a column it does not answer`);
  const params = described.params.map((oid) => {
    const t = byOid.get(oid);
    const ts = t ? paramType(t, byOid) : 'unknown';
    return ts === 'unknown' ? ts : `${ts} | null`;
  });
  return `  ${JSON.stringify(d.name)}: {\n    params: [${params.join(', ')}];\n    row: ${columns.length ? `{ ${columns.join('; ')} }` : 'Record<string, never>'};\n  };`;
}

async function notNullColumns(
  client: pg.Client,
  fields: Field[],
): Promise<Map<string, { relname: string; notNull: boolean }>> {
  const wanted = fields.filter((f) => f.tableID !== 0);
  if (wanted.length === 0) return new Map();
  const { rows } = await client.query<{ attrelid: number; attnum: number; attnotnull: boolean; relname: string }>(
    `SELECT a.attrelid::int, a.attnum::int, a.attnotnull, c.relname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE (a.attrelid, a.attnum) IN (SELECT * FROM unnest($1::oid[], $2::int2[]))`,
    [wanted.map((f) => f.tableID), wanted.map((f) => f.columnID)],
  );
  return new Map(rows.map((r) => [`${r.attrelid}:${r.attnum}`, { relname: r.relname, notNull: r.attnotnull }]));
}

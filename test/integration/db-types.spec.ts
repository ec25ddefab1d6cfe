import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { inTransaction, sqlEach } from '@mes/server/core/db/sql';
import { findStatements } from '../support/db-types/find-statements';
import { outerJoined, paramType, renderStatements, rowType } from '../support/db-types/render';
import { createTestDatabase, requireEnv, templateOf } from '../support/test-env';
import { screenshotPath } from '../support/browser';

const ROOT = join(__dirname, '../..');
const GENERATED = join(ROOT, 'server/src/core/db/statements');
const AREAS = readdirSync(join(ROOT, 'server/src/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** the generated files now committed, by name */
function committedFiles(): Map<string, string> {
  const names = existsSync(GENERATED) ? readdirSync(GENERATED).filter((n) => n.endsWith('.gen.ts')) : [];
  return new Map(names.map((n) => [n, readFileSync(join(GENERATED, n), 'utf8')]));
}

function writeFiles(dir: string, files: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
}

const joined = (files: Map<string, string>) => [...files.values()].join('\n');

// Issue 34 (docs/database.md "Typed statements"): every statement declared with sql() gets its parameter and row types
// from PostgreSQL's description of it against the migrated schema; this spec fails while the committed
// statements.gen.ts is stale (a statement added or changed, a column renamed by a migration), writing the fresh file
// beside the screenshots, or in place with MES_WRITE_DB_TYPES=1.
describe('typed statements', () => {
  let client: pg.Client;
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase('db_types', templateOf('bare'));
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }, 60_000);
  afterAll(async () => client?.end());

  it('statements.gen.ts is what the migrated schema says of every declared statement', async () => {
    const declared = findStatements(ROOT, ['server/src', 'workers/src']);
    expect(declared.length).toBeGreaterThan(0);
    const fresh = await renderStatements(client, declared, AREAS);
    if (process.env.MES_WRITE_DB_TYPES === '1') writeFiles(GENERATED, fresh);
    const committed = committedFiles();
    const stale = [...new Set([...fresh.keys(), ...committed.keys()])].filter((n) => fresh.get(n) !== committed.get(n));
    if (stale.length > 0) {
      const written = join(dirname(screenshotPath('statements')), 'statements');
      writeFiles(written, fresh);
      throw new Error(
        `server/src/core/db/statements/{${stale.join(',')}} stale: the fresh ones are in ${written} ` +
          '(or run MES_WRITE_DB_TYPES=1 npm test -- test/integration/db-types.spec.ts)',
      );
    }
  });

  it('types a row as node-postgres answers it, nullable where the schema or an outer join says so', async () => {
    await client.query(`CREATE TABLE t_probe (id serial PRIMARY KEY, code varchar(8) NOT NULL, note text,
      at timestamptz NOT NULL DEFAULT now(), qty numeric(12, 3) NOT NULL DEFAULT 0, tags int[] NOT NULL DEFAULT '{}')`);
    const file = joined(
      await renderStatements(client, [
        {
          name: 'probe.rows',
          text: `SELECT p.id, p.code, p.note, p.at, p.qty, p.tags, q.code AS other, count(*) OVER () AS n
               FROM t_probe p LEFT JOIN t_probe q ON q.id = p.id + 1 WHERE p.code = $1 AND p.at > $2`,
          notNull: ['n'],
          nullable: [],
          at: 'here',
        },
      ]),
    );
    expect(file).toContain('params: [string | null, Date | string | null];');
    // the left-joined table's columns may be null whatever their NOT NULL says; count(*) is named not null
    expect(file).toContain(
      'row: { id: number | null; code: string | null; note: string | null; at: Date | null; qty: string | null; tags: number[] | null; other: string | null; n: string };',
    );
    const inner = joined(
      await renderStatements(client, [
        {
          name: 'probe.one',
          text: 'SELECT id, code, note, tags FROM t_probe WHERE id = $1',
          notNull: [],
          nullable: [],
          at: 'here',
        },
      ]),
    );
    expect(inner).toContain('params: [number | null];');
    expect(inner).toContain('row: { id: number; code: string; note: string | null; tags: number[] };');
  });

  it('refuses a statement the schema does not have, naming where it is declared', async () => {
    await client.query('CREATE TABLE t_renamed (id serial PRIMARY KEY, fname text NOT NULL)');
    const declared = [
      { name: 'probe.renamed', text: 'SELECT fname FROM t_renamed', notNull: [], nullable: [], at: 'x.ts:3' },
    ];
    expect(joined(await renderStatements(client, declared))).toContain('row: { fname: string };');
    // a migration renames the column: the statement no longer describes, so the generated types cannot be made
    await client.query('ALTER TABLE t_renamed RENAME COLUMN fname TO name');
    await expect(renderStatements(client, declared)).rejects.toThrow(
      /^x\.ts:3: probe\.renamed: column "fname" does not exist/,
    );
    await expect(
      renderStatements(client, [{ ...declared[0], text: 'SELECT name FROM t_renamed', notNull: ['fname'] }]),
    ).rejects.toThrow(/names fname, a column it does not answer/);
  });

  it('runs a transaction on one client of the pool: committed when fn answers, rolled back when it throws', async () => {
    await client.query('CREATE TABLE t_tx (n int)');
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const count = async () => (await pool.query('SELECT count(*)::int AS n FROM t_tx')).rows[0].n as number;
    try {
      expect(await inTransaction(pool, async (c) => (await c.query('INSERT INTO t_tx VALUES (1)')).rowCount)).toBe(1);
      expect(await count()).toBe(1);
      const undone = new Error('undone');
      await expect(
        inTransaction(pool, async (c) => {
          await c.query('INSERT INTO t_tx VALUES (2)');
          // its own statements see the row: one transaction, one connection
          expect((await c.query('SELECT count(*)::int AS n FROM t_tx')).rows).toEqual([{ n: 2 }]);
          throw undone;
        }),
      ).rejects.toBe(undone);
      // rolled back, and the pool's only client was given back (this read would wait for it otherwise)
      expect(await count()).toBe(1);
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('declares one statement per variant of sqlEach, and refuses a list it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sql-each-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(
        join(dir, 'src/docs.ts'),
        "const HEAD = sqlEach('probe.head', ['cs_instock', 'ex_instock'], `SELECT id FROM {v} WHERE {v}.id = $1`, { notNull: ['id'] });\n",
      );
      expect(findStatements(dir, ['src'])).toEqual([
        {
          name: 'probe.head.cs_instock',
          text: 'SELECT id FROM cs_instock WHERE cs_instock.id = $1',
          notNull: ['id'],
          nullable: [],
          at: 'src/docs.ts:1',
        },
        {
          name: 'probe.head.ex_instock',
          text: 'SELECT id FROM ex_instock WHERE ex_instock.id = $1',
          notNull: ['id'],
          nullable: [],
          at: 'src/docs.ts:1',
        },
      ]);
      // what runs is what was declared
      const each = sqlEach('probe.head' as never, ['cs_instock', 'ex_instock'], 'SELECT id FROM {v} WHERE {v}.id = $1');
      expect(each.cs_instock).toEqual({
        name: 'probe.head.cs_instock',
        text: 'SELECT id FROM cs_instock WHERE cs_instock.id = $1',
      });
      writeFileSync(join(dir, 'src/docs.ts'), "const HEAD = sqlEach('probe.head', DOCS, `SELECT id FROM {v}`);\n");
      expect(() => findStatements(dir, ['src'])).toThrow(
        /^src\/docs\.ts:1: sqlEach\('area\.what', \['a', 'b'\], `text`\) takes literals/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one file per area and one that joins them', async () => {
    const files = await renderStatements(
      client,
      [{ name: 'probe.one', text: 'SELECT 1::int AS one', notNull: ['one'], nullable: [], at: 'here' }],
      ['quiet-area'],
    );
    expect([...files.keys()]).toEqual(['probe.gen.ts', 'quiet-area.gen.ts', 'all.gen.ts']);
    expect(files.get('probe.gen.ts')).toContain('row: { one: number };');
    expect(files.get('quiet-area.gen.ts')).toContain('export type Statements = Record<never, never>;');
    expect(files.get('all.gen.ts')).toContain("import type { Statements as QuietArea } from './quiet-area.gen';");
    expect(files.get('all.gen.ts')).toContain('  extends Probe,\n      QuietArea {}');
  });

  it('maps the types node-postgres parses, and finds outer joins', () => {
    const byOid = new Map([[23, { oid: 23, typname: 'int4', typtype: 'b', typelem: 0 }]]);
    expect(rowType({ oid: 1007, typname: '_int4', typtype: 'b', typelem: 23 }, byOid)).toBe('number[]');
    expect(rowType({ oid: 20, typname: 'int8', typtype: 'b', typelem: 0 }, byOid)).toBe('string');
    expect(paramType({ oid: 1007, typname: '_int4', typtype: 'b', typelem: 23 }, byOid)).toBe(
      'readonly (number | null)[]',
    );
    expect(paramType({ oid: 1184, typname: 'timestamptz', typtype: 'b', typelem: 0 }, byOid)).toBe('Date | string');
    expect([
      ...outerJoined('SELECT 1 FROM a LEFT JOIN b ON true left outer join "c" ON true JOIN d ON true').tables,
    ]).toEqual(['b', 'c']);
    expect(outerJoined('SELECT 1 FROM a FULL JOIN b ON true').all).toBe(true);
    expect(requireEnv('MES_ROOT')).toBeTruthy();
  });
});

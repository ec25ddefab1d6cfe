import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { TOPIC } from '@mes/contracts';
import { outboxInsertSql, topicSql, writeOutbox } from '@mes/server/core/events/outbox.writer';
import type { HubEnv } from '../../scripts/lib/hub';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { startOwnServer } from '../support/hub-processes';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../support/embedded-postgres';
import { processesMentioning } from '../support/processes';
import { createTestRedis, requireEnv, testEnv } from '../support/test-env';
import { envWithout } from '../../scripts/lib/env';

type Run = { status: number | null; output: string };
type Snapshot = Record<string, { rows: number; md5: string }>;

// The probe table takes writes while the backup runs; it is checked for consistency, not compared.
const PROBE = 'backup_probe';

// One line per table: its row count and a checksum of its rows in a fixed order.
async function snapshot(db: pg.Client): Promise<Snapshot> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '${PROBE}' ORDER BY 1`,
  );
  const out: Snapshot = {};
  for (const { name } of tables.rows) {
    const r = await db.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    out[name] = r.rows[0];
  }
  return out;
}

async function connect(url: string): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return db;
}

// The commands as an operator types them: npm run backup|restore -- args, with MES_DATA_DIR set.
function npm(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: requireEnv('MES_ROOT'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

describe('npm run backup and npm run restore', () => {
  let dataDir: string;
  let pgPort: number;
  let postgres: EmbeddedPostgres | undefined;
  let db: pg.Client | undefined;
  let env: NodeJS.ProcessEnv;
  let key: string;
  let file: string;
  let atBackup: Snapshot;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(requireEnv('MES_TEST_TMP'), 'backup-'));
    pgPort = await freePort();
    postgres = await startEmbeddedPostgres(join(dataDir, 'postgres'), pgPort);
    key = randomBytes(24).toString('base64url');
    writeFileSync(join(dataDir, 'secret.key'), `${key}\n`, { mode: 0o600 });
    env = { ...process.env, MES_DATA_DIR: dataDir };
    env = envWithout(env, ['DATABASE_URL', 'REDIS_URL', 'MES_SECRET_KEY', 'NODE_ENV', 'JEST_WORKER_ID']);
    // The hub's schema and demo factory, as `up` makes them, plus rows of our own.
    const setup = spawnSync(process.execPath, [join(requireEnv('MES_ROOT'), 'server/dist/cli/setup.js'), '--demo'], {
      env: { ...process.env, DATABASE_URL: postgres.url, MES_SECRET_KEY: key, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (setup.status !== 0) throw new Error(`setup failed: ${setup.stdout}${setup.stderr}`);
    db = await connect(postgres.url);
    // 500 outbox entries in one statement, through the writer's SQL.
    await db.query(
      `WITH ob AS (${outboxInsertSql(
        topicSql(TOPIC.resource(PROBE, 'create')),
        `jsonb_build_object('resource', '${PROBE}', 'module', 'test', 'action', 'create', 'id', n, 'by', null)`,
        'FROM generate_series(1, 500) n',
      )}) SELECT count(*) FROM ob`,
    );
    await db.query(`CREATE TABLE ${PROBE} (n int NOT NULL, side text NOT NULL)`);
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await postgres?.stop();
    for (const p of processesMentioning(dataDir)) process.kill(p.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up the running database and the secret key into one file only its owner can read', async () => {
    atBackup = await snapshot(db!);
    expect(atBackup.users.rows).toBeGreaterThan(0);
    expect(atBackup.outbox.rows).toBeGreaterThanOrEqual(500);
    // Writes go on during the backup, two rows per transaction: the copy must hold both or neither.
    const writer = await connect(postgres!.url);
    let writing = true;
    const writes = (async () => {
      for (let n = 0; writing; n++) await writer.query(`INSERT INTO ${PROBE} VALUES ($1, 'a'), ($1, 'b')`, [n]);
    })();
    file = join(dataDir, 'saved', 'nightly.backup');
    const run = await npm(env, 'backup', '--', file);
    writing = false;
    await writes;
    await writer.end();
    expect(run.output).toMatch(new RegExp(`backup written: ${file} \\(\\d+\\.\\d (KiB|MiB), PostgreSQL 18`));
    expect(run.status).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout.split('\n');
    expect(listing).toEqual(
      expect.arrayContaining(['mes-backup.json', 'secret.key', 'pgdata/PG_VERSION', 'pgdata/backup_label']),
    );
    const header = JSON.parse(
      spawnSync('tar', ['-xzOf', file, 'mes-backup.json'], { encoding: 'utf8' }).stdout,
    ) as Record<string, unknown>;
    expect(header).toMatchObject({
      format: 'mes-backup',
      format_version: 1,
      database: 'mes',
      kind: 'physical',
      secret_key: true,
    });
    expect(spawnSync('tar', ['-xzOf', file, 'secret.key'], { encoding: 'utf8' }).stdout.trim()).toBe(key);
  }, 120_000);

  it('restores the state of the backup, and the key, once PostgreSQL is stopped and the operator confirms a changed key', async () => {
    // Afterwards: rows deleted, changed and added, and another key.
    await db!.query(`DELETE FROM outbox WHERE id % 3 = 0`);
    await db!.query(`UPDATE users SET name = name || '-changed'`);
    await writeOutbox(db!, TOPIC.resource(PROBE, 'update'), {
      resource: PROBE,
      module: 'test',
      action: 'update',
      id: 1,
      by: null,
    });
    expect(await snapshot(db!)).not.toEqual(atBackup);
    writeFileSync(join(dataDir, 'secret.key'), 'another-key-0123456789\n');

    const whileRunning = await npm(env, 'restore', '--', file);
    expect(whileRunning.output).toMatch(/PostgreSQL is running on .* stop it first/);
    expect(whileRunning.status).not.toBe(0);
    await db!.end();
    db = undefined;
    await postgres!.stop();
    postgres = undefined;

    const otherKey = await npm(env, 'restore', '--', file);
    expect(otherKey.output).toMatch(/holds another key than the backup.*--force/);
    expect(otherKey.status).not.toBe(0);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe('another-key-0123456789\n');

    const run = await npm(env, 'restore', '--', file, '--force');
    expect(run.output).toMatch(/restored .* into .*postgres/);
    expect(run.status).toBe(0);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(key);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    // What it replaced is kept aside with its key.
    const aside = /previous data and key are in (\S+):/.exec(run.output)?.[1];
    expect(readFileSync(join(aside!, 'secret.key'), 'utf8')).toBe('another-key-0123456789\n');

    postgres = await startEmbeddedPostgres(join(dataDir, 'postgres'), pgPort);
    db = await connect(postgres.url);
    expect(await snapshot(db)).toEqual(atBackup);
    const probes = await db.query<{ n: number; sides: string }>(
      `SELECT n, string_agg(side, '' ORDER BY side) AS sides FROM ${PROBE} GROUP BY n ORDER BY n`,
    );
    expect(probes.rows.filter((r) => r.sides !== 'ab')).toEqual([]);
    expect(probes.rows.length).toBeGreaterThan(0);
  }, 180_000);

  it('lets the demo admin log in to a server on the restored database with the restored key', async () => {
    const hubEnv = {
      ...process.env,
      ...testEnv(postgres!.url, await createTestRedis(), { MES_SECRET_KEY: key }),
    } as HubEnv;
    delete hubEnv.JEST_WORKER_ID;
    const { child: server, port } = await startOwnServer(requireEnv('MES_ROOT'), hubEnv);
    try {
      const login = await new ApiClient(`http://127.0.0.1:${port}`).login('admin', 'admin');
      expect(login.err).toBe(0);
    } finally {
      await server.stop('SIGTERM', 5000);
    }
  }, 120_000);
});

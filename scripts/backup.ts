import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { appendBaseBackup } from './lib/base-backup';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  HEADER_FILE,
  KEY_FILE,
  defaultBackupPath,
  formatSize,
  type BackupHeader,
} from './lib/backup-file';
import { say } from './lib/log';
import { freePort } from './lib/ports';
import { startPostgres, type Postgres } from './lib/postgres';
import { runningPostmaster } from './lib/postmaster';
import { tar } from './lib/tar';

// `npm run backup [-- FILE]`: a consistent backup of the embedded PostgreSQL of `up` and of the secret key, in one
// file (scripts/lib/backup-file.ts). It runs while the hub works; when the embedded server is not running it starts
// it on a free port for the time of the backup.
const root = resolve(__dirname, '..');
const dataDir = resolve(process.env.MES_DATA_DIR ?? join(root, '.data'));
const pgData = join(dataDir, 'postgres');
// npm runs scripts from the package root; INIT_CWD is where the person typed the command.
const target = process.argv[3]
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[3])
  : defaultBackupPath(dataDir);

// The key in effect for `up`: MES_SECRET_KEY wins over the file (scripts/lib/secret-key.ts); none is made here.
function currentSecretKey(): string | undefined {
  if (process.env.MES_SECRET_KEY) return process.env.MES_SECRET_KEY;
  const file = join(dataDir, KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: `npm run backup` copies the embedded PostgreSQL of `npm run up` only. Back up your own ' +
        'server with its own tools (pg_dump or pg_basebackup of its version) and keep MES_SECRET_KEY with it: docs/operations.md',
    );
  }
  if (!existsSync(join(pgData, 'PG_VERSION')))
    throw new Error(`no embedded PostgreSQL in ${pgData}: nothing to back up (MES_DATA_DIR?)`);
  if (process.argv.length > 4) throw new Error('usage: npm run backup [-- FILE]');
  if (existsSync(target)) throw new Error(`${target} exists: choose another file`);
  // The file holds the secret key: nothing written here may be readable by others.
  process.umask(0o077);
  mkdirSync(dirname(target), { recursive: true });
  // Built under temporary names and renamed at the end: a failed backup leaves no file that looks like one.
  const partial = `${target}.tar.partial`;
  const gzipped = `${target}.partial`;
  const stage = mkdtempSync(join(dirname(target), '.mes-backup-'));
  let started: Postgres | undefined;
  try {
    let port = runningPostmaster(pgData)?.port;
    if (port === undefined) {
      say(`PostgreSQL of ${pgData} is not running: starting it for the backup`);
      port = await freePort();
      started = await startPostgres({ dataDir: pgData, port, database: 'mes' });
    }
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'mes', password: 'mes', database: 'mes' });
    await client.connect();
    closeSync(openSync(partial, 'w', 0o600));
    let header: BackupHeader;
    try {
      const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
      const wal = await appendBaseBackup(client, pgData, partial, stage);
      const key = currentSecretKey();
      if (key) writeFileSync(join(stage, KEY_FILE), `${key}\n`, { mode: 0o600 });
      else say(`warning: no secret key (${join(dataDir, KEY_FILE)} nor MES_SECRET_KEY): the backup has none`);
      header = {
        format: BACKUP_FORMAT,
        format_version: BACKUP_VERSION,
        created_at: new Date().toISOString(),
        database: 'mes',
        server_version: version,
        kind: 'physical',
        secret_key: Boolean(key),
        wal_start: wal.walStart,
        wal_stop: wal.walStop,
      };
    } finally {
      await client.end();
    }
    writeFileSync(join(stage, HEADER_FILE), `${JSON.stringify(header, null, 2)}\n`);
    tar(['-rf', partial, '-C', stage, HEADER_FILE, ...(header.secret_key ? [KEY_FILE] : [])]);
    await pipeline(createReadStream(partial), createGzip(), createWriteStream(gzipped, { mode: 0o600 }));
    renameSync(gzipped, target);
    say(
      `backup written: ${target} (${formatSize(statSync(target).size)}, PostgreSQL ${header.server_version}, ` +
        `${header.secret_key ? 'with' : 'WITHOUT'} the secret key)`,
    );
  } finally {
    rmSync(partial, { force: true });
    rmSync(gzipped, { force: true });
    rmSync(stage, { recursive: true, force: true });
    await started?.stop();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`[mes] backup failed: ${(e as Error).message}\n`);
  process.exit(1);
});

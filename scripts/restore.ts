import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { BACKUP_VERSION, HEADER_FILE, KEY_FILE, PGDATA_DIR, isBackupHeader } from './lib/backup-file';
import { say } from './lib/log';
import { freePort } from './lib/ports';
import { postgresUser, startPostgres } from './lib/postgres';
import { runningHub, runningPostmaster } from './lib/postmaster';
import { tar } from './lib/tar';

// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back as the embedded PostgreSQL and the
// secret key of MES_DATA_DIR. The hub must be stopped. The data it replaces is moved aside, never deleted.
const root = resolve(__dirname, '..');
const dataDir = resolve(process.env.MES_DATA_DIR ?? join(root, '.data'));
const pgData = join(dataDir, 'postgres');
const keyFile = join(dataDir, KEY_FILE);
const args = process.argv.slice(3);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');

function refuse(message: string): never {
  throw new Error(message);
}

// Checks that need only the command line and the machine, before anything is unpacked.
function checkPreconditions(file: string): void {
  if (process.env.DATABASE_URL) {
    refuse(
      'DATABASE_URL is set: `npm run restore` restores the embedded PostgreSQL of `npm run up` only: docs/operations.md',
    );
  }
  if (!existsSync(file)) refuse(`${file}: no such file`);
  const hub = runningHub(dataDir);
  if (hub !== undefined) refuse(`npm run up is running on ${dataDir} (pid ${hub}): stop it first`);
  const postmaster = runningPostmaster(pgData);
  if (postmaster !== undefined)
    refuse(`PostgreSQL is running on ${pgData} (pid ${postmaster.pid}, port ${postmaster.port}): stop it first`);
}

// The key of the backup replaces the key in effect. A different one means the backup comes from another installation
// (or the key was changed): the operator says --force, knowing that the current key is kept beside the current data.
function checkKey(backupKey: string | undefined): void {
  if (!backupKey) {
    say(
      'warning: the backup has no secret key: users can log in only if the key in effect is the one it was made with',
    );
    return;
  }
  const envKey = process.env.MES_SECRET_KEY;
  const fileKey = existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : undefined;
  if (envKey && envKey !== backupKey) {
    const hint =
      "MES_SECRET_KEY is set to another key than the backup's, and it wins over secret.key: unset it " +
      "(or set it to the backup's key) or the restored users cannot log in";
    if (!force) refuse(`${hint}; --force restores anyway`);
    say(`warning: ${hint}`);
  }
  if (fileKey && fileKey !== backupKey && !force) {
    refuse(
      `${keyFile} holds another key than the backup: the backup comes from another installation or the key was ` +
        'changed. Run again with --force to restore it; the current key is kept with the current data.',
    );
  }
}

async function verify(): Promise<number> {
  const port = await freePort();
  say('starting PostgreSQL on the restored data (it replays the WAL of the backup)');
  const server = await startPostgres({ dataDir: pgData, port, database: 'mes', quiet: false });
  try {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'mes', password: 'mes', database: 'mes' });
    await client.connect();
    try {
      const r = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
      );
      return r.rows[0].n;
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (files.length !== 1) refuse('usage: npm run restore -- FILE [--force]');
  // npm runs scripts from the package root; INIT_CWD is where the person typed the command.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  checkPreconditions(file);
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const stage = mkdtempSync(join(dataDir, '.restore-'));
  try {
    say(`unpacking ${file}`);
    try {
      tar(['-xzf', file, '-C', stage, '--no-same-owner']);
    } catch (e) {
      refuse(`${file} is not a backup of npm run backup (${(e as Error).message.split('\n')[0]})`);
    }
    const header: unknown = existsSync(join(stage, HEADER_FILE))
      ? JSON.parse(readFileSync(join(stage, HEADER_FILE), 'utf8'))
      : undefined;
    if (!isBackupHeader(header)) refuse(`${file} is not a backup of npm run backup`);
    if (header.format_version > BACKUP_VERSION)
      refuse(`${file} has format ${header.format_version}: this checkout reads up to ${BACKUP_VERSION}`);
    if (!existsSync(join(stage, PGDATA_DIR, 'PG_VERSION'))) refuse(`${file} holds no PostgreSQL data directory`);
    const backupKey = existsSync(join(stage, KEY_FILE))
      ? readFileSync(join(stage, KEY_FILE), 'utf8').trim()
      : undefined;
    checkKey(backupKey);
    say(`backup of ${header.created_at} (PostgreSQL ${header.server_version})`);

    // The current data and key go aside together: they belong to each other.
    const aside = join(dataDir, `before-restore-${stamp}`);
    const hadData = existsSync(pgData);
    if (hadData || existsSync(keyFile)) mkdirSync(aside);
    if (hadData) renameSync(pgData, join(aside, 'postgres'));
    if (existsSync(keyFile)) copyFileSync(keyFile, join(aside, KEY_FILE));
    renameSync(join(stage, PGDATA_DIR), pgData);
    // Directories whose contents the backup leaves out (pg_wal's own subdirectories included).
    for (const dir of ['pg_wal/archive_status', 'pg_wal/summaries']) mkdirSync(join(pgData, dir), { recursive: true });
    chmodSync(pgData, 0o700);
    const ids = postgresUser();
    if (ids.uid !== undefined) {
      const chown = spawnSync('chown', ['-R', `${ids.uid}:${ids.gid}`, pgData], { encoding: 'utf8' });
      if (chown.status !== 0) throw new Error(`chown failed: ${chown.stderr}`);
    }
    let tables: number;
    try {
      tables = await verify();
    } catch (e) {
      // Put the previous data back; keep the failed attempt for a look.
      mkdirSync(aside, { recursive: true });
      renameSync(pgData, join(aside, 'failed-restore'));
      if (hadData) renameSync(join(aside, 'postgres'), pgData);
      throw new Error(
        `the restored data did not start (${(e as Error).message}); the previous data is back, the attempt is in ${aside}/failed-restore`,
        { cause: e },
      );
    }
    if (backupKey) writeFileSync(keyFile, `${backupKey}\n`, { mode: 0o600 });
    say(`restored ${file} into ${pgData} (${tables} tables)${backupKey ? ` and ${keyFile}` : ''}`);
    if (hadData) say(`the previous data and key are in ${aside}: delete it once the restored hub is as expected`);
    say('start the hub with npm run up');
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`[mes] restore failed: ${(e as Error).message}\n`);
  process.exit(1);
});

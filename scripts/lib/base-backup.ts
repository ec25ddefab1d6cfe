import { mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { PGDATA_DIR } from './backup-file';
import { tar } from './tar';

export type BaseBackup = { walStart: string; walStop: string };

// What pg_basebackup leaves out: files of the running server only, and WAL (added below, just the segments needed).
const EXCLUDE = [
  './postmaster.pid',
  './postmaster.opts',
  './current_logfiles',
  './backup_label.old',
  './pg_wal/*',
  './pg_replslot/*',
  './pg_dynshmem/*',
  './pg_notify/*',
  './pg_serial/*',
  './pg_snapshots/*',
  './pg_stat_tmp/*',
  './pg_subtrans/*',
  '*/pg_internal.init',
  '*/pgsql_tmp*',
];
const SEGMENT = /^[0-9A-F]{24}$/;

// PostgreSQL's own low-level backup API (what pg_basebackup does over the replication protocol): the embedded package
// ships no pg_dump or pg_basebackup, and Debian's client tools are older than the server. Between pg_backup_start and
// pg_backup_stop the data directory is copied while the server keeps working; the copy plus the WAL written meanwhile
// is consistent, because recovery replays that WAL up to the backup's end record. `client` must be a superuser
// session on the server whose data directory is `pgData`, kept open throughout (a closed session aborts the backup).
export async function appendBaseBackup(
  client: pg.Client,
  pgData: string,
  tarFile: string,
  stage: string,
): Promise<BaseBackup> {
  const dir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0].data_directory;
  if (realpathSync(dir) !== realpathSync(pgData))
    throw new Error(`the server on this port keeps its data in ${dir}, not ${pgData}`);
  // A temporary slot keeps every WAL segment from now on until this session ends, whatever checkpoints happen.
  await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [`mes_backup_${process.pid}`]);
  const start = await client.query<{ seg: string }>(
    "SELECT pg_walfile_name(pg_backup_start('mes backup', true)) AS seg",
  );
  const walStart = start.rows[0].seg;
  tar(
    [
      '-rf',
      tarFile,
      '-C',
      pgData,
      '--anchored',
      ...EXCLUDE.map((p) => `--exclude=${p}`),
      '--warning=no-file-changed',
      '--warning=no-file-removed',
      '--warning=no-file-shrank',
      `--transform=s,^\\.,${PGDATA_DIR},`,
      '.',
    ],
    true,
  );
  // wait_for_archive false: we copy the WAL ourselves, and an operator's failing archive_command must not hang us.
  const stop = await client.query<{ labelfile: string; spcmapfile: string | null; seg: string }>(
    'SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS seg FROM pg_backup_stop(false)',
  );
  const { labelfile, spcmapfile, seg: walStop } = stop.rows[0];
  if (spcmapfile)
    throw new Error('the cluster has tablespaces outside its data directory, which this backup does not copy');
  mkdirSync(join(stage, PGDATA_DIR), { recursive: true });
  writeFileSync(join(stage, PGDATA_DIR, 'backup_label'), labelfile);
  tar(['-rf', tarFile, '-C', stage, `${PGDATA_DIR}/backup_label`]);
  // The segments from the start checkpoint to the end record, and timeline histories (present after a promotion).
  const wal = readdirSync(join(pgData, 'pg_wal'))
    .filter((f) => (SEGMENT.test(f) && f >= walStart && f <= walStop) || f.endsWith('.history'))
    .sort();
  tar(['-rf', tarFile, '-C', pgData, `--transform=s,^,${PGDATA_DIR}/,`, ...wal.map((f) => `pg_wal/${f}`)]);
  return { walStart, walStop };
}

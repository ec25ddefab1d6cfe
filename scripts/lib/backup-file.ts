import { join } from 'node:path';

// A backup is one gzip-compressed tar file, readable with `tar -tzf`:
//   mes-backup.json   the header below
//   secret.key        the key that encrypts the user secrets (absent when the installation had none)
//   pgdata/           a physical base backup of the embedded PostgreSQL cluster, with backup_label and the WAL from
//                     backup start to backup stop in pgdata/pg_wal: a server started on it replays that WAL and
//                     reaches the state of the moment the backup stopped
export const BACKUP_FORMAT = 'mes-backup';
export const BACKUP_VERSION = 1;
export const HEADER_FILE = 'mes-backup.json';
export const KEY_FILE = 'secret.key';
export const PGDATA_DIR = 'pgdata';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  database: string;
  server_version: string;
  kind: 'physical';
  secret_key: boolean;
  wal_start: string;
  wal_stop: string;
};

export function isBackupHeader(value: unknown): value is BackupHeader {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return h.format === BACKUP_FORMAT && typeof h.format_version === 'number' && h.kind === 'physical';
}

// mes-2025-06-01T02-00-00Z.backup: sorts by time, no characters a shell or a file system minds.
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return join(dataDir, 'backups', `mes-${stamp}.backup`);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

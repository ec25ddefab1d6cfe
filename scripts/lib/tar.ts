import { spawnSync } from 'node:child_process';

// GNU tar (on every Debian). Status 1 means "some files changed while being read": expected while copying the data
// directory of a running PostgreSQL (the WAL replayed on restore repairs it), so a caller may accept it.
export function tar(args: string[], acceptChanged = false): void {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.error) throw new Error(`tar: ${run.error.message}`);
  if (run.status === 0 || (acceptChanged && run.status === 1)) return;
  throw new Error(`tar ${args[0]} failed (status ${run.status}): ${run.stderr.trim()}`);
}

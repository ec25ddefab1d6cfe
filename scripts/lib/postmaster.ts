import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Postmaster = { pid: number; port: number };

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's (postgres when we are root)
  }
}

// A running PostgreSQL keeps its pid (line 1) and port (line 4) in postmaster.pid: this finds the server of a data
// directory whoever started it (`up`, a test, or backup itself).
export function runningPostmaster(pgData: string): Postmaster | undefined {
  const file = join(pgData, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port };
}

// `up` writes hub.run.json while it runs and removes it when it stops; a file left by a killed `up` has a dead pid.
export function runningHub(dataDir: string): number | undefined {
  const file = join(dataDir, 'hub.run.json');
  if (!existsSync(file)) return undefined;
  try {
    const run = JSON.parse(readFileSync(file, 'utf8')) as { pids?: Record<string, number | undefined> };
    const pid = run.pids?.up;
    return pid !== undefined && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

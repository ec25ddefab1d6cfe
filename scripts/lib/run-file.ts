import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type RunFile = { port: number; pids: Record<string, number> };

// `$MES_DATA_DIR/hub.run.json`: the pids of what the running `up` started, rewritten as each process starts (and
// restarts), so operators, tests and the next start know what a run left behind even if it died mid-start.
export class RunFileWriter {
  private readonly pids: Record<string, number> = {};
  private readonly path: string;

  constructor(
    dataDir: string,
    private readonly port: number,
  ) {
    this.path = runFilePath(dataDir);
    this.set('up', process.pid);
  }

  set(name: string, pid: number | undefined): void {
    if (pid === undefined) return;
    this.pids[name] = pid;
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, JSON.stringify({ port: this.port, pids: this.pids }, null, 2));
    renameSync(tmp, this.path); // never half a file for a reader
  }

  remove(): void {
    rmSync(this.path, { force: true });
  }
}

export const runFilePath = (dataDir: string) => join(dataDir, 'hub.run.json');

export function readRunFile(dataDir: string): RunFile | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(runFilePath(dataDir), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('pids' in parsed)) return undefined;
    const pids: Record<string, number> = {};
    for (const [name, pid] of Object.entries(parsed.pids as Record<string, unknown>))
      if (typeof pid === 'number') pids[name] = pid;
    const port = 'port' in parsed && typeof parsed.port === 'number' ? parsed.port : 0;
    return { port, pids };
  } catch {
    return undefined;
  }
}

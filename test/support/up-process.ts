import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports';
import { isRunning } from '../../scripts/lib/proc';
import { readRunFile, type RunFile } from '../../scripts/lib/run-file';
import { eventually, requireEnv } from './test-env';
import { envWithout } from '../../scripts/lib/env';

export type UpSettings = { dataDir: string; port: number; pgPort: number; env: NodeJS.ProcessEnv };

// A data directory and ports of its own, and the environment `npm run up` gets (the test runner built already).
export async function upSettings(label: string, extra: Record<string, string> = {}): Promise<UpSettings> {
  const dataDir = mkdtempSync(join(requireEnv('MES_TEST_TMP'), `${label}-`));
  const port = await freePort();
  const pgPort = await freePort();
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    MES_DATA_DIR: dataDir,
    PORT: String(port),
    MES_PG_PORT: String(pgPort),
    MES_REDIS_REUSE: '0',
    MES_SKIP_BUILD: '1',
    HEARTBEAT_INTERVAL_MS: '500',
    ...extra,
  };
  env = envWithout(env, ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'JEST_WORKER_ID']);
  return { dataDir, port, pgPort, env };
}

// `npm run up` in a process group of its own, as a terminal runs it: a signal to the group reaches npm and the script.
export class UpProcess {
  readonly proc: ChildProcess;
  output = '';
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  constructor(readonly settings: UpSettings) {
    this.proc = spawn('npm', ['run', 'up'], {
      cwd: requireEnv('MES_ROOT'),
      env: settings.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.proc.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.proc.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.proc.on('exit', (code, signal) => (this.exit = { code, signal }));
  }

  async ready(timeoutMs = 150_000): Promise<void> {
    await eventually(
      'the ready line',
      async () => {
        if (this.exit) throw new Error(`npm run up exited early:\n${this.output}`);
        return /\[mes\] ready /.test(this.output);
      },
      timeoutMs,
    );
  }

  async exited(timeoutMs = 30_000): Promise<void> {
    await eventually('npm run up to exit', async () => this.exit !== undefined, timeoutMs);
  }

  signalGroup(signal: NodeJS.Signals): void {
    process.kill(-this.proc.pid!, signal);
  }

  runFile(): RunFile {
    const run = readRunFile(this.settings.dataDir);
    if (!run) throw new Error('no hub.run.json');
    return run;
  }

  async waitForOutput(pattern: RegExp, timeoutMs = 30_000): Promise<void> {
    await eventually(`output ${pattern}`, async () => pattern.test(this.output), timeoutMs);
  }

  // For afterAll: whatever happened, nothing of this run stays.
  kill(): void {
    if (this.exit === undefined) this.signalGroup('SIGKILL');
  }
}

export const running = (pids: Record<string, number>) =>
  Object.entries(pids)
    .filter(([, pid]) => isRunning(pid))
    .map(([name]) => name);

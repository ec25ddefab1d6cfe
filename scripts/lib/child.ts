import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export type Child = {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
};

// Children run in their own process group, so the orchestrator decides the order they stop in.
export function startChild(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Child {
  const { quiet, ...spawnOptions } = options;
  const proc = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
    if (quiet) return;
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
  };
  proc.stdout?.on('data', (c: Buffer) => prefix(c, process.stdout));
  proc.stderr?.on('data', (c: Buffer) => prefix(c, process.stderr));
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.once('error', () => resolve(-1));
  });
  let done = false;
  void exited.then(() => (done = true));
  return {
    name,
    process: proc,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 7000) {
      if (done || proc.pid === undefined) return;
      try {
        process.kill(-proc.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-proc.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Child = {
  name: string;
  process: ChildProcess;
  exited: Promise<Exit>;
  // Sends the signal to the child's process group, then SIGKILL after graceMs; resolves once it has exited.
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
};

export const describeExit = (exit: Exit) => `code ${exit.code}${exit.signal ? `, signal ${exit.signal}` : ''}`;

// Children run in their own process group, so the orchestrator decides the order they stop in.
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): Child {
  const { quiet, ...spawnOptions } = options;
  const proc = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
    if (quiet) return;
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
  };
  proc.stdout?.on('data', (c: Buffer) => prefix(c, process.stdout));
  proc.stderr?.on('data', (c: Buffer) => prefix(c, process.stderr));
  const exited = new Promise<Exit>((resolve) => {
    proc.once('exit', (code, signal) => resolve({ code, signal }));
    proc.once('error', () => resolve({ code: -1, signal: null }));
  });
  let done = false;
  void exited.then(() => (done = true));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  return {
    name,
    process: proc,
    exited,
    // Callable again with a harsher signal while a gentler stop is still waiting.
    async stop(signal = 'SIGTERM', graceMs = 7000) {
      if (done || proc.pid === undefined) return;
      if (!signalGroup(signal)) return;
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to its end with the terminal's output; its exit code (null when a signal ended it, -1 unstarted). */
export function exitOf(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
}

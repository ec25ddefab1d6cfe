import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What /proc says about a process. Every read may fail: the process ends while we look, or belongs to another user.
const read = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
};

export function cmdlineOf(pid: number): string[] {
  return (read(pid, 'cmdline') ?? '').split('\0').filter(Boolean);
}

export function environOf(pid: number): string[] {
  return (read(pid, 'environ') ?? '').split('\0');
}

export function cwdOf(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

export function allPids(): number[] {
  try {
    return readdirSync('/proc')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  } catch {
    return [];
  }
}

// The fields after the command name in /proc/<pid>/stat: the state is the first, the process group the third.
function statOf(pid: number): string[] | undefined {
  const stat = read(pid, 'stat');
  return stat === undefined ? undefined : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

// A zombie counts as gone: it holds no port, file or lock, and an orphan's zombie waits for an init that may never
// reap it (in a container).
export function isRunning(pid: number): boolean {
  const state = statOf(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}

// A process we started leads its own group (detached): signal the group, so PostgreSQL's backends go with it.
function signal(pid: number, sig: NodeJS.Signals): void {
  const leads = Number(statOf(pid)?.[2]) === pid;
  try {
    process.kill(leads ? -pid : pid, sig);
  } catch {
    /* gone meanwhile */
  }
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

// Each signal in turn, waiting its time for the process to go; SIGKILL last.
export async function stopProcess(pid: number, steps: [NodeJS.Signals, number][]): Promise<void> {
  for (const [sig, ms] of [...steps, ['SIGKILL', 10_000] as [NodeJS.Signals, number]]) {
    if (!isRunning(pid)) return;
    signal(pid, sig);
    if (await goneWithin(pid, ms)) return;
  }
  throw new Error(`process ${pid} did not stop`);
}

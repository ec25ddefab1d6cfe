import { readdirSync, readFileSync } from 'node:fs';

export type Parts = Record<string, number[]>;
export type CpuSnapshot = Record<string, number>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

// utime + stime of a process, and of its children waited for (cutime + cstime): ms of CPU spent so far.
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
  } catch {
    return 0; // gone
  }
}

function childrenOf(pids: number[]): number[] {
  const parents = new Set(pids);
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parents.has(ppid)) out.push(Number(d));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** CPU ms spent so far by each part of the stack (its processes and their children: PostgreSQL's backends), and the load generator. */
export function cpuSnapshot(parts: Parts): CpuSnapshot {
  const snap: CpuSnapshot = {};
  for (const [name, pids] of Object.entries(parts))
    snap[name] = [...pids, ...childrenOf(pids)].reduce((a, pid) => a + cpuMs(pid), 0);
  const own = process.cpuUsage();
  snap['load generator'] = (own.user + own.system) / 1000;
  return snap;
}

/** CPU ms per accepted report (or other unit) between two snapshots, part by part: the cost one puts on each. */
export function cpuPerReport(
  before: CpuSnapshot,
  after: CpuSnapshot,
  reports: number,
  unit = 'accepted report',
): string {
  const parts = Object.keys(after).map(
    (k) => `${k} ${((after[k] - (before[k] ?? 0)) / Math.max(1, reports)).toFixed(2)}`,
  );
  const total = Object.keys(after)
    .filter((k) => k !== 'load generator')
    .reduce((a, k) => a + after[k] - (before[k] ?? 0), 0);
  return `CPU ms per ${unit}: ${parts.join(', ')}; the stack ${(total / Math.max(1, reports)).toFixed(2)}`;
}

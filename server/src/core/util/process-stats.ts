import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** One second of a process's life as the benchmark reads it (test/bench/reports/tail-profile.ts). */
export type ProcessSecond = {
  role: string;
  pid: number;
  /** end of the second, ms since the epoch */
  t: number;
  loop_p99_ms: number;
  loop_max_ms: number;
  gc_count: number;
  gc_ms: number;
  gc_max_ms: number;
  cpu_ms: number;
  rss_mb: number;
};

const ms = (ns: number) => +(ns / 1e6).toFixed(2);

// With MES_PROCESS_STATS_DIR set (the benchmarks set it), the process appends a line a second to
// <dir>/<role>-<pid>.jsonl: event-loop delay and garbage-collection pauses, so a slow request can be laid beside
// what its process was doing. Off by default: nothing is measured or written.
export function startProcessStats(role: string, dir = process.env.MES_PROCESS_STATS_DIR): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${role}-${process.pid}.jsonl`);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let gc = { count: 0, total: 0, max: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.count++;
      gc.total += e.duration;
      gc.max = Math.max(gc.max, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line: ProcessSecond = {
      role,
      pid: process.pid,
      t: Date.now(),
      loop_p99_ms: ms(loop.percentile(99)),
      loop_max_ms: ms(loop.max),
      gc_count: gc.count,
      gc_ms: +gc.total.toFixed(2),
      gc_max_ms: +gc.max.toFixed(2),
      cpu_ms: Math.round((used.user + used.system) / 1000),
      rss_mb: Math.round(process.memoryUsage.rss() / 2 ** 20),
    };
    loop.reset();
    gc = { count: 0, total: 0, max: 0 };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}

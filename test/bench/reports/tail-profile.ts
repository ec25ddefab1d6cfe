import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Redis from 'ioredis';
import pg from 'pg';
import type { ProcessSecond } from '../../../server/src/core/util/process-stats';
import { cpuPerReport, cpuSnapshot, type CpuSnapshot, type Parts } from './cpu-cost';

/** One request of a load run: when it left (ms since the epoch) and how long its answer took. */
export type Sample = { at: number; ms: number };

type PgSample = { t: number; waits: Record<string, number>; outbox: number; queued: number; bench_loop_ms: number };
type Counters = Record<string, number>;
/** where a phase starts: PostgreSQL's counters and the CPU each part of the stack has spent */
export type Mark = { pg: Counters; cpu: CpuSnapshot };

const SAMPLE_MS = 100;
const COUNTERS_SQL = `SELECT
  (SELECT num_timed + num_requested FROM pg_stat_checkpointer) AS checkpoints,
  (SELECT write_time + sync_time FROM pg_stat_checkpointer) AS checkpoint_ms,
  (SELECT buffers_written FROM pg_stat_checkpointer) AS checkpoint_buffers,
  (SELECT COALESCE(sum(autovacuum_count + autoanalyze_count), 0) FROM pg_stat_user_tables) AS autovacuums,
  (SELECT wal_buffers_full FROM pg_stat_wal) AS wal_buffers_full,
  (SELECT wal_bytes FROM pg_stat_wal) AS wal_bytes`;
// What each backend is waiting for, CPU ("running") when it waits for nothing; idle backends, and background
// processes resting between rounds (wait type Activity), are left out.
const WAITS_SQL = `SELECT COALESCE(backend_type, '?') AS who, COALESCE(wait_event_type || ':' || wait_event, 'running') AS what,
  count(*)::int AS n FROM pg_stat_activity
  WHERE pid <> pg_backend_pid() AND (state IS NULL OR state NOT LIKE 'idle%')
    AND wait_event_type IS DISTINCT FROM 'Activity' AND wait_event IS DISTINCT FROM 'ClientRead'
  GROUP BY 1, 2`;

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const top = (counts: Record<string, number>, total: number, n = 4) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${((100 * v) / Math.max(1, total)).toFixed(0)}%`)
    .join(', ') || 'none';

// What the stack does while a load runs, sampled every 100 ms: PostgreSQL's backends by wait event, the outbox
// backlog and the projections queue; PostgreSQL's checkpoint, autovacuum and WAL counters around each phase; and each
// Node process's event-loop delay and GC pauses (written by the processes, MES_PROCESS_STATS_DIR). At the end of a
// phase, the samples that fell inside the slowest 1 % of requests are set beside all of the phase's.
export class TailProfiler {
  private samples: PgSample[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly loop = monitorEventLoopDelay({ resolution: 5 });
  private busy = false;
  private statements = false;

  private constructor(
    private readonly db: pg.Client,
    private readonly redis: Redis,
    private readonly statsDir: string,
    private readonly parts: () => Parts,
  ) {}

  static async open(
    databaseUrl: string,
    redisUrl: string,
    statsDir: string,
    parts: () => Parts,
  ): Promise<TailProfiler> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const p = new TailProfiler(db, new Redis(redisUrl), statsDir, parts);
    // With MES_PG_ARGS='-c shared_preload_libraries=pg_stat_statements', each phase also lists PostgreSQL's costliest
    // statements (the extension is only there when preloaded).
    p.statements = await db
      .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
      .then(() => db.query('SELECT 1 FROM pg_stat_statements LIMIT 1'))
      .then(
        () => true,
        () => false,
      );
    p.loop.enable();
    p.timer = setInterval(() => void p.sample(), SAMPLE_MS);
    return p;
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const t = Date.now();
      // one connection: one query at a time
      const waits = await this.db.query<{ who: string; what: string; n: number }>(WAITS_SQL);
      const outbox = await this.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL',
      );
      const queued = (await this.redis.llen('mes:projections:wait')) + (await this.redis.llen('mes:events:wait'));
      const w: Record<string, number> = {};
      for (const r of waits.rows) w[`${r.who.replace('client backend', 'backend')}/${r.what}`] = r.n;
      this.samples.push({ t, waits: w, outbox: outbox.rows[0].n, queued, bench_loop_ms: this.loop.max / 1e6 });
      this.loop.reset();
    } catch {
      // a sample lost while the stack stops
    } finally {
      this.busy = false;
    }
  }

  async mark(): Promise<Mark> {
    return { pg: await this.counters(true), cpu: cpuSnapshot(this.parts()) };
  }

  private async counters(reset = false): Promise<Counters> {
    while (this.busy) await new Promise((r) => setTimeout(r, 5));
    this.busy = true;
    try {
      if (reset && this.statements) await this.db.query('SELECT pg_stat_statements_reset()');
      const { rows } = await this.db.query<Record<string, string>>(COUNTERS_SQL);
      return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
    } finally {
      this.busy = false;
    }
  }

  private processSeconds(from: number, to: number): ProcessSecond[] {
    if (!existsSync(this.statsDir)) return [];
    const out: ProcessSecond[] = [];
    for (const f of readdirSync(this.statsDir)) {
      for (const line of readFileSync(join(this.statsDir, f), 'utf8').split('\n')) {
        if (!line) continue;
        const s = JSON.parse(line) as ProcessSecond;
        if (s.t > from && s.t - 1000 < to) out.push(s);
      }
    }
    return out;
  }

  /** The phase's profile as printable lines, from its requests and the counters read before it. */
  async phase(name: string, requests: Sample[], mark: Mark, accepted: number): Promise<string[]> {
    if (requests.length === 0) return [];
    const cpu = cpuPerReport(mark.cpu, cpuSnapshot(this.parts()), accepted);
    const before = mark.pg;
    const after = await this.counters();
    const statements = await this.topStatements(accepted);
    const from = Math.min(...requests.map((r) => r.at));
    const to = Math.max(...requests.map((r) => r.at + r.ms));
    const p99 = pct(
      requests.map((r) => r.ms),
      99,
    );
    const slow = requests.filter((r) => r.ms >= p99);
    const inSlow = (t: number, pad = 0) => slow.some((r) => t >= r.at - pad && t <= r.at + r.ms + pad);
    const all = this.samples.filter((s) => s.t >= from && s.t <= to);
    const tail = all.filter((s) => inSlow(s.t));
    const waitShare = (xs: PgSample[]) => {
      const counts: Record<string, number> = {};
      let total = 0;
      for (const s of xs)
        for (const [k, n] of Object.entries(s.waits)) {
          counts[k] = (counts[k] ?? 0) + n;
          total += n;
        }
      return `${(total / Math.max(1, xs.length)).toFixed(1)} busy backends: ${top(counts, total)}`;
    };
    const d = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
    const seconds = this.processSeconds(from, to);
    const byRole = new Map<string, ProcessSecond[]>();
    for (const s of seconds) byRole.set(s.role, [...(byRole.get(s.role) ?? []), s]);
    const proc = [...byRole.entries()].map(([role, xs]) => {
      const slowSecs = xs.filter((s) => inSlow(s.t - 500, 500));
      const max = (ys: ProcessSecond[], k: 'loop_max_ms' | 'gc_max_ms') => Math.max(0, ...ys.map((y) => y[k]));
      const cpu = xs.reduce((a, s) => a + s.cpu_ms, 0) / Math.max(1, xs.length) / 10;
      return (
        `${role}: loop delay max ${max(xs, 'loop_max_ms').toFixed(0)} ms (${max(slowSecs, 'loop_max_ms').toFixed(0)} in the slow seconds), ` +
        `GC ${xs.reduce((a, s) => a + s.gc_ms, 0).toFixed(0)} ms in all, longest pause ${max(xs, 'gc_max_ms').toFixed(1)} ms, CPU ${cpu.toFixed(0)} %`
      );
    });
    // When in the phase the slow requests left: spread over it (a steady cost) or bunched in a few seconds (a stall)
    const bySecond = new Map<number, number>();
    for (const r of slow) {
      const second = Math.floor((r.at - from) / 1000);
      bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
    }
    const when = [...bySecond.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([sec, n]) => `${n} in second ${sec}`)
      .join(', ');
    const benchLoop = (xs: PgSample[]) => Math.max(0, ...xs.map((s) => s.bench_loop_ms)).toFixed(0);
    return [
      `Tail of ${name}: p99 ${p99.toFixed(1)} ms; ${slow.length} requests at or above it, ${tail.length} of ${all.length} samples (every ${SAMPLE_MS} ms) inside them.`,
      `- When: the slow requests left in ${bySecond.size} of the phase's ${Math.ceil((to - from) / 1000)} seconds (${when}).`,
      `- PostgreSQL in the slow requests: ${waitShare(tail)}; over the phase: ${waitShare(all)}.`,
      `- PostgreSQL counters: ${d('checkpoints')} checkpoints (${d('checkpoint_ms').toFixed(0)} ms writing and syncing, ${d('checkpoint_buffers')} buffers), ` +
        `${d('autovacuums')} autovacuum/analyze runs, ${(d('wal_bytes') / 2 ** 20).toFixed(0)} MiB WAL (${d('wal_buffers_full')} times the WAL buffers were full).`,
      `- Queues: outbox backlog max ${Math.max(0, ...all.map((s) => s.outbox))} (in the slow requests ${Math.max(0, ...tail.map((s) => s.outbox))}), ` +
        `jobs waiting (projections and events queues) max ${Math.max(0, ...all.map((s) => s.queued))}.`,
      `- Node: ${[...proc, `load generator: loop delay max ${benchLoop(all)} ms (${benchLoop(tail)} in the slow requests)`].join('; ')}.`,
      `- ${cpu}.`,
      ...statements,
    ];
  }

  /** PostgreSQL's costliest statements of the phase (pg_stat_statements), when the extension is loaded. */
  private async topStatements(accepted: number): Promise<string[]> {
    if (!this.statements) return [];
    const { rows } = await this.db.query<{ query: string; calls: string; ms: number }>(
      `SELECT regexp_replace(left(query, 400), '\\s+', ' ', 'g') AS query, calls, total_exec_time AS ms
       FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 10`,
    );
    return rows.map(
      (r) =>
        `  - ${r.ms.toFixed(0)} ms in ${r.calls} calls (${((1000 * r.ms) / Math.max(1, accepted)).toFixed(1)} µs a report): ${r.query.slice(0, 160)}`,
    );
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    while (this.busy) await new Promise((r) => setTimeout(r, 10));
    this.loop.disable();
    this.redis.disconnect();
    await this.db.end();
  }
}

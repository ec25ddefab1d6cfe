import { resolve } from 'node:path';
import pg from 'pg';
import type { SpcCapability, SpcChartAnswer } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { cpuPerReport, cpuSnapshot, type CpuSnapshot } from './reports/cpu-cost';
import { loadRow, percentile, runLoad, type LoadResult } from './reports/load';
import { ReportFeed } from './reports/report-feed';
import { startBenchStack, type BenchStack } from './reports/stack';

// SPC (docs/spc.md): what evaluating the characteristics of a station costs its reports, and how fast a chart of
// 10,000 points answers. The same open-loop load runs with the characteristics disabled, then enabled (each test
// station watched by an I-MR and an X̄-R chart of its VCC item, with frozen limits), alternating, in one run; the
// CPU of every part of the stack (server, workers, PostgreSQL) per accepted report is compared.
const LINES = 4;
const RATE = 200;
const CHART_POINTS = 10_000;
const CHART_CALLS = 200;
// off/on rounds: the CPU per report varies by a few tenths of a ms between phases of one kind, so several
const ROUNDS = 4;

// a seeded generator (mulberry32) and a normal value by Box-Muller: the same VCC series on every run
function normalSeries(seed: number): () => number {
  let a = seed;
  const uniform = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

async function caughtUp(db: pg.Client): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const r = await db.query(
      'SELECT (SELECT count(*) FROM station_log) AS logs, (SELECT count(*) FROM projection_applied) AS applied',
    );
    if (r.rows[0].logs === r.rows[0].applied) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the relay did not catch up within 60 s');
}

export const benchmark = {
  id: 'spc',
  title: 'SPC: evaluating characteristics on station reports, and a chart of 10,000 points',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const root = resolve(__dirname, '../..');
    const seconds = ctx.durationS ?? 15;
    const stack: BenchStack = await startBenchStack(root, LINES, 12_000);
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const tested = new Set(stack.lines.map((l) => l.stations[1].id));
      const noise = normalSeries(35);
      const extra = (r: { station: number }) =>
        tested.has(r.station) ? { test_items: [{ name: 'VCC', value: (3.3 + 0.01 * noise()).toFixed(4) }] } : {};
      const ids: number[] = [];
      for (const station of tested)
        for (const [chart, size] of [
          ['imr', 1],
          ['xbar_r', 5],
        ] as const)
          ids.push(
            (
              await api.ok<{ id: number }>('/api/v1/spc/spc_characteristic/create', {
                fnumber: `BENCH-${station}-${chart}`,
                fname: `VCC ${chart}`,
                source: 'test_item',
                station_id: station,
                item: 'VCC',
                chart,
                subgroup_size: size,
                lsl: 3.2,
                usl: 3.4,
                rules: '1,2,3,4,5,6,7,8',
                reaction: 'alarm',
              })
            ).id,
          );
      // blocks of 50 SNs: each station of a line gets its turn every 4 s at this rate
      const feed = new ReportFeed(stack.lines, 50);
      const token = api.token!;
      // a baseline: a short run with the characteristics on, then every characteristic frozen
      await runLoad({ url: stack.url, token, feed, rate: RATE, seconds: 5, extra });
      await caughtUp(db);
      for (const id of ids) await api.ok('/api/v1/spc/spc_characteristic/freeze', { id });
      const phase = async (on: boolean): Promise<{ load: LoadResult; before: CpuSnapshot; after: CpuSnapshot }> => {
        await db.query('UPDATE spc_characteristic SET disabled = $1', [!on]);
        await caughtUp(db);
        const before = cpuSnapshot(stack.pids());
        const load = await runLoad({ url: stack.url, token, feed, rate: RATE, seconds, extra });
        await caughtUp(db);
        return { load, before, after: cpuSnapshot(stack.pids()) };
      };
      const rows: string[][] = [];
      const summary: string[] = [];
      // CPU ms per accepted report of the whole stack, and of the parts that evaluate (the relay's workers and
      // PostgreSQL): the server does no SPC work but its share varies between phases as much as the evaluation costs
      const perReport = (p: { load: LoadResult; before: CpuSnapshot; after: CpuSnapshot }, only?: string[]) => {
        const parts = Object.keys(p.after).filter((k) => k !== 'load generator' && (!only || only.includes(k)));
        return parts.reduce((a, k) => a + p.after[k] - (p.before[k] ?? 0), 0) / Math.max(1, p.load.accepted);
      };
      const EVALUATING = ['workers', 'postgres'];
      const costs: { off: number; on: number; offEval: number; onEval: number }[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // off, on, then on, off: a drift of the stack's cost over the run (its tables grow) cancels out
        const first = await phase(round % 2 === 0);
        const second = await phase(round % 2 !== 0);
        const [off, on] = round % 2 === 0 ? [second, first] : [first, second];
        rows.push(loadRow(`round ${round}: characteristics disabled`, off.load));
        rows.push(loadRow(`round ${round}: 2 characteristics on each test station`, on.load));
        costs.push({
          off: perReport(off),
          on: perReport(on),
          offEval: perReport(off, EVALUATING),
          onEval: perReport(on, EVALUATING),
        });
        summary.push(`round ${round}, disabled: ${cpuPerReport(off.before, off.after, off.load.accepted)}`);
        summary.push(`round ${round}, enabled: ${cpuPerReport(on.before, on.after, on.load.accepted)}`);
        ctx.log(
          `round ${round}: stack CPU ms/report off ${costs[round - 1].off.toFixed(3)} on ${costs[round - 1].on.toFixed(3)}`,
        );
      }
      const mean = (f: (c: (typeof costs)[number]) => number) => costs.reduce((a, c) => a + f(c), 0) / costs.length;
      const off = mean((c) => c.off);
      const on = mean((c) => c.on);
      const evalDelta = mean((c) => c.onEval - c.offEval);
      const points = Number((await db.query('SELECT count(*) FROM spc_point WHERE complete')).rows[0].count as string);
      summary.unshift(
        `Evaluation adds ${(on - off).toFixed(3)} ms of CPU per station report over the whole stack (mean of ${costs.length} rounds: ${off.toFixed(3)} disabled, ${on.toFixed(3)} enabled), ${evalDelta.toFixed(3)} ms in the workers and PostgreSQL, where it runs (a quarter of the reports are at a test station, each feeding two characteristics: ${(evalDelta * 2).toFixed(3)} ms per characteristic value); ${points} points made.`,
      );

      // a chart of 10,000 X̄-R points (subgroups of 5), written directly, frozen, then read CHART_CALLS times
      const [station] = [...tested];
      const chartId = (
        await api.ok<{ id: number }>('/api/v1/spc/spc_characteristic/create', {
          fnumber: 'BENCH-CHART',
          fname: 'chart of 10,000 points',
          source: 'test_item',
          station_id: station,
          item: 'CHART',
          chart: 'xbar_r',
          subgroup_size: 5,
          lsl: 3.2,
          usl: 3.4,
        })
      ).id;
      const subgroups = Array.from({ length: CHART_POINTS }, () =>
        Array.from({ length: 5 }, () => 3.3 + 0.01 * noise()),
      );
      await db.query(
        `INSERT INTO spc_point (characteristic_id, seq, station_id, at, n, vals, complete, value, spread, total, m2, lo,
           hi, violations)
         SELECT $1, g, $2, now() - (($3 - g) || ' seconds')::interval, 5, v.vals, true, m.mean, m.hi - m.lo,
           m.total, m.m2, m.lo, m.hi, '{}'
         FROM generate_series(1, $3) g
         JOIN LATERAL (SELECT ARRAY(SELECT unnest(($4::float8[])[g:g][1:5])) AS vals) v ON true
         JOIN LATERAL (SELECT avg(x) AS mean, sum(x) AS total, min(x) AS lo, max(x) AS hi,
           sum((x - (SELECT avg(y) FROM unnest(v.vals) y)) ^ 2) AS m2 FROM unnest(v.vals) x) m ON true`,
        [chartId, station, CHART_POINTS, subgroups],
      );
      await api.ok('/api/v1/spc/spc_characteristic/freeze', { id: chartId, last: 25 });
      // each read timed CHART_CALLS times in a row after one call (the statements prepared and the code compiled, as
      // on a screen already open): the chart, the capability, and both at once as the chart page reads them
      const body = { id: chartId, limit: CHART_POINTS };
      const chart = () => api.ok<SpcChartAnswer>('/api/v1/spc/spc_characteristic/chart', body);
      const capable = () => api.ok<SpcCapability | null>('/api/v1/spc/spc_characteristic/capability', body);
      const timed = async (label: string, read: () => Promise<unknown>) => {
        await read();
        const latencies: number[] = [];
        for (let i = 0; i < CHART_CALLS; i++) {
          const t0 = performance.now();
          await read();
          latencies.push(performance.now() - t0);
        }
        latencies.sort((x, y) => x - y);
        rows.push([
          label,
          '-',
          (CHART_CALLS / (latencies.reduce((x, y) => x + y, 0) / 1000)).toFixed(0),
          percentile(latencies, 50).toFixed(1),
          percentile(latencies, 99).toFixed(1),
          '0',
          '0',
        ]);
        ctx.log(
          `${label}: p50 ${percentile(latencies, 50).toFixed(1)} ms p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        );
      };
      const answered = (await chart()).series.seq.length;
      await timed(`chart of ${answered} points (X̄-R, n = 5), one caller`, chart);
      await timed(`capability over the same ${answered * 5} values, one caller`, capable);
      await timed('both at once (the chart page), one caller', () => Promise.all([chart(), capable()]));
      return {
        setup: [
          'Own stack (as station-reports): embedded PostgreSQL, Redis, one server, one worker, load generator beside them',
          `${LINES} lines of 4 stations, one working order of 12 000 SNs per line; every report of a line's test station carries a VCC test item (3.3 V with seeded normal noise)`,
          `Each test station watched by two characteristics of its VCC item (I-MR, and X̄-R of 5), all eight rules, limits frozen after a 5 s baseline run; then ${ROUNDS} rounds of ${seconds} s at ${RATE} reports/s with the characteristics disabled then enabled, or enabled then disabled (alternating, so that the stack's drift cancels); CPU of every process of the stack between the start of a phase and the moment the relay has applied its last report`,
          `A chart of ${CHART_POINTS} complete X̄-R points read ${CHART_CALLS} times in a row through the API after one call (spc/spc_characteristic/chart, limit ${CHART_POINTS}), then its capability (spc/spc_characteristic/capability), then both at once: the time a caller waits for the whole answer, parsed`,
        ],
        columns: ['phase', 'target/s', 'answered/s', 'p50 ms', 'p99 ms', 'refused', 'failed'],
        rows,
        summary,
      };
    } finally {
      await db.end();
      await stack.stop();
    }
  },
};

import { resolve } from 'node:path';
import { ApiClient } from '../support/api-client';
import { pgInsertsPerSecond, redisPublishRttMs } from './reports/baselines';
import { loadRow, runLoad, type LoadResult } from './reports/load';
import { ReportFeed } from './reports/report-feed';
import { Screens } from './reports/screens';
import { mixLine, runMixPhases, MIX_SCAN_RATES, MIX_FEEDINGS, MIX_MOVES_PER_S, MIX_S } from './reports/mix-phase';
import { startBenchStack } from './reports/stack';

// The hub's promise measured on this machine: station reports accepted per second (sustained 60 s) with their
// HTTP latency, report-to-screen latency with many boards connected, and nothing lost or doubled.
const RAMP = [100, 200, 300, 400, 500, 600, 750, 1000, 1500, 2000];
const RAMP_S = 8;
const P99_LIMIT_MS = 50;
const SCREEN_RATE = Number(process.env.BENCH_SCREEN_RATE ?? 500);

export const benchmark = {
  id: 'station-reports',
  title: 'Station reports: throughput, latency, report-to-screen',
  async run(ctx: { durationS?: number; log: (line: string) => void }) {
    const root = resolve(__dirname, '../..');
    const sustainS = ctx.durationS ?? 60;
    const screensN = Number(process.env.BENCH_SCREENS ?? 500);
    const lineCount = 10;
    const stack = await startBenchStack(root, lineCount, 12_000);
    try {
      const api = new ApiClient(stack.url);
      await api.login('admin', 'admin');
      const feed = new ReportFeed(stack.lines);
      const rows: string[][] = [];
      let best = 0;
      const passes = (r: LoadResult, rate: number) =>
        r.achieved >= rate * 0.95 && r.p99 < P99_LIMIT_MS && r.refused + r.failed === 0;
      ramp: for (const rate of RAMP) {
        // A step gets a second try: one stall of this shared machine should not end the ramp.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const r = await runLoad({ url: stack.url, token: api.token!, feed, rate, seconds: RAMP_S });
          rows.push(loadRow(`ramp ${RAMP_S} s${attempt > 1 ? ' (again)' : ''}`, r));
          ctx.log(
            `ramp ${rate}/s: achieved ${r.achieved.toFixed(0)}/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms refused ${r.refused} failed ${r.failed}`,
          );
          if (passes(r, rate)) {
            best = rate;
            continue ramp;
          }
        }
        break;
      }
      // Sustained at the best ramp step; when the longer run does not hold the targets, once more a step lower.
      let sustainRate = best || RAMP[0];
      let sustained!: LoadResult;
      for (let attempt = 1; attempt <= 2; attempt++) {
        sustained = await runLoad({ url: stack.url, token: api.token!, feed, rate: sustainRate, seconds: sustainS });
        rows.push(loadRow(`sustained ${sustainS} s`, sustained));
        ctx.log(
          `sustained ${sustainRate}/s for ${sustainS} s: achieved ${sustained.achieved.toFixed(0)}/s p99 ${sustained.p99.toFixed(1)} ms`,
        );
        const lower = RAMP.filter((r) => r < sustainRate).pop();
        if (passes(sustained, sustainRate) || lower === undefined || attempt === 2) break;
        sustainRate = lower;
      }

      const screens = new Screens(stack.url, api.token!);
      const lineIds = stack.lines.map((l) => l.id);
      await screens.connect(screensN, lineIds);
      ctx.log(`${screensN} screens connected to ${lineCount} line rooms`);
      const acceptedPerLine = new Map<number, Set<string>>();
      const withScreens = await runLoad({
        url: stack.url,
        token: api.token!,
        feed,
        rate: SCREEN_RATE,
        seconds: Math.min(20, sustainS),
        onSent: (r, at) => screens.sent(r.sn, r.station, at),
        onAccepted: (r) => {
          const set = acceptedPerLine.get(r.line) ?? new Set<string>();
          set.add(`${r.sn}|${r.station}`);
          acceptedPerLine.set(r.line, set);
        },
      });
      await new Promise((r) => setTimeout(r, 3000));
      const lost = screens.lost(acceptedPerLine, lineIds);
      screens.close();
      rows.push(loadRow(`${screensN} screens`, withScreens));

      const mixes = await runMixPhases({
        stack,
        api,
        feed,
        sustainRate,
        lowerRates: RAMP.filter((r) => r < sustainRate).reverse(),
        passes,
        log: ctx.log,
        row: (phase, r) => rows.push(loadRow(phase, r)),
      });
      const pgInserts = await pgInsertsPerSecond(stack.env.DATABASE_URL);
      const redisRtt = await redisPublishRttMs(stack.env.REDIS_URL);
      const json = {
        reports_per_s: Math.round(sustained.achieved),
        sustained_within_targets: passes(sustained, sustained.target),
        http_p50_ms: +sustained.p50.toFixed(1),
        http_p99_ms: +sustained.p99.toFixed(1),
        screen_p50_ms: +screens.p(50).toFixed(1),
        screen_p99_ms: +screens.p(99).toFixed(1),
        screens: screensN,
        lost,
        doubled: screens.doubled,
        pg_insert_per_s: Math.round(pgInserts),
        redis_rtt_ms: +redisRtt.toFixed(3),
        mix: mixes.map((m) => ({
          scans_target: m.scans_target,
          reports_per_s: m.reports_per_s,
          reports_p99_ms: m.reports_p99_ms,
          within_targets: m.within_targets,
          feeding_per_s: m.feeding_per_s,
          feeding_http_p99_ms: m.feeding_http_p99_ms,
          feeding_screen_p99_ms: m.feeding_screen_p99_ms,
          feeding_lost: m.feeding_lost,
          feeding_doubled: m.feeding_doubled,
          moves: m.moves,
          moves_lost: m.moves_lost,
          logged_ok: m.feeding_logged === m.feeding_scans && m.moves_logged === m.moves,
        })),
      };
      return {
        setup: [
          `Own stack: embedded PostgreSQL, Redis, one server and one worker process, beside the load generator on the same machine`,
          `${lineCount} lines of 4 stations, one working order of 12 000 SNs per line; reports over keep-alive HTTP, open loop`,
          `Ramp ${RAMP.join(', ')} reports/s for ${RAMP_S} s each (a failed step is tried once more) until p99 >= ${P99_LIMIT_MS} ms or refusals; then ${sustainS} s at the best rate (once more a step lower if that run misses the targets)`,
          `Then ${screensN} socket.io screens in the line rooms and ${SCREEN_RATE} reports/s: report-to-screen latency, lost and doubled deltas`,
          `Then the event mix, ${MIX_S} s a run, at ${MIX_SCAN_RATES.join(' and ')} SMT reel scans/s: reports at the sustained rate (else up to two lower ramp steps, until the targets hold) beside ${MIX_FEEDINGS} running SMT feedings taking splices and their checks (each reel verified against the feeder list) and ${MIX_MOVES_PER_S} scheduling moves/s on the SMT line's queue; one socket in the smt_order and line rooms times each scan and move to its delta`,
        ],
        columns: ['phase', 'target/s', 'accepted/s', 'p50 ms', 'p99 ms', 'refused', 'failed'],
        rows,
        summary: [
          `Report-to-screen with ${screensN} screens: p50 ${json.screen_p50_ms} ms, p99 ${json.screen_p99_ms} ms; lost ${lost}, doubled ${screens.doubled}.`,
          ...mixes.map(mixLine),
          `Baselines: ${json.pg_insert_per_s} single-row INSERTs/s over one connection; Redis PUBLISH round trip ${json.redis_rtt_ms} ms.`,
          '',
          '```json',
          JSON.stringify(json),
          '```',
        ],
        json,
      };
    } finally {
      await stack.stop();
    }
  },
};

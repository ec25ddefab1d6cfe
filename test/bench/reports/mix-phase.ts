import type { ApiClient } from '../../support/api-client';
import { cpuPerReport } from './cpu-cost';
import { runLoad, type LoadResult } from './load';
import type { ReportFeed } from './report-feed';
import { SmtMix, type MixResult } from './smt-mix';
import type { BenchStack } from './stack';
import type { TailProfiler } from './tail-profile';

export const MIX_S = 20;
export const MIX_FEEDINGS = 4;
export const MIX_MOVES_PER_S = 2;
/** the SMT side alone first, to say what a scan costs the stack */
export const MIX_ALONE_S = 10;
/** reel scans/s of the SMT side: a busy factory's pace (10: twenty lines changing reels at a few times the usual rate), and a stress one */
export const MIX_SCAN_RATES = process.env.BENCH_MIX_SCANS ? [Number(process.env.BENCH_MIX_SCANS)] : [40];

export type MixOutcome = MixResult & {
  scans_target: number;
  reports_target: number;
  reports_per_s: number;
  reports_p99_ms: number;
  within_targets: boolean;
};

type Opts = {
  stack: BenchStack;
  api: ApiClient;
  feed: ReportFeed;
  sustainRate: number;
  lowerRates: number[];
  passes: (r: LoadResult, rate: number) => boolean;
  log: (line: string) => void;
  row: (phase: string, r: LoadResult) => void;
  profiler: TailProfiler;
  /** the profile lines of each run */
  tails: string[];
};

// The event mix: for each SMT intensity, station reports at the sustained rate (else at 90 % of it, else one lower
// ramp step, until the targets hold) beside feeding scans and scheduling moves.
export async function runMixPhases(o: Opts): Promise<MixOutcome[]> {
  const mix = await SmtMix.open(o.stack.url, o.stack.env, o.api, MIX_FEEDINGS);
  const out: MixOutcome[] = [];
  try {
    await mix.listen(o.stack.url, o.api.token!);
    for (const scans of MIX_SCAN_RATES) {
      // the scans and moves alone: what one costs each part of the stack (the mix's share of the machine)
      const alone = await o.profiler.mark();
      const solo = await mix.run(MIX_ALONE_S, scans, MIX_MOVES_PER_S);
      const cost = cpuPerReport(
        alone.cpu,
        (await o.profiler.mark()).cpu,
        solo.feeding_scans,
        'feeding scan (moves included)',
      );
      o.tails.push(
        `SMT side alone, ${MIX_ALONE_S} s at ${scans} scans/s + ${MIX_MOVES_PER_S} moves/s: ${solo.feeding_per_s} scans/s, HTTP p50 ${solo.feeding_http_p50_ms} ms p99 ${solo.feeding_http_p99_ms} ms; ${cost}.`,
      );
      o.log(`SMT side alone: ${JSON.stringify(solo)}; ${cost}`);
      // At the sustained rate, then at 90 % of it (the target's bound: held there, the mix cost at most 10 %), then one
      // lower ramp step (held there only, it cost more than 10 %, and the figure says how much).
      const bound = Math.round((o.sustainRate * 0.9) / 10) * 10;
      const rates = [o.sustainRate, bound, ...o.lowerRates.filter((r) => r < bound).slice(0, 1)];
      for (const rate of rates) {
        const before = await o.profiler.mark();
        const [reports, smt] = await Promise.all([
          runLoad({ url: o.stack.url, token: o.api.token!, feed: o.feed, rate, seconds: MIX_S }),
          mix.run(MIX_S, scans, MIX_MOVES_PER_S),
        ]);
        const within = o.passes(reports, rate);
        o.row(`mixed ${MIX_S} s + ${scans} scans/s`, reports);
        o.tails.push(
          ...(await o.profiler.phase(
            `the mix, ${rate} reports/s + ${scans} scans/s`,
            reports.samples,
            before,
            reports.accepted,
          )),
        );
        o.log(`mixed ${rate} reports/s + ${scans} scans/s: p99 ${reports.p99.toFixed(1)} ms; ${JSON.stringify(smt)}`);
        out.push({
          ...smt,
          scans_target: scans,
          reports_target: rate,
          reports_per_s: Math.round(reports.achieved),
          reports_p99_ms: +reports.p99.toFixed(1),
          within_targets: within,
        });
        if (within) break;
      }
    }
  } finally {
    await mix.close();
  }
  return out;
}

/** One summary line per mix run. */
export function mixLine(m: MixOutcome): string {
  return (
    `Mix: ${m.reports_per_s} reports/s (p99 ${m.reports_p99_ms} ms, ${m.within_targets ? 'within' : 'NOT within'} the targets) beside ${m.feeding_per_s} feeding scans/s ` +
    `(HTTP p99 ${m.feeding_http_p99_ms} ms; to screen p50 ${m.feeding_screen_p50_ms} ms, p99 ${m.feeding_screen_p99_ms} ms; logged ${m.feeding_logged} of ${m.feeding_scans}, ` +
    `lost ${m.feeding_lost}, doubled ${m.feeding_doubled}) and ${m.moves_per_s} scheduling moves/s (to screen p99 ${m.move_screen_p99_ms} ms; logged ${m.moves_logged} of ${m.moves}, lost ${m.moves_lost}).`
  );
}

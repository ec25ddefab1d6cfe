import type { LoadResult } from './load';
import type { ScreenOutcome } from './screen-phase';

// The targets of issue #20 beside this run's figures, PASS or FAIL each.
export const TARGETS = {
  sustainedPerS: 1500,
  httpP99Ms: 50,
  busyScreenP99Ms: 50,
  quietScreenP50Ms: 15,
  mixCostPct: 10,
};

export function targetLines(o: {
  sustainedRate: number;
  sustained: LoadResult;
  sustainedOk: boolean;
  quiet: ScreenOutcome;
  busy: ScreenOutcome;
  pgInserts: number;
  mixHeld: number;
  mixScans: number;
  lost: number;
  doubled: number;
}): string[] {
  const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');
  const held = o.sustainedOk ? o.sustainedRate : 0;
  const cost = held > 0 ? Math.round(100 * (1 - o.mixHeld / held)) : null;
  const rows: [string, string, boolean][] = [
    [
      `sustained 60 s >= ${TARGETS.sustainedPerS} reports/s with HTTP p99 < ${TARGETS.httpP99Ms} ms`,
      `${o.sustained.achieved.toFixed(0)}/s at p99 ${o.sustained.p99.toFixed(1)} ms (${o.sustainedOk ? 'held' : 'not held'}); ${(o.sustained.achieved / o.pgInserts).toFixed(2)}x the ${Math.round(o.pgInserts)} single-row INSERTs/s of this run`,
      o.sustainedOk && o.sustained.achieved >= TARGETS.sustainedPerS * 0.95,
    ],
    [
      `report-to-screen p99 < ${TARGETS.busyScreenP99Ms} ms at 500 reports/s, ${o.busy.screens} screens`,
      `p99 ${o.busy.p99} ms (p50 ${o.busy.p50} ms) at ${o.busy.load.achieved.toFixed(0)}/s`,
      o.busy.p99 < TARGETS.busyScreenP99Ms && o.busy.load.achieved >= 475,
    ],
    [
      `report-to-screen p50 < ${TARGETS.quietScreenP50Ms} ms at 20 reports/s, ${o.quiet.screens} screens`,
      `p50 ${o.quiet.p50} ms (p99 ${o.quiet.p99} ms)`,
      o.quiet.p50 < TARGETS.quietScreenP50Ms,
    ],
    [
      `SMT mix (${o.mixScans} scans/s + 2 moves/s) costs <= ${TARGETS.mixCostPct} % of the sustained rate`,
      cost === null ? 'no sustained rate held' : `${o.mixHeld}/s held beside it: ${cost} % less`,
      cost !== null && cost <= TARGETS.mixCostPct,
    ],
    ['lost 0, doubled 0 in every phase', `lost ${o.lost}, doubled ${o.doubled}`, o.lost === 0 && o.doubled === 0],
  ];
  return [
    '| target | this run | verdict |',
    '| --- | --- | --- |',
    ...rows.map(([t, f, ok]) => `| ${t} | ${f} | ${verdict(ok)} |`),
  ];
}

// The batch form: every violation of the chosen rules over a whole series (the chart screen marks these points).
// It checks each point's window of tags directly, the plain reading of each pattern; the incremental form
// (incremental.ts) keeps counters instead and is tested to answer the same.
import { runPoints, selectRules, type RuleDefinition } from './definitions';
import type { ChartLimits, RuleViolation } from './types';
import { checkPoint, zonesOf } from './zones';

/** Every violation of the chosen rules over `values` against frozen `limits`, ordered by point index then rule. */
export function evaluateSeries(
  values: readonly number[],
  limits: ChartLimits,
  rules: readonly number[],
): RuleViolation[] {
  const zones = zonesOf(limits);
  const defs = selectRules(rules);
  values.forEach((x, i) => checkPoint(x, `values[${i}]`));
  const tags = defs.map((def) => {
    const t = new Int8Array(values.length);
    for (let i = 0; i < values.length; i++) t[i] = def.tag(values[i], i > 0 ? values[i - 1] : Number.NaN, i, zones);
    return t;
  });
  const out: RuleViolation[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let k = 0; k < defs.length; k++) {
      const points = matchAt(defs[k], tags[k], i);
      if (points) out.push({ rule: defs[k].rule, index: i, points });
    }
  }
  return out;
}

/** The points that make `def`'s pattern end at point i, or null when it does not fire there. */
function matchAt(def: RuleDefinition, tags: Int8Array, i: number): number[] | null {
  const t = tags[i];
  if (t === 0) return null;
  const p = def.pattern;
  if (p.kind === 'count') {
    const points: number[] = [];
    for (let j = Math.max(0, i - p.window + 1); j <= i; j++) if (tags[j] === t) points.push(j);
    return points.length >= p.need ? points : null;
  }
  const from = i - p.length + 1;
  if (from < 0) return null;
  let seen = 0; // bit 1: a tag 1 seen, bit 2: a tag -1 seen
  for (let j = from; j <= i; j++) {
    const tj: number = tags[j];
    if (tj === 0 || (p.kind === 'run' && tj !== t)) return null;
    seen |= tj === 1 ? 1 : 2;
  }
  return p.kind === 'run' || seen === 3 ? runPoints(def, p.length, i) : null;
}

import { mulberry32 } from '../../../core/util/seeded-random';
import { evaluateSeries } from './batch';
import { RuleState } from './incremental';
import { NELSON_RULES, type RuleViolation } from './types';

// Property: over long random series the incremental state (counters, ring buffers) answers exactly what the batch
// evaluator (a direct check of each point's window) answers, for all eight rules and for random subsets of them.

const LIMITS = { centre: 50, sigma: 4 };

/** A series of segments that provoke every rule: noise at shifted means, values on the zone lines, trends,
 *  alternation and repeated values (ties). */
function series(seed: number, length: number): number[] {
  const rnd = mulberry32(seed);
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const out: number[] = [];
  while (out.length < length) {
    const n = 5 + Math.floor(rnd() * 30);
    const kind = Math.floor(rnd() * 6);
    const shift = [0, 0, 1.5, -1.5, 2.5, -2.5][Math.floor(rnd() * 6)];
    const step = (rnd() < 0.5 ? -1 : 1) * (0.1 + rnd() * 0.4);
    let last = out.length > 0 ? out[out.length - 1] : LIMITS.centre;
    for (let k = 0; k < n && out.length < length; k++) {
      let z: number;
      if (kind === 0) z = shift + normal();
      else if (kind === 1)
        z = Math.round((shift + normal()) * 2) / 2; // lands on the 1, 2, 3 sigma lines and the centre
      else if (kind === 2)
        z = (last - LIMITS.centre) / LIMITS.sigma + step; // trend
      else if (kind === 3)
        z = shift * 0.5 + (k % 2 === 0 ? 0.3 : -0.3) + (rnd() < 0.05 ? 0.3 : 0); // alternation
      else if (kind === 4)
        z = rnd() < 0.5 ? (last - LIMITS.centre) / LIMITS.sigma : shift + normal(); // ties
      else z = (rnd() < 0.5 ? 1 : -1) * (1 + rnd() * 1.8); // beyond 1 sigma, both sides
      last = LIMITS.centre + z * LIMITS.sigma;
      out.push(last);
    }
  }
  return out;
}

function incremental(values: number[], rules: readonly number[]): RuleViolation[] {
  const state = new RuleState(LIMITS, rules);
  const out: RuleViolation[] = [];
  for (const x of values) out.push(...state.push(x));
  return out;
}

const SEEDS = [1, 2, 3, 42, 1984, 2024, 65537, 987654321];

describe('batch and incremental forms agree (seeded random series)', () => {
  const fired = new Set<number>();

  it.each(SEEDS)('seed %i: all eight rules over 5000 points', (seed) => {
    const values = series(seed, 5000);
    const batch = evaluateSeries(values, LIMITS, NELSON_RULES);
    expect(incremental(values, NELSON_RULES)).toEqual(batch);
    for (const v of batch) {
      fired.add(v.rule);
      expect(v.points[v.points.length - 1]).toBe(v.index); // the firing point completes the pattern
    }
  });

  it.each(SEEDS)('seed %i: a random subset of the rules over 2000 points', (seed) => {
    const rnd = mulberry32(seed ^ 0x5bd1e995);
    const rules = NELSON_RULES.filter(() => rnd() < 0.5);
    const values = series(seed + 1, 2000);
    const batch = evaluateSeries(values, LIMITS, rules);
    expect(incremental(values, rules)).toEqual(batch);
    expect(batch.every((v) => rules.includes(v.rule))).toBe(true);
  });

  it('every rule fired somewhere, so the agreement covered all eight', () => {
    expect([...fired].sort()).toEqual([...NELSON_RULES]);
  });
});

import { requireFiniteValues, SpcInputError } from '../spc-input-error';
import { constantsFor } from './constants';
import type { IndividualsLimits, XbarRLimits, XbarSLimits } from './limits.types';
import { mean, meanMovingRange, range, sampleStdDev } from './sample-stats';

/** Refuses an empty baseline, unequal subgroup sizes, n outside 2..25 and non-finite values; answers n. */
function equalSubgroupSize(subgroups: readonly (readonly number[])[]): number {
  if (subgroups.length === 0) throw new SpcInputError('subgroups', 'the baseline is empty');
  const n = subgroups[0].length;
  for (let i = 0; i < subgroups.length; i++) {
    if (subgroups[i].length !== n) {
      throw new SpcInputError(
        'subgroups',
        `subgroup ${i + 1} has ${subgroups[i].length} values but subgroup 1 has ${n}; the subgroup sizes must be equal`,
      );
    }
    requireFiniteValues(subgroups[i], `subgroups[${i}]`);
  }
  constantsFor(n, 'subgroups');
  return n;
}

type Subgroups = readonly (readonly number[])[];
type SpreadFactors = { a: number; unbias: number; lo: number; hi: number; spreadSigma: number };

// The X̄ chart and its spread chart (R or s) from the subgroups' means and spreads: X̿ ± a·spread̄, the spread chart
// lo·spread̄ .. hi·spread̄, the process sigma spread̄/unbias, the spread's own sigma spreadSigma·(process sigma).
function xbarAndSpread(
  subgroups: Subgroups,
  spreadOf: (g: readonly number[]) => number,
  of: (n: number) => SpreadFactors,
) {
  const n = equalSubgroupSize(subgroups);
  const f = of(n);
  let sumMeans = 0;
  let sumSpreads = 0;
  for (const g of subgroups) {
    sumMeans += mean(g);
    sumSpreads += spreadOf(g);
  }
  const centre = sumMeans / subgroups.length;
  const bar = sumSpreads / subgroups.length;
  const processSigma = bar / f.unbias;
  const xbar = { centre, lcl: centre - f.a * bar, ucl: centre + f.a * bar, sigma: (f.a * bar) / 3, n, processSigma };
  return { xbar, spread: { centre: bar, lcl: f.lo * bar, ucl: f.hi * bar, sigma: f.spreadSigma * processSigma } };
}

/** X̄-R limits (Montgomery 6.2): X̿ ± A2·R̄; R chart D3·R̄ .. D4·R̄ around R̄. */
export function xbarRLimits(subgroups: Subgroups): XbarRLimits {
  const { xbar, spread } = xbarAndSpread(subgroups, range, (n) => {
    const k = constantsFor(n);
    return { a: k.A2, unbias: k.d2, lo: k.D3, hi: k.D4, spreadSigma: k.d3 };
  });
  return { ...xbar, range: spread };
}

/** X̄-S limits (Montgomery 6.3): X̿ ± A3·s̄; S chart B3·s̄ .. B4·s̄ around s̄. */
export function xbarSLimits(subgroups: Subgroups): XbarSLimits {
  const { xbar, spread } = xbarAndSpread(subgroups, sampleStdDev, (n) => {
    const k = constantsFor(n);
    return { a: k.A3, unbias: k.c4, lo: k.B3, hi: k.B4, spreadSigma: Math.sqrt(1 - k.c4 * k.c4) };
  });
  return { ...xbar, stdDev: spread };
}

/** I-MR limits (NIST/SEMATECH 6.3.2.2): x̄ ± 3·MR̄/d2 (d2 for n = 2); MR chart 0 .. D4·MR̄ around MR̄. */
export function individualsLimits(values: readonly number[]): IndividualsLimits {
  requireFiniteValues(values, 'values');
  if (values.length < 2) throw new SpcInputError('values', 'an I-MR baseline needs at least two values');
  const k = constantsFor(2);
  const centre = mean(values);
  const mrBar = meanMovingRange(values);
  const processSigma = mrBar / k.d2;
  return {
    centre,
    lcl: centre - k.E2 * mrBar,
    ucl: centre + k.E2 * mrBar,
    sigma: processSigma,
    processSigma,
    movingRange: { centre: mrBar, lcl: k.D3 * mrBar, ucl: k.D4 * mrBar, sigma: k.d3 * processSigma },
  };
}

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

/** X̄-R limits (Montgomery 6.2): X̿ ± A2·R̄; R chart D3·R̄ .. D4·R̄ around R̄. */
export function xbarRLimits(subgroups: readonly (readonly number[])[]): XbarRLimits {
  const n = equalSubgroupSize(subgroups);
  const k = constantsFor(n);
  let sumMeans = 0;
  let sumRanges = 0;
  for (const g of subgroups) {
    sumMeans += mean(g);
    sumRanges += range(g);
  }
  const centre = sumMeans / subgroups.length;
  const rBar = sumRanges / subgroups.length;
  const processSigma = rBar / k.d2;
  return {
    centre,
    lcl: centre - k.A2 * rBar,
    ucl: centre + k.A2 * rBar,
    sigma: (k.A2 * rBar) / 3,
    n,
    processSigma,
    range: { centre: rBar, lcl: k.D3 * rBar, ucl: k.D4 * rBar, sigma: k.d3 * processSigma },
  };
}

/** X̄-S limits (Montgomery 6.3): X̿ ± A3·s̄; S chart B3·s̄ .. B4·s̄ around s̄. */
export function xbarSLimits(subgroups: readonly (readonly number[])[]): XbarSLimits {
  const n = equalSubgroupSize(subgroups);
  const k = constantsFor(n);
  let sumMeans = 0;
  let sumSd = 0;
  for (const g of subgroups) {
    sumMeans += mean(g);
    sumSd += sampleStdDev(g);
  }
  const centre = sumMeans / subgroups.length;
  const sBar = sumSd / subgroups.length;
  const processSigma = sBar / k.c4;
  return {
    centre,
    lcl: centre - k.A3 * sBar,
    ucl: centre + k.A3 * sBar,
    sigma: (k.A3 * sBar) / 3,
    n,
    processSigma,
    stdDev: {
      centre: sBar,
      lcl: k.B3 * sBar,
      ucl: k.B4 * sBar,
      sigma: processSigma * Math.sqrt(1 - k.c4 * k.c4),
    },
  };
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

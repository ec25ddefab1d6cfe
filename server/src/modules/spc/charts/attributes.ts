import { SpcInputError } from '../spc-input-error';
import type { AttributeLimits, ChartLimits, DefectivesSubgroup, DefectsSubgroup } from './limits.types';

function requireCount(value: number, field: string, what: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new SpcInputError(field, `${what} ${value} is not a count (0, 1, 2, …)`);
}

function requirePositive(value: number, field: string, what: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new SpcInputError(field, `${what} ${value} is not positive`);
}

function requireNonEmpty(list: readonly unknown[], field: string): void {
  if (list.length === 0) throw new SpcInputError(field, 'the baseline is empty');
}

/** p-chart limits for a subgroup of `size` items around the frozen p̄: p̄ ± 3·√(p̄(1−p̄)/n), LCL clipped at 0. */
export function pLimitsAt(pBar: number, size: number): ChartLimits {
  const sigma = Math.sqrt((pBar * (1 - pBar)) / size);
  return { centre: pBar, lcl: Math.max(0, pBar - 3 * sigma), ucl: pBar + 3 * sigma, sigma };
}

/** u-chart limits for a subgroup of `units` inspection units around the frozen ū: ū ± 3·√(ū/n), LCL clipped at 0. */
export function uLimitsAt(uBar: number, units: number): ChartLimits {
  const sigma = Math.sqrt(uBar / units);
  return { centre: uBar, lcl: Math.max(0, uBar - 3 * sigma), ucl: uBar + 3 * sigma, sigma };
}

function checkDefectives(subgroups: readonly DefectivesSubgroup[]): void {
  requireNonEmpty(subgroups, 'subgroups');
  subgroups.forEach((g, i) => {
    requireCount(g.size, `subgroups[${i}].size`, 'size');
    requirePositive(g.size, `subgroups[${i}].size`, 'size');
    requireCount(g.defectives, `subgroups[${i}].defectives`, 'defectives');
    if (g.defectives > g.size) {
      throw new SpcInputError(`subgroups[${i}].defectives`, `${g.defectives} defectives exceed the size ${g.size}`);
    }
  });
}

/**
 * p chart (fraction defective, Montgomery 7.2): p̄ = Σd / Σn. Each subgroup gets its own limits (sizes may vary);
 * the top-level limits use the average subgroup size n̄ = Σn / m (equal to n when the sizes are equal).
 */
export function pChartLimits(subgroups: readonly DefectivesSubgroup[]): AttributeLimits {
  checkDefectives(subgroups);
  let d = 0;
  let n = 0;
  for (const g of subgroups) {
    d += g.defectives;
    n += g.size;
  }
  const pBar = d / n;
  return { ...pLimitsAt(pBar, n / subgroups.length), perSubgroup: subgroups.map((g) => pLimitsAt(pBar, g.size)) };
}

/** np chart (number defective, equal sizes only): n·p̄ ± 3·√(n·p̄(1−p̄)), LCL clipped at 0. */
export function npChartLimits(subgroups: readonly DefectivesSubgroup[]): ChartLimits {
  checkDefectives(subgroups);
  const size = subgroups[0].size;
  let d = 0;
  subgroups.forEach((g, i) => {
    if (g.size !== size) {
      throw new SpcInputError(
        'subgroups',
        `subgroup ${i + 1} inspected ${g.size} items but subgroup 1 inspected ${size}; an np chart needs equal sizes (use a p chart)`,
      );
    }
    d += g.defectives;
  });
  const pBar = d / (size * subgroups.length);
  const centre = size * pBar;
  const sigma = Math.sqrt(centre * (1 - pBar));
  return { centre, lcl: Math.max(0, centre - 3 * sigma), ucl: centre + 3 * sigma, sigma };
}

/** c chart (defects per inspection unit of constant size): c̄ ± 3·√c̄, LCL clipped at 0. */
export function cChartLimits(counts: readonly number[]): ChartLimits {
  requireNonEmpty(counts, 'counts');
  let sum = 0;
  counts.forEach((c, i) => {
    requireCount(c, `counts[${i}]`, 'count');
    sum += c;
  });
  const centre = sum / counts.length;
  const sigma = Math.sqrt(centre);
  return { centre, lcl: Math.max(0, centre - 3 * sigma), ucl: centre + 3 * sigma, sigma };
}

/** u chart (defects per unit, Montgomery 7.3): ū = Σc / Σn, per-subgroup limits; top level at the average units n̄. */
export function uChartLimits(subgroups: readonly DefectsSubgroup[]): AttributeLimits {
  requireNonEmpty(subgroups, 'subgroups');
  let c = 0;
  let units = 0;
  subgroups.forEach((g, i) => {
    requireCount(g.defects, `subgroups[${i}].defects`, 'defects');
    requirePositive(g.units, `subgroups[${i}].units`, 'units');
    c += g.defects;
    units += g.units;
  });
  const uBar = c / units;
  return {
    ...uLimitsAt(uBar, units / subgroups.length),
    perSubgroup: subgroups.map((g) => uLimitsAt(uBar, g.units)),
  };
}

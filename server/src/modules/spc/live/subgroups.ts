import type { SpcChart } from '@mes/contracts';
import { cChartLimits, npChartLimits, pChartLimits, pLimitsAt, uChartLimits, uLimitsAt } from '../charts/attributes';
import { mean, range, sampleStdDev } from '../charts/sample-stats';
import { individualsLimits, xbarRLimits, xbarSLimits } from '../charts/variables';
import type { ChartLimits } from '../charts/limits.types';

// How a characteristic's values become points (docs/spc.md, "Points"): variables charts keep each subgroup's values
// (X̄-R, X̄-S: subgroup_size of them; I-MR: one); attribute charts keep one total (defectives or defects) over the
// subgroup's n units. A point is complete when it holds its size; only complete points are plotted and judged.

/** A point as stored: its units (n) and values (variables: each value; attributes: [total]). */
export type PointData = { n: number; vals: number[] };

const VARIABLES: ReadonlySet<SpcChart> = new Set(['xbar_r', 'xbar_s', 'imr']);
export const isVariables = (chart: SpcChart): boolean => VARIABLES.has(chart);

/** how many values (variables) or units (attributes) complete a point */
export function pointSize(chart: SpcChart, subgroupSize: number): number {
  return chart === 'imr' ? 1 : subgroupSize;
}

/** A point with one more value: a variables chart keeps it, an attribute chart adds it to the total. */
export function addValue(chart: SpcChart, p: PointData, x: number): PointData {
  if (isVariables(chart)) return { n: p.n + 1, vals: [...p.vals, x] };
  return { n: p.n + 1, vals: [(p.vals[0] ?? 0) + x] };
}

/** The plotted statistic and spread of a complete point; `prev` is the previous point's value (I-MR's moving range). */
export function statisticOf(
  chart: SpcChart,
  p: PointData,
  prev: number | null,
): { value: number; spread: number | null } {
  switch (chart) {
    case 'xbar_r':
      return { value: mean(p.vals), spread: range(p.vals) };
    case 'xbar_s':
      return { value: mean(p.vals), spread: sampleStdDev(p.vals) };
    case 'imr':
      return { value: p.vals[0], spread: prev === null ? null : Math.abs(p.vals[0] - prev) };
    case 'p':
    case 'u':
      return { value: p.vals[0] / p.n, spread: null };
    case 'np':
    case 'c':
      return { value: p.vals[0], spread: null };
  }
}

/** The frozen limits as stored with a baseline. */
export type Frozen = ChartLimits & { spread: ChartLimits | null };

/** The limits a baseline window's complete points give (the functions of charts/, docs/spc.md "Charts and limits"). */
export function freezeLimits(chart: SpcChart, points: readonly PointData[]): Frozen {
  switch (chart) {
    case 'xbar_r': {
      const l = xbarRLimits(points.map((p) => p.vals));
      return { centre: l.centre, lcl: l.lcl, ucl: l.ucl, sigma: l.sigma, spread: l.range };
    }
    case 'xbar_s': {
      const l = xbarSLimits(points.map((p) => p.vals));
      return { centre: l.centre, lcl: l.lcl, ucl: l.ucl, sigma: l.sigma, spread: l.stdDev };
    }
    case 'imr': {
      const l = individualsLimits(points.map((p) => p.vals[0]));
      return { centre: l.centre, lcl: l.lcl, ucl: l.ucl, sigma: l.sigma, spread: l.movingRange };
    }
    case 'p':
      return { ...pChartLimits(points.map((p) => ({ defectives: p.vals[0], size: p.n }))), spread: null };
    case 'np':
      return { ...npChartLimits(points.map((p) => ({ defectives: p.vals[0], size: p.n }))), spread: null };
    case 'c':
      return { ...cChartLimits(points.map((p) => p.vals[0])), spread: null };
    case 'u':
      return { ...uChartLimits(points.map((p) => ({ defects: p.vals[0], units: p.n }))), spread: null };
  }
}

/** The limits of one point: p and u charts around the frozen centre at the point's own size, others as frozen. */
export function limitsAt(chart: SpcChart, frozen: ChartLimits, n: number): ChartLimits {
  if (chart === 'p') return pLimitsAt(frozen.centre, n);
  if (chart === 'u') return uLimitsAt(frozen.centre, n);
  return frozen;
}

/**
 * A point standardized against its limits, (value − centre) / sigma, so that every chart's rules run on one scale
 * (zones at ±1, ±2, ±3); null when the limits have no spread (a baseline of p̄ = 0).
 */
export function standardize(chart: SpcChart, frozen: ChartLimits, n: number, value: number): number | null {
  const l = limitsAt(chart, frozen, n);
  return l.sigma > 0 ? (value - l.centre) / l.sigma : null;
}

/** A complete point's values summed up: Σx, Σ(x − x̄)² (its own mean), least, greatest (capability sums these). */
export function momentsOf(vals: readonly number[]): { total: number; m2: number; lo: number; hi: number } {
  let total = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of vals) {
    total += x;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  const mean = total / vals.length;
  let m2 = 0;
  for (const x of vals) m2 += (x - mean) * (x - mean);
  return { total, m2, lo, hi };
}

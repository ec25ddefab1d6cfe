import { constantsFor } from '../charts/constants';
import { mean, meanMovingRange, range, sampleStdDev } from '../charts/sample-stats';
import { requireFiniteValues, SpcInputError } from '../spc-input-error';
import { chiSquareQuantile, normalQuantile } from './distributions';

/** The window of data: subgroups (within sigma from R̄/d2 or s̄/c4) or individual values (within sigma MR̄/d2). */
export type CapabilityWindow =
  | { readonly subgroups: readonly (readonly number[])[]; readonly within: 'range' | 'stdDev' }
  | { readonly individuals: readonly number[] };

/** Specification limits; at least one is required. */
export interface SpecLimits {
  readonly lsl?: number;
  readonly usl?: number;
}

/** A point estimate with its two-sided confidence interval. */
export interface Estimate {
  readonly value: number;
  readonly lower: number;
  readonly upper: number;
}

/** Capability of a window; cp / pp are null when only one spec limit exists (then cpk = Cpu or Cpl). */
export interface Capability {
  readonly count: number;
  readonly mean: number;
  readonly withinSigma: number;
  readonly overallSigma: number;
  readonly confidence: number;
  readonly cp: Estimate | null;
  readonly cpk: Estimate;
  readonly pp: Estimate | null;
  readonly ppk: Estimate;
}

function flatten(window: CapabilityWindow): { values: number[]; withinSigma: number } {
  if ('individuals' in window) {
    requireFiniteValues(window.individuals, 'individuals');
    if (window.individuals.length < 2) throw new SpcInputError('individuals', 'capability needs at least two values');
    return {
      values: [...window.individuals],
      withinSigma: meanMovingRange(window.individuals) / constantsFor(2).d2,
    };
  }
  const { subgroups, within } = window;
  if (subgroups.length === 0) throw new SpcInputError('subgroups', 'the baseline is empty');
  const n = subgroups[0].length;
  const k = constantsFor(n, 'subgroups');
  const values: number[] = [];
  let dispersion = 0;
  subgroups.forEach((g, i) => {
    if (g.length !== n) {
      throw new SpcInputError('subgroups', `subgroup ${i + 1} has ${g.length} values but subgroup 1 has ${n}`);
    }
    requireFiniteValues(g, `subgroups[${i}]`);
    dispersion += within === 'range' ? range(g) : sampleStdDev(g);
    for (const v of g) values.push(v);
  });
  dispersion /= subgroups.length;
  return { values, withinSigma: within === 'range' ? dispersion / k.d2 : dispersion / k.c4 };
}

/** Cp-type interval (Montgomery 8.7, eq. 8.19): Ĉ·√(χ²_{α/2,ν}/ν) .. Ĉ·√(χ²_{1−α/2,ν}/ν), ν = N − 1. */
function chiSquareInterval(value: number, count: number, confidence: number): Estimate {
  const nu = count - 1;
  const alpha = 1 - confidence;
  return {
    value,
    lower: value * Math.sqrt(chiSquareQuantile(alpha / 2, nu) / nu),
    upper: value * Math.sqrt(chiSquareQuantile(1 - alpha / 2, nu) / nu),
  };
}

/** Cpk-type interval, Bissell (1990) normal approximation: Ĉ ± z_{1−α/2}·√(1/(9N) + Ĉ²/(2(N−1))). */
function bissellInterval(value: number, count: number, confidence: number): Estimate {
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const half = z * Math.sqrt(1 / (9 * count) + (value * value) / (2 * (count - 1)));
  return { value, lower: value - half, upper: value + half };
}

/** The potential (two-sided) and the nearest-limit index for one sigma. */
function indices(spec: SpecLimits, mu: number, sigma: number): { potential: number | null; k: number } {
  const upper = spec.usl === undefined ? Infinity : (spec.usl - mu) / (3 * sigma);
  const lower = spec.lsl === undefined ? Infinity : (mu - spec.lsl) / (3 * sigma);
  const potential = spec.usl !== undefined && spec.lsl !== undefined ? (spec.usl - spec.lsl) / (6 * sigma) : null;
  return { potential, k: Math.min(upper, lower) };
}

function checkSpec(spec: SpecLimits): void {
  if (spec.lsl === undefined && spec.usl === undefined) {
    throw new SpcInputError('spec', 'capability needs at least one specification limit (LSL or USL)');
  }
  if (spec.lsl !== undefined && !Number.isFinite(spec.lsl))
    throw new SpcInputError('lsl', 'LSL is not a finite number');
  if (spec.usl !== undefined && !Number.isFinite(spec.usl))
    throw new SpcInputError('usl', 'USL is not a finite number');
  if (spec.lsl !== undefined && spec.usl !== undefined && spec.lsl >= spec.usl) {
    throw new SpcInputError('lsl', `LSL ${spec.lsl} must be below USL ${spec.usl}`);
  }
}

/**
 * Cp, Cpk (within-subgroup sigma) and Pp, Ppk (overall sample standard deviation) over a window, with two-sided
 * confidence intervals at `confidence` (default 0.95): chi-square for Cp / Pp, Bissell for Cpk / Ppk.
 */
export function capability(window: CapabilityWindow, spec: SpecLimits, confidence = 0.95): Capability {
  checkSpec(spec);
  if (!(confidence > 0 && confidence < 1)) {
    throw new SpcInputError('confidence', `confidence ${confidence} is outside (0, 1)`);
  }
  const { values, withinSigma } = flatten(window);
  const mu = mean(values);
  const overallSigma = sampleStdDev(values);
  if (!(withinSigma > 0) || !(overallSigma > 0)) {
    throw new SpcInputError('values', 'the window has no variation; capability is undefined');
  }
  const count = values.length;
  const within = indices(spec, mu, withinSigma);
  const overall = indices(spec, mu, overallSigma);
  return {
    count,
    mean: mu,
    withinSigma,
    overallSigma,
    confidence,
    cp: within.potential === null ? null : chiSquareInterval(within.potential, count, confidence),
    cpk: bissellInterval(within.k, count, confidence),
    pp: overall.potential === null ? null : chiSquareInterval(overall.potential, count, confidence),
    ppk: bissellInterval(overall.k, count, confidence),
  };
}

/** The same indices from summary figures (mean, sigma, N) as a textbook states them; sigma serves within and overall. */
export function capabilityFromSummary(
  summary: { readonly mean: number; readonly sigma: number; readonly count: number },
  spec: SpecLimits,
  confidence = 0.95,
): { readonly cp: Estimate | null; readonly cpk: Estimate } {
  checkSpec(spec);
  if (!(summary.sigma > 0)) throw new SpcInputError('sigma', 'sigma must be positive');
  if (!Number.isInteger(summary.count) || summary.count < 2)
    throw new SpcInputError('count', 'count must be at least 2');
  if (!(confidence > 0 && confidence < 1)) {
    throw new SpcInputError('confidence', `confidence ${confidence} is outside (0, 1)`);
  }
  const i = indices(spec, summary.mean, summary.sigma);
  return {
    cp: i.potential === null ? null : chiSquareInterval(i.potential, summary.count, confidence),
    cpk: bissellInterval(i.k, summary.count, confidence),
  };
}

import { evaluateSeries } from '../rules';
import { PISTON_RINGS } from '../charts/piston-rings.fixture';
import { xbarRLimits } from '../charts/variables';
import { withinSigma } from './chart';
import { parseRules, rulesTextValid } from './rules-text';
import {
  addValue,
  freezeLimits,
  limitsAt,
  momentsOf,
  pointSize,
  standardize,
  statisticOf,
  type PointData,
} from './subgroups';

// Points as the relay builds them, one value at a time (subgroups.ts), give the same limits and rule firings as the
// mathematics given whole subgroups: the live path adds no arithmetic of its own.
const fill = (chart: Parameters<typeof addValue>[0], values: readonly number[]): PointData =>
  values.reduce<PointData>((p, x) => addValue(chart, p, x), { n: 0, vals: [] });

describe('points from single values', () => {
  it('builds X̄-R subgroups value by value and freezes the piston-ring limits (Montgomery 6th ed., Example 6.3)', () => {
    const points = PISTON_RINGS.map((g) => fill('xbar_r', g));
    expect(points.every((p) => p.n === pointSize('xbar_r', 5))).toBe(true);
    const l = freezeLimits('xbar_r', points);
    const whole = xbarRLimits(PISTON_RINGS);
    expect(l).toEqual({
      centre: whole.centre,
      lcl: whole.lcl,
      ucl: whole.ucl,
      sigma: whole.sigma,
      spread: whole.range,
    });
    // the book: x̿ = 74.001, R̄ = 0.023, UCL 74.014, LCL 73.988, R chart UCL 0.049; it multiplies the rounded x̿ and R̄
    // (74.001 + 0.577·0.023 = 74.0143), so the limits hold to its figures within 0.001
    expect(Math.abs(l.centre - 74.001)).toBeLessThan(0.0005);
    expect(Math.abs(l.spread!.centre - 0.023)).toBeLessThan(0.0005);
    expect(Math.abs(l.ucl - 74.014)).toBeLessThan(0.001);
    expect(Math.abs(l.lcl - 73.988)).toBeLessThan(0.001);
    expect(Math.abs(l.spread!.ucl - 0.049)).toBeLessThan(0.001);
    const s = statisticOf('xbar_r', points[0], null);
    // sample 1: 74.030, 74.002, 74.019, 73.992, 74.008 → x̄ = 370.051 / 5 = 74.0102, R = 74.030 − 73.992 = 0.038
    expect(s.value).toBeCloseTo(74.0102, 6);
    expect(s.spread).toBeCloseTo(0.038, 6);
  });

  it('keeps an I-MR moving range from the previous point (NIST/SEMATECH 6.3.2.2 flow rate)', () => {
    const flow = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1];
    const points = flow.map((x) => fill('imr', [x]));
    expect(statisticOf('imr', points[1], 49.6)).toEqual({ value: 47.6, spread: expect.closeTo(2.0, 9) });
    expect(statisticOf('imr', points[0], null).spread).toBeNull();
    const l = freezeLimits('imr', points);
    expect(l.ucl).toBeCloseTo(55.8041, 4);
    expect(l.lcl).toBeCloseTo(45.8159, 4);
  });

  it('totals attribute subgroups and plots p, np, c and u', () => {
    // 50 units with 3 defectives: p = 3/50 = 0.06, np = 3
    const p = fill('p', [...Array(47).fill(0), 1, 1, 1]);
    expect(p).toEqual({ n: 50, vals: [3] });
    expect(statisticOf('p', p, null).value).toBeCloseTo(0.06, 12);
    expect(statisticOf('np', p, null).value).toBe(3);
    // 4 boards with 2, 0, 5, 1 defects: c = 8, u = 8/4 = 2
    const u = fill('u', [2, 0, 5, 1]);
    expect(statisticOf('c', u, null).value).toBe(8);
    expect(statisticOf('u', u, null).value).toBe(2);
  });

  it('gives p and u points the limits of their own size around the frozen centre (Montgomery 7.2.2)', () => {
    const frozen = { centre: 0.1, lcl: 0, ucl: 0.2, sigma: 0.03 };
    // n = 100: σ = √(0.1·0.9/100) = 0.03, UCL = 0.19; n = 25: σ = √(0.09/25) = 0.06, UCL = 0.28
    expect(limitsAt('p', frozen, 100).ucl).toBeCloseTo(0.19, 12);
    expect(limitsAt('p', frozen, 25).ucl).toBeCloseTo(0.28, 12);
    expect(standardize('p', frozen, 25, 0.28)).toBeCloseTo(3, 12);
    expect(limitsAt('np', frozen, 25)).toBe(frozen);
    expect(standardize('p', { centre: 0, lcl: 0, ucl: 0, sigma: 0 }, 25, 0.1)).toBeNull();
  });

  it('fires the same rules on standardized points as on the raw series against the frozen limits', () => {
    const frozen = { centre: 10, lcl: 7, ucl: 13, sigma: 1 };
    // a shift of +1.5σ after six points: rule 2 (nine on one side) and rule 6 (four of five beyond 1σ) fire
    const series = [10.2, 9.7, 10.4, 9.9, 10.1, 9.8, ...Array.from({ length: 10 }, (_, i) => 11.5 + (i % 2) * 0.2)];
    const raw = evaluateSeries(series, frozen, [1, 2, 5, 6]);
    const z = series.map((x) => standardize('imr', frozen, 1, x)!);
    expect(evaluateSeries(z, { centre: 0, sigma: 1 }, [1, 2, 5, 6])).toEqual(raw);
    expect(raw.map((v) => v.rule)).toContain(2);
  });
});

describe('rules text', () => {
  it('reads 1..8 separated by commas, dropping repeats', () => {
    expect(parseRules('6, 1,2,2')).toEqual([1, 2, 6]);
    expect(rulesTextValid('1,2,5,6')).toBe(true);
    expect(rulesTextValid('1,9')).toBe(false);
    expect(rulesTextValid('')).toBe(false);
    expect(rulesTextValid('1,,2')).toBe(false);
  });
});

describe('capability figures of a window', () => {
  it('estimates the within sigma as R̄/d2, s̄/c4 and MR̄/d2 (Montgomery 6th ed., Appendix VI)', () => {
    // n = 5: d2 = 2.326, c4 = 0.9400; MR over 2: d2 = 1.128
    expect(withinSigma('xbar_r', 0.023, 5)).toBeCloseTo(0.023 / 2.326, 9);
    expect(withinSigma('xbar_s', 0.0094, 5)).toBeCloseTo(0.0094 / 0.94, 9);
    expect(withinSigma('imr', 1.8778, 1)).toBeCloseTo(1.8778 / 1.128, 9);
  });
});

describe('a point summed up', () => {
  it('keeps Σx, Σ(x − x̄)², least and greatest of its values', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: Σx = 40, x̄ = 5, Σ(x − x̄)² = 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32
    expect(momentsOf([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ total: 40, m2: 32, lo: 2, hi: 9 });
  });
});

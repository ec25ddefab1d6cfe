import { PISTON_RINGS } from '../charts/piston-rings.fixture';
import { capability, capabilityFromSummary } from './capability';

describe(capabilityFromSummary.name, () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, 6.1.6 What is Process Capability?, example:
  // USL = 20, LSL = 8, x̄ = 16, s = 2 → Cp = 12/12 = 1.0, Cpu = 4/6 = 0.6667, Cpl = 8/6 = 1.3333, Cpk = 0.6667.
  it('matches the NIST 6.1.6 example', () => {
    const c = capabilityFromSummary({ mean: 16, sigma: 2, count: 50 }, { lsl: 8, usl: 20 });
    expect(c.cp?.value).toBeCloseTo(1.0, 4);
    expect(c.cpk.value).toBeCloseTo(0.6667, 4);
  });

  // Montgomery, ISQC 6th ed., 8.3.5 Confidence Intervals and Tests on Process Capability Ratios, Cp example:
  // USL = 62, LSL = 38, n = 20, s = 1.75 → Ĉp = 24/10.5 = 2.29; 95 % CI 1.57 ≤ Cp ≤ 3.01 (χ² quantiles 8.91, 32.85).
  it('matches the Cp confidence interval of Montgomery 8.3.5', () => {
    const c = capabilityFromSummary({ mean: 50, sigma: 1.75, count: 20 }, { lsl: 38, usl: 62 });
    expect(c.cp?.value).toBeCloseTo(2.29, 2);
    // the book multiplies its rounded Ĉp, 2.29·√(8.91/19) = 1.568 → 1.57; unrounded: 2.285714·√(8.9065/19) = 1.5649
    expect(c.cp?.lower).toBeCloseTo(1.5649, 3);
    expect(c.cp?.upper).toBeCloseTo(3.01, 2);
  });

  // Same data at 90 %, by hand from the NIST χ² table (ν = 19: 10.117, 30.144):
  // 2.285714·√(10.117/19) = 1.6679, 2.285714·√(30.144/19) = 2.8790.
  it('takes the confidence level as a parameter', () => {
    const c = capabilityFromSummary({ mean: 50, sigma: 1.75, count: 20 }, { lsl: 38, usl: 62 }, 0.9);
    expect(c.cp?.lower).toBeCloseTo(1.6679, 3);
    expect(c.cp?.upper).toBeCloseTo(2.879, 3);
  });

  // Montgomery, ISQC 6th ed., 8.3.5, Cpk example (Bissell's approximation): n = 20, Ĉpk = 1.33 →
  // 95 % CI 0.88 ≤ Cpk ≤ 1.78. Here one-sided (USL only): (53.99 − 50)/(3·1) = 1.33.
  it('matches the Cpk interval of Montgomery 8.3.5 with only an upper limit', () => {
    const c = capabilityFromSummary({ mean: 50, sigma: 1, count: 20 }, { usl: 53.99 });
    expect(c.cp).toBeNull();
    expect(c.cpk.value).toBeCloseTo(1.33, 2);
    expect(c.cpk.lower).toBeCloseTo(0.88, 2);
    expect(c.cpk.upper).toBeCloseTo(1.78, 2);
  });
});

describe(capability.name, () => {
  // Piston rings (Montgomery Table 6.3), spec 74.000 ± 0.05 (Montgomery's exercise on this data). By hand:
  // R̄ = 0.5810/25 = 0.02324, σ_within = 0.02324/2.326 = 0.0099914, Cp = 0.1/(6·0.0099914) = 1.6681,
  // x̿ = 74.001176, Cpk = Cpu = (74.05 − 74.001176)/(3·0.0099914) = 1.6289;
  // overall s of the 125 values = 0.0101989, Pp = 0.1/(6·0.0101989) = 1.6342, Ppk = 0.048824/0.0305966 = 1.5957.
  it('answers within (R̄/d2) and overall capability of the piston rings', () => {
    const c = capability({ subgroups: PISTON_RINGS, within: 'range' }, { lsl: 73.95, usl: 74.05 });
    expect(c.count).toBe(125);
    expect(c.withinSigma).toBeCloseTo(0.0099914, 7);
    expect(c.overallSigma).toBeCloseTo(0.0101989, 7);
    expect(c.cp?.value).toBeCloseTo(1.6681, 4);
    expect(c.cpk.value).toBeCloseTo(1.6289, 4);
    expect(c.pp?.value).toBeCloseTo(1.6342, 4);
    expect(c.ppk.value).toBeCloseTo(1.5957, 4);
    expect(c.cp?.lower ?? Infinity).toBeLessThan(c.cp?.value ?? -Infinity);
    expect(c.cp?.upper ?? -Infinity).toBeGreaterThan(c.cp?.value ?? Infinity);
  });

  // s̄/c4 = 0.0093995/0.94 = 0.0099995 (Example 6.3's σ̂ = 0.01); Cp = 0.1/0.059997 = 1.6668.
  it('uses s̄/c4 when asked', () => {
    const c = capability({ subgroups: PISTON_RINGS, within: 'stdDev' }, { lsl: 73.95, usl: 74.05 });
    expect(c.withinSigma).toBeCloseTo(0.01, 4);
    expect(c.cp?.value).toBeCloseTo(1.6668, 4);
  });

  // NIST 6.3.2.2 flow rates with a lower limit of 45 only, by hand: σ_within = MR̄/d2 = 1.87778/1.128 = 1.66470,
  // Cpk = Cpl = (50.81 − 45)/(3·1.66470) = 1.1634; Cp undefined.
  it('uses MR̄/d2 for individuals and answers one-sided capability', () => {
    const c = capability({ individuals: [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1] }, { lsl: 45 });
    expect(c.withinSigma).toBeCloseTo(1.6647, 4);
    expect(c.cp).toBeNull();
    expect(c.pp).toBeNull();
    expect(c.cpk.value).toBeCloseTo(1.1634, 4);
  });

  it('refuses LSL >= USL, no limit, an empty window and a bad confidence', () => {
    const w = { subgroups: PISTON_RINGS, within: 'range' as const };
    expect(() => capability(w, { lsl: 74.05, usl: 73.95 })).toThrow('lsl: LSL 74.05 must be below USL 73.95');
    expect(() => capability(w, { lsl: 74, usl: 74 })).toThrow('must be below USL');
    expect(() => capability(w, {})).toThrow('at least one specification limit');
    expect(() => capability({ subgroups: [], within: 'range' }, { usl: 1 })).toThrow('the baseline is empty');
    expect(() => capability(w, { usl: 75 }, 1)).toThrow('confidence 1 is outside (0, 1)');
  });
});

import { SpcInputError } from '../spc-input-error';
import { PISTON_RINGS } from './piston-rings.fixture';
import { individualsLimits, xbarRLimits, xbarSLimits } from './variables';

describe(xbarRLimits.name, () => {
  // Montgomery, ISQC 6th ed., piston rings (Table 6.3): x̿ = 74.001, R̄ = 0.023; the book's limits
  // 74.001 ± 0.577·0.023 = 74.014 / 73.988 and R chart UCL = 2.114·0.023 = 0.049, LCL = 0.
  // The book rounds x̿ and R̄ before multiplying (unrounded: 74.001176 + 0.577·0.02324 = 74.01459), so the
  // limits are held to the book's figure within that rounding (0.001), the rest to every printed digit.
  it('matches the piston-ring figures', () => {
    const l = xbarRLimits(PISTON_RINGS);
    expect(l.n).toBe(5);
    expect(l.centre).toBeCloseTo(74.001, 3);
    expect(l.range.centre).toBeCloseTo(0.023, 3);
    expect(Math.abs(l.ucl - 74.014)).toBeLessThan(0.001);
    expect(Math.abs(l.lcl - 73.988)).toBeLessThan(0.001);
    expect(l.range.ucl).toBeCloseTo(0.049, 3);
    expect(l.range.lcl).toBe(0);
    expect(l.ucl - l.centre).toBeCloseTo(3 * l.sigma, 12);
  });
});

describe(xbarSLimits.name, () => {
  // Montgomery, ISQC 6th ed., Example 6.3 (x̄ and s charts for the piston rings): s̄ = 0.0094, x̿ = 74.001,
  // UCL = 74.001 + 1.427·0.0094 = 74.014, LCL = 73.988; s chart UCL = 2.089·0.0094 = 0.0196, CL = 0.0094, LCL = 0;
  // σ̂ = s̄/c4 = 0.0094/0.9400 = 0.01.
  it('matches Example 6.3', () => {
    const l = xbarSLimits(PISTON_RINGS);
    expect(l.stdDev.centre).toBeCloseTo(0.0094, 4);
    expect(l.centre).toBeCloseTo(74.001, 3);
    expect(Math.abs(l.ucl - 74.014)).toBeLessThan(0.001);
    expect(Math.abs(l.lcl - 73.988)).toBeLessThan(0.001);
    expect(l.stdDev.ucl).toBeCloseTo(0.0196, 4);
    expect(l.stdDev.lcl).toBe(0);
    expect(l.processSigma).toBeCloseTo(0.01, 4);
  });
});

describe(individualsLimits.name, () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, 6.3.2.2 Individuals Control Charts, flow-rate example
  // (10 batches): x̄ = 50.81, MR̄ = 1.8778; MR chart UCL = 3.267·1.8778 = 6.1347, LCL = 0;
  // individuals UCL = 50.81 + 3·(1.8778/1.128) = 55.8041, LCL = 45.8159.
  const FLOW = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1];
  it('matches the NIST flow-rate example', () => {
    const l = individualsLimits(FLOW);
    expect(l.centre).toBeCloseTo(50.81, 2);
    expect(l.movingRange.centre).toBeCloseTo(1.8778, 4);
    expect(l.movingRange.ucl).toBeCloseTo(6.1347, 4);
    expect(l.movingRange.lcl).toBe(0);
    expect(l.ucl).toBeCloseTo(55.8041, 4);
    expect(l.lcl).toBeCloseTo(45.8159, 4);
  });

  it('refuses fewer than two values', () => {
    expect(() => individualsLimits([])).toThrow('values: the baseline is empty');
    expect(() => individualsLimits([1])).toThrow('at least two values');
  });
});

describe('refusals of the subgroup charts', () => {
  it('refuses an empty baseline', () => {
    expect(() => xbarRLimits([])).toThrow(new SpcInputError('subgroups', 'the baseline is empty'));
    expect(() => xbarSLimits([])).toThrow('the baseline is empty');
  });

  it('refuses subgroups of differing sizes', () => {
    expect(() =>
      xbarRLimits([
        [1, 2, 3],
        [1, 2],
      ]),
    ).toThrow('subgroup 2 has 2 values but subgroup 1 has 3');
  });

  it('refuses a subgroup size outside 2..25', () => {
    expect(() => xbarRLimits([[1], [2]])).toThrow('subgroup size 1 is outside 2..25');
    const big = Array.from({ length: 26 }, (_, i) => i);
    expect(() => xbarSLimits([big, big])).toThrow('subgroup size 26 is outside 2..25');
  });

  it('refuses a non-finite value and names where it is', () => {
    expect(() =>
      xbarRLimits([
        [1, 2],
        [3, Number.NaN],
      ]),
    ).toThrow('subgroups[1]: value 2 is not a finite number');
  });
});

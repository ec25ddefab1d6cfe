import { chiSquareQuantile, logGamma, normalQuantile } from './distributions';

describe(chiSquareQuantile.name, () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4 Critical Values of the Chi-Square Distribution
  // (lower-tail probability p → value, 3 decimals as printed).
  it.each([
    [0.95, 1, 3.841],
    [0.95, 2, 5.991],
    [0.05, 10, 3.94],
    [0.95, 10, 18.307],
    [0.025, 19, 8.907],
    [0.05, 19, 10.117],
    [0.95, 19, 30.144],
    [0.975, 19, 32.852],
    [0.05, 100, 77.929],
    [0.95, 100, 124.342],
  ])('p = %d, ν = %d → %d', (p, nu, value) => {
    expect(chiSquareQuantile(p, nu)).toBeCloseTo(value, 3);
  });

  it('refuses a probability outside (0, 1)', () => {
    expect(() => chiSquareQuantile(1, 5)).toThrow('outside (0, 1)');
  });
});

describe(normalQuantile.name, () => {
  // NIST/SEMATECH e-Handbook 1.3.6.7.1 (Cumulative Distribution Function of the Standard Normal): z(0.975) = 1.960,
  // z(0.95) = 1.645, z(0.995) = 2.576; 1.959964 is the usual six-decimal figure.
  it('matches the normal table', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.95)).toBeCloseTo(1.645, 3);
    expect(normalQuantile(0.995)).toBeCloseTo(2.576, 3);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 6);
    expect(normalQuantile(0.5)).toBe(0);
  });
});

describe(logGamma.name, () => {
  it('answers ln Γ at known points', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10);
  });
});

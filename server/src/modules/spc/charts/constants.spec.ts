import { regularizedGammaP, logGamma } from '../capability/distributions';
import { CONTROL_CHART_CONSTANTS, constantsFor } from './constants';

// Source: Montgomery, Introduction to Statistical Quality Control, 6th ed., Appendix VI.
describe('control-chart constants (Montgomery, ISQC 6th ed., Appendix VI)', () => {
  it('spot-checks entries against the printed table', () => {
    expect(constantsFor(2)).toMatchObject({ A2: 1.88, d2: 1.128, d3: 0.853, D4: 3.267, c4: 0.7979, B4: 3.267 });
    expect(constantsFor(5)).toMatchObject({ A2: 0.577, A3: 1.427, c4: 0.94, B4: 2.089, d2: 2.326, D3: 0, D4: 2.114 });
    expect(constantsFor(10)).toMatchObject({ A2: 0.308, A3: 0.975, B3: 0.284, d2: 3.078, D3: 0.223, D4: 1.777 });
    expect(constantsFor(25)).toMatchObject({ A2: 0.153, A3: 0.606, c4: 0.9896, B3: 0.565, d2: 3.931, D4: 1.541 });
    expect(constantsFor(2).E2).toBeCloseTo(2.66, 3);
  });

  it('is one frozen table for n = 2..25', () => {
    expect(CONTROL_CHART_CONSTANTS.map((k) => k.n)).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    expect(Object.isFrozen(CONTROL_CHART_CONSTANTS)).toBe(true);
    expect(Reflect.set(CONTROL_CHART_CONSTANTS[3], 'A2', 1)).toBe(false);
    expect(constantsFor(5).A2).toBe(0.577);
  });

  // Every row agrees with the factors' definitions (catches a mistyped figure): c4 from the gamma function,
  // d2 = ∫ 1 − Φ(x)^n − (1 − Φ(x))^n dx, and A2, A3, B3, B4, D3, D4 from d2, d3 and c4 (Montgomery 6.2–6.3).
  it('agrees with the definitions of the factors within the table rounding', () => {
    const phi = (x: number): number => 0.5 * (1 + Math.sign(x) * regularizedGammaP(0.5, (x * x) / 2));
    for (const k of CONTROL_CHART_CONSTANTS) {
      const n = k.n;
      const c4 = Math.sqrt(2 / (n - 1)) * Math.exp(logGamma(n / 2) - logGamma((n - 1) / 2));
      expect(Math.abs(k.c4 - c4)).toBeLessThan(0.00006);
      const steps = 1600;
      const h = 16 / steps;
      let d2 = 0;
      for (let i = 0; i <= steps; i++) {
        const x = -8 + i * h;
        const f = 1 - Math.pow(phi(x), n) - Math.pow(1 - phi(x), n);
        d2 += (i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2) * f;
      }
      expect(Math.abs(k.d2 - (d2 * h) / 3)).toBeLessThan(0.0006);
      expect(Math.abs(k.A2 - 3 / (k.d2 * Math.sqrt(n)))).toBeLessThan(0.001);
      expect(Math.abs(k.A3 - 3 / (k.c4 * Math.sqrt(n)))).toBeLessThan(0.002);
      const b = (3 * Math.sqrt(1 - k.c4 * k.c4)) / k.c4;
      expect(Math.abs(k.B3 - Math.max(0, 1 - b))).toBeLessThan(0.002);
      expect(Math.abs(k.B4 - (1 + b))).toBeLessThan(0.002);
      expect(Math.abs(k.D3 - Math.max(0, 1 - (3 * k.d3) / k.d2))).toBeLessThan(0.002);
      expect(Math.abs(k.D4 - (1 + (3 * k.d3) / k.d2))).toBeLessThan(0.002);
    }
  });

  it('refuses a subgroup size outside 2..25', () => {
    expect(() => constantsFor(1)).toThrow('subgroup size 1 is outside 2..25');
    expect(() => constantsFor(26)).toThrow('subgroup size 26 is outside 2..25');
  });
});

import { describe, expect, it } from '@jest/globals';
import type { SpcCapability, SpcPoint } from '@mes/contracts';
import { chartRows, histogramRows, round, yDomain, zoneBands } from './chart-data';

const point = (seq: number, value: number, violations: number[] = []): SpcPoint => ({
  seq,
  at: '2025-01-01T00:00:00Z',
  station_id: 1,
  n: 1,
  value,
  spread: null,
  lcl: 9,
  ucl: 11,
  violations,
});

describe('SPC chart data', () => {
  it('marks the violating points only', () => {
    const rows = chartRows([point(1, 10), point(2, 12, [1, 5])]);
    expect(rows.map((r) => r.violating)).toEqual([null, 12]);
  });

  it('puts zones C, B and A at 1, 2 and 3 sigma on both sides of the centre', () => {
    const bands = zoneBands({ centre: 10, sigma: 0.5 });
    expect(bands).toEqual([
      { zone: 'A', y1: 11, y2: 11.5 },
      { zone: 'B', y1: 10.5, y2: 11 },
      { zone: 'C', y1: 9.5, y2: 10.5 },
      { zone: 'B', y1: 9, y2: 9.5 },
      { zone: 'A', y1: 8.5, y2: 9 },
    ]);
  });

  it('spans every drawn value with a margin, and leaves an empty chart to recharts', () => {
    expect(yDomain([1, null, 3, undefined])).toEqual([0.9, 3.1]);
    expect(yDomain([])).toEqual(['auto', 'auto']);
  });

  it('scales the normal curve to the bins: its expected counts sum to about N over a wide enough range', () => {
    // bins of width 0.5 over mean ± 4 sigma (sigma 1): the curve's counts add up to N within the tails left out
    const bins = Array.from({ length: 16 }, (_, i) => ({ from: -4 + i * 0.5, to: -3.5 + i * 0.5, count: 0 }));
    bins[7].count = 60;
    bins[8].count = 40;
    const c: SpcCapability = {
      n: 100,
      mean: 0,
      sigma_within: 1,
      sigma_overall: 1,
      cp: 1,
      cpk: 1,
      pp: 1,
      ppk: 1,
      cp_ci: null,
      cpk_ci: null,
      pp_ci: null,
      ppk_ci: null,
      bins,
    };
    const rows = histogramRows(c);
    const sum = rows.reduce((s, r) => s + r.expected, 0);
    expect(sum).toBeGreaterThan(99);
    expect(sum).toBeLessThan(101);
    // the peak at the mean: N · 0.5 · φ(±0.25)
    expect(rows[7].expected).toBeCloseTo(100 * 0.5 * (Math.exp(-0.5 * 0.0625) / Math.sqrt(2 * Math.PI)), 6);
    expect(rows[7].label).toBe('-0.5–0');
  });

  it('rounds labels to significant digits', () => {
    expect(round(3.30000001)).toBe('3.3');
    expect(round(null)).toBe('');
  });
});

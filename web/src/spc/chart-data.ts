import type { SpcBaseline, SpcCapability, SpcPoint } from '@mes/contracts';

// What the SPC chart page draws, computed from a chart answer (docs/spc.md, "Screens"): no React here.

export type ChartRow = SpcPoint & {
  /** the value again where the point violates a rule (drawn red), else null */
  violating: number | null;
};

export function chartRows(points: readonly SpcPoint[]): ChartRow[] {
  return points.map((p) => ({ ...p, violating: p.violations.length > 0 ? p.value : null }));
}

export type ZoneBand = { zone: 'A' | 'B' | 'C'; y1: number; y2: number };

/** Zones C (within ±1σ), B (1σ..2σ) and A (2σ..3σ) on both sides of the centre, from the baseline's sigma. */
export function zoneBands(b: Pick<SpcBaseline, 'centre' | 'sigma'>): ZoneBand[] {
  const at = (k: number) => b.centre + k * b.sigma;
  return [
    { zone: 'A', y1: at(2), y2: at(3) },
    { zone: 'B', y1: at(1), y2: at(2) },
    { zone: 'C', y1: at(-1), y2: at(1) },
    { zone: 'B', y1: at(-2), y2: at(-1) },
    { zone: 'A', y1: at(-3), y2: at(-2) },
  ];
}

/** A y range holding every value, limit and spec limit drawn, with a margin of 5 % of the span. */
export function yDomain(values: readonly (number | null | undefined)[]): [number, number] | ['auto', 'auto'] {
  const finite = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (finite.length === 0) return ['auto', 'auto'];
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.05;
  return [lo - pad, hi + pad];
}

export type HistogramRow = { label: string; mid: number; count: number; expected: number };

/**
 * The capability histogram's bars with the normal curve (mean, sigma within) scaled to them: the count a bin would
 * hold, N · width · φ((mid − μ)/σ)/σ.
 */
export function histogramRows(c: SpcCapability, digits = 3): HistogramRow[] {
  const total = c.bins.reduce((s, b) => s + b.count, 0);
  return c.bins.map((b) => {
    const mid = (b.from + b.to) / 2;
    const z = (mid - c.mean) / c.sigma_within;
    const density = c.sigma_within > 0 ? Math.exp(-0.5 * z * z) / (c.sigma_within * Math.sqrt(2 * Math.PI)) : 0;
    return {
      label: `${round(b.from, digits)}–${round(b.to, digits)}`,
      mid,
      count: b.count,
      expected: total * (b.to - b.from) * density,
    };
  });
}

/** A number to `digits` significant places for labels (no trailing zeros); '' for null. */
export function round(v: number | null | undefined, digits = 4): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '';
  return String(Number(v.toPrecision(digits)));
}

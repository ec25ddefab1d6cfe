import type { ChartLimits, Tag } from './types';

/** The lines of a chart: the centre and the 1, 2 and 3 sigma lines either side, computed once from the frozen limits. */
export interface Zones {
  readonly centre: number;
  readonly upper1: number;
  readonly upper2: number;
  readonly upper3: number;
  readonly lower1: number;
  readonly lower2: number;
  readonly lower3: number;
}

/** The lines of a chart; refuses a non-finite centre or a sigma that is not a positive finite number. */
export function zonesOf(limits: ChartLimits): Zones {
  const { centre, sigma } = limits;
  if (!Number.isFinite(centre)) throw new RangeError(`centre must be a finite number, got ${centre}`);
  if (!Number.isFinite(sigma) || sigma <= 0)
    throw new RangeError(`sigma must be a positive finite number, got ${sigma}`);
  return {
    centre,
    upper1: centre + sigma,
    upper2: centre + 2 * sigma,
    upper3: centre + 3 * sigma,
    lower1: centre - sigma,
    lower2: centre - 2 * sigma,
    lower3: centre - 3 * sigma,
  };
}

/** Side of a line pair, strictly: 1 above `upper`, -1 below `lower`, 0 on or between them (a point on a line is not beyond it). */
export function beyond(x: number, upper: number, lower: number): Tag {
  return x > upper ? 1 : x < lower ? -1 : 0;
}

/** Direction from the previous point: 1 up, -1 down, 0 equal or no previous point (prev NaN). */
export function direction(x: number, prev: number): Tag {
  return x > prev ? 1 : x < prev ? -1 : 0;
}

/** Refuses a point that is not a finite number, naming the field. */
export function checkPoint(x: number, field: string): void {
  if (!Number.isFinite(x)) throw new RangeError(`${field} must be a finite number, got ${x}`);
}

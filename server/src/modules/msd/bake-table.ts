import type { MslLevel } from './floor-life';

// Bakes that reset the floor life (J-STD-033 Table 4-1, "reference conditions for drying mounted or unmounted SMD
// packages"): hours by package body thickness, MSL and bake temperature, in two columns: the floor life exceeded by
// at most 72 h, or by more. Rows the project does not hold are left out; a bake there does not reset the clock.
// Source of the cells (docs/msd.md, "Checked against public sources"): the table as eesemi.com reproduces it
// (https://eesemi.com/baketables.htm, "bake conditions for drying SMDs at the user site": its column "saturated at
// 30 C/85 %" is the "> 72 h" one, "floor life limit + 72 h" the "<= 72 h" one). The page has no level 2 rows: at
// <= 1.4 mm level 2 takes the page's 2a cells and 2a keeps the longer ones we had (on the safe side: a longer bake);
// at <= 2.0 mm level 2 and 5a and the whole <= 4.5 mm band are as we read the standard, not found in a public source.

export type ThicknessBand = '1.4' | '2.0' | '4.5';
export type BakeTemperature = 125 | 90 | 40;
/** [exceeded by <= 72 h, exceeded by > 72 h], hours */
type Cell = readonly [number, number];
type Row = Partial<Record<MslLevel, Cell>>;

const D = 24;
export const BAKE_TABLE: Record<BakeTemperature, Partial<Record<ThicknessBand, Row>>> = {
  125: {
    '1.4': { '2': [3, 5], '2a': [5, 7], '3': [7, 9], '4': [7, 11], '5': [7, 12], '5a': [10, 16] },
    '2.0': { '2': [15, 18], '2a': [16, 21], '3': [17, 27], '4': [20, 34], '5': [25, 40], '5a': [40, 48] },
    '4.5': { '2': [48, 48], '2a': [48, 48], '3': [48, 48], '4': [48, 48], '5': [48, 48], '5a': [48, 48] },
  },
  90: {
    '1.4': { '2': [11, 17], '2a': [13, 23], '3': [23, 33], '4': [23, 37], '5': [24, 41], '5a': [24, 54] },
    '2.0': { '2a': [2 * D, 3 * D], '3': [2 * D, 4 * D], '4': [3 * D, 5 * D], '5': [4 * D, 6 * D] },
  },
  40: {
    '1.4': {
      // 8 d, not 7: eesemi's first row of the band (5 / 8 d)
      '2': [5 * D, 8 * D],
      '2a': [7 * D, 9 * D],
      '3': [9 * D, 13 * D],
      '4': [9 * D, 15 * D],
      '5': [10 * D, 17 * D],
      '5a': [10 * D, 22 * D],
    },
    '2.0': { '2a': [22 * D, 29 * D], '3': [23 * D, 37 * D], '4': [28 * D, 47 * D], '5': [35 * D, 57 * D] },
  },
};

/** An oven holds its set point within +-5 C (the table's tolerance); a bake counts at the highest row it reaches. */
export const BAKE_TOLERANCE_C = 5;
/** MSL 6 parts are baked before use; the table has no row for them, so the 125 C row of MSL 5a is applied. */
const MSL6_AS: MslLevel = '5a';

/** The band of a body thickness; unknown thickness takes the thickest band (the longest bake); above 4.5 mm none. */
export function thicknessBand(mm: number | null): ThicknessBand | null {
  if (mm === null) return '4.5';
  if (mm <= 1.4) return '1.4';
  if (mm <= 2.0) return '2.0';
  if (mm <= 4.5) return '4.5';
  return null;
}

export function bakeRow(tempC: number): BakeTemperature | null {
  for (const t of [125, 90, 40] as const) if (tempC >= t - BAKE_TOLERANCE_C) return t;
  return null;
}

/**
 * Hours a bake at `tempC` must last to reset the floor life of a part of this MSL and thickness that has exceeded its
 * floor life by `overrunH` hours (0 when not exceeded); null when the table gives none (no reset).
 */
export function requiredBakeHours(
  msl: MslLevel,
  thicknessMm: number | null,
  tempC: number,
  overrunH: number,
): number | null {
  if (msl === '1') return 0;
  const row = bakeRow(tempC);
  const band = thicknessBand(thicknessMm);
  if (row === null || band === null) return null;
  const cell = BAKE_TABLE[row][band]?.[msl === '6' ? MSL6_AS : msl];
  if (!cell) return null;
  return overrunH > 72 ? cell[1] : cell[0];
}

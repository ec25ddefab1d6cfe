// The vocabulary of the run rules: rule numbers, frozen limits, a violation.

/** A Nelson rule number, 1-8, as numbered in Nelson (1984), J. Quality Technology 16(4), 237-239. */
export type NelsonRule = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Every Nelson rule, in order. */
export const NELSON_RULES: readonly NelsonRule[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** The Western Electric tests as Nelson rules (1956 handbook tests 1-4 are Nelson 1, 5, 6 and 2; see docs/spc-rules.md). */
export const WESTERN_ELECTRIC_RULES: readonly NelsonRule[] = [1, 2, 5, 6];

/** Frozen limits of a chart: the centre line and one sigma of the plotted statistic (zones at 1, 2 and 3 sigma). */
export interface ChartLimits {
  readonly centre: number;
  readonly sigma: number;
}

/** One violation: the rule, the index of the point where it fires, and the indexes (ascending) of the points that make it. */
export interface RuleViolation {
  readonly rule: NelsonRule;
  readonly index: number;
  readonly points: readonly number[];
}

/** A point's class under one rule: 1 (above / up / yes), -1 (below / down) or 0 (neither). */
export type Tag = -1 | 0 | 1;

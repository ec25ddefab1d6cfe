// The one definition of each Nelson rule: how a point is classed (its tag) and the pattern of tags that fires.
// The batch evaluator (batch.ts) and the incremental state (incremental.ts) both read these; neither knows a rule.
import { beyond, direction, type Zones } from './zones';
import { NELSON_RULES, type NelsonRule, type Tag } from './types';

/** The shape of tags that fires a rule at the newest point. */
export type Pattern =
  /** the last `length` tags are all equal to the newest, non-zero tag */
  | { readonly kind: 'run'; readonly length: number }
  /** the last `length` tags are all non-zero, with both 1 and -1 among them */
  | { readonly kind: 'mixed'; readonly length: number }
  /** the newest tag is non-zero and at least `need` of the last `window` tags equal it (fewer points at the series start) */
  | { readonly kind: 'count'; readonly window: number; readonly need: number };

/** A rule: its tag of point `index` (value x, previous value prev, NaN for the first), its pattern, and where its tag
 *  needs the previous point (`lookback` 1: a run of n tags spans n + 1 points). */
export interface RuleDefinition {
  readonly rule: NelsonRule;
  readonly tag: (x: number, prev: number, index: number, zones: Zones) => Tag;
  readonly lookback: 0 | 1;
  readonly pattern: Pattern;
  /** Nelson's wording, for docs and messages. */
  readonly text: string;
}

const side = (x: number, _p: number, _i: number, z: Zones): Tag => beyond(x, z.centre, z.centre);

/** Nelson (1984), tests 1-8, with the counts of that paper. */
export const RULE_DEFINITIONS: Readonly<Record<NelsonRule, RuleDefinition>> = {
  1: {
    rule: 1,
    text: 'one point beyond 3 sigma',
    tag: (x, _p, _i, z) => beyond(x, z.upper3, z.lower3),
    lookback: 0,
    pattern: { kind: 'count', window: 1, need: 1 },
  },
  2: {
    rule: 2,
    text: 'nine points in a row on one side of the centre line',
    tag: side,
    lookback: 0,
    pattern: { kind: 'run', length: 9 },
  },
  3: {
    rule: 3,
    text: 'six points in a row steadily increasing or decreasing',
    tag: (x, prev) => direction(x, prev),
    lookback: 1,
    pattern: { kind: 'run', length: 5 },
  },
  4: {
    rule: 4,
    text: 'fourteen points in a row alternating up and down',
    // a step's direction times (-1)^index: alternating steps give one constant sign, so alternation is a run
    tag: (x, prev, i) => ((i & 1) === 0 ? direction(x, prev) : direction(prev, x)),
    lookback: 1,
    pattern: { kind: 'run', length: 13 },
  },
  5: {
    rule: 5,
    text: 'two out of three points in a row beyond 2 sigma on one side',
    tag: (x, _p, _i, z) => beyond(x, z.upper2, z.lower2),
    lookback: 0,
    pattern: { kind: 'count', window: 3, need: 2 },
  },
  6: {
    rule: 6,
    text: 'four out of five points in a row beyond 1 sigma on one side',
    tag: (x, _p, _i, z) => beyond(x, z.upper1, z.lower1),
    lookback: 0,
    pattern: { kind: 'count', window: 5, need: 4 },
  },
  7: {
    rule: 7,
    text: 'fifteen points in a row within 1 sigma (either side)',
    tag: (x, _p, _i, z) => (beyond(x, z.upper1, z.lower1) === 0 ? 1 : 0),
    lookback: 0,
    pattern: { kind: 'run', length: 15 },
  },
  8: {
    rule: 8,
    text: 'eight points in a row beyond 1 sigma, on both sides',
    tag: (x, _p, _i, z) => beyond(x, z.upper1, z.lower1),
    lookback: 0,
    pattern: { kind: 'mixed', length: 8 },
  },
};

/** Whether a stored number names a Nelson rule. */
export function isNelsonRule(n: number): n is NelsonRule {
  return Number.isInteger(n) && n >= 1 && n <= 8;
}

/** The definitions of a characteristic's chosen rules, each once, in rule order; refuses a number that is not a rule. */
export function selectRules(rules: readonly number[]): RuleDefinition[] {
  for (const r of rules) {
    if (!isNelsonRule(r)) throw new RangeError(`rules: ${r} is not a Nelson rule (1-8)`);
  }
  return NELSON_RULES.filter((r) => rules.includes(r)).map((r) => RULE_DEFINITIONS[r]);
}

/** The points a run pattern of `length` tags ending at `index` spans, ascending. */
export function runPoints(def: RuleDefinition, length: number, index: number): number[] {
  const from = index - length + 1 - def.lookback;
  const points = new Array<number>(index - from + 1);
  for (let k = 0; k < points.length; k++) points[k] = from + k;
  return points;
}

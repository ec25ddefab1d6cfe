// The incremental form: a small state per characteristic, fed each new point as a station reports it, answering
// the rules that fire at that point. O(1) per point per rule; it allocates only the answer when a rule fires.
import { counterFor, type PatternCounter } from './counters';
import { selectRules, type RuleDefinition } from './definitions';
import type { ChartLimits, RuleViolation } from './types';
import { checkPoint, zonesOf, type Zones } from './zones';

const NONE: readonly RuleViolation[] = Object.freeze([]);

/** The rule state of one characteristic against its frozen limits: push each point, get what fires at it. */
export class RuleState {
  private readonly zones: Zones;
  private readonly defs: RuleDefinition[];
  private readonly counters: PatternCounter[];
  private seen = 0;
  private prev = Number.NaN;

  constructor(limits: ChartLimits, rules: readonly number[]) {
    this.zones = zonesOf(limits);
    this.defs = selectRules(rules);
    this.counters = this.defs.map(counterFor);
  }

  /** How many points were pushed: the index the next point gets. */
  get size(): number {
    return this.seen;
  }

  /** Feeds the next point; answers the violations firing at it in rule order (a shared empty array when none). */
  push(x: number): readonly RuleViolation[] {
    checkPoint(x, 'value');
    const index = this.seen;
    let out: RuleViolation[] | null = null;
    for (let k = 0; k < this.defs.length; k++) {
      const def = this.defs[k];
      const points = this.counters[k].push(def.tag(x, this.prev, index, this.zones), index);
      if (points) (out ??= []).push({ rule: def.rule, index, points });
    }
    this.prev = x;
    this.seen = index + 1;
    return out ?? NONE;
  }
}

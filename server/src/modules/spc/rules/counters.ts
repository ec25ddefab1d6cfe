// Constant-time, allocation-free matchers of the three patterns of definitions.ts, fed one tag at a time.
import { runPoints, type RuleDefinition } from './definitions';
import type { Tag } from './types';

/** Feeds the tag of point `index` (points arrive in order from 0); answers the points that make the pattern, or null. */
export interface PatternCounter {
  push(tag: Tag, index: number): number[] | null;
}

/** A run of equal non-zero tags: its tag and length. */
class RunCounter implements PatternCounter {
  private last: Tag = 0;
  private run = 0;
  constructor(
    private readonly def: RuleDefinition,
    private readonly length: number,
  ) {}

  push(tag: Tag, index: number): number[] | null {
    this.run = tag === 0 ? 0 : tag === this.last ? this.run + 1 : 1;
    this.last = tag;
    return this.run >= this.length ? runPoints(this.def, this.length, index) : null;
  }
}

/** A run of non-zero tags, and the index of the latest 1 and of the latest -1. */
class MixedCounter implements PatternCounter {
  private run = 0;
  private lastUp = -1;
  private lastDown = -1;
  constructor(
    private readonly def: RuleDefinition,
    private readonly length: number,
  ) {}

  push(tag: Tag, index: number): number[] | null {
    this.run = tag === 0 ? 0 : this.run + 1;
    if (tag === 1) this.lastUp = index;
    if (tag === -1) this.lastDown = index;
    const from = index - this.length + 1;
    return this.run >= this.length && this.lastUp >= from && this.lastDown >= from
      ? runPoints(this.def, this.length, index)
      : null;
  }
}

/** The last `window` tags in a ring, with how many of them are 1 and how many -1. */
class CountCounter implements PatternCounter {
  private readonly ring: Int8Array;
  private at = 0;
  private ups = 0;
  private downs = 0;
  constructor(
    private readonly window: number,
    private readonly need: number,
  ) {
    this.ring = new Int8Array(window);
  }

  push(tag: Tag, index: number): number[] | null {
    const out = this.ring[this.at];
    if (out === 1) this.ups--;
    else if (out === -1) this.downs--;
    this.ring[this.at] = tag;
    this.at = (this.at + 1) % this.window;
    if (tag === 1) this.ups++;
    else if (tag === -1) this.downs++;
    if (tag === 0 || (tag === 1 ? this.ups : this.downs) < this.need) return null;
    const points: number[] = [];
    // oldest first: ring slot `at` holds point index - window + 1 (slots before the series start hold 0)
    for (let k = 0; k < this.window; k++) {
      if (this.ring[(this.at + k) % this.window] === tag) points.push(index - this.window + 1 + k);
    }
    return points;
  }
}

/** The counter for a rule's pattern. */
export function counterFor(def: RuleDefinition): PatternCounter {
  const p = def.pattern;
  if (p.kind === 'run') return new RunCounter(def, p.length);
  if (p.kind === 'mixed') return new MixedCounter(def, p.length);
  return new CountCounter(p.window, p.need);
}

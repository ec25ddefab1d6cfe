import { evaluateSeries } from './batch';
import { RuleState } from './incremental';
import { WESTERN_ELECTRIC_RULES, type RuleViolation } from './types';

// Each rule as defined by Lloyd S. Nelson, "The Shewhart Control Chart - Tests for Special Causes",
// Journal of Quality Technology 16(4), October 1984, pp. 237-239 (tests 1-8, with that paper's counts).
// Limits: centre 10, sigma 2, so the lines are 4 / 6 / 8 | 10 | 12 / 14 / 16, all exact in binary floating point.
// A point exactly on a line is not beyond it (it is "within"); a point on the centre line is on neither side;
// equal consecutive values are neither up nor down (they break rules 3 and 4).
const LIMITS = { centre: 10, sigma: 2 };
const NELSON_1984 = 'Nelson (1984), J. Quality Technology 16(4) 237-239';

/** Both forms over one series: asserts the incremental state answers what the batch answers, and returns it. */
function evaluate(values: number[], rules: number[]): RuleViolation[] {
  const batch = evaluateSeries(values, LIMITS, rules);
  const state = new RuleState(LIMITS, rules);
  const incremental = values.flatMap((x) => state.push(x));
  expect(incremental).toEqual(batch);
  return batch;
}

const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe(`Nelson rule 1, one point beyond 3 sigma (${NELSON_1984}, test 1; Western Electric 1956 test 1)`, () => {
  it('fires at the point above the upper or below the lower 3-sigma line', () => {
    expect(evaluate([10, 11, 9, 16.5, 10], [1])).toEqual([{ rule: 1, index: 3, points: [3] }]);
    expect(evaluate([10, 3.5], [1])).toEqual([{ rule: 1, index: 1, points: [1] }]);
  });
  it('does not fire on a point exactly on a 3-sigma line, nor just inside', () => {
    expect(evaluate([10, 16, 4, 15.9, 4.1, 10], [1])).toEqual([]);
  });
});

describe(`Nelson rule 2, nine points in a row on one side (${NELSON_1984}, test 2; Western Electric uses eight)`, () => {
  it('fires at the ninth point above the centre line, made of the nine', () => {
    const values = [9, 11, 11.5, 10.5, 13, 11, 12, 10.1, 11, 11];
    expect(evaluate(values, [2])).toEqual([{ rule: 2, index: 9, points: span(1, 9) }]);
  });
  it('fires below too, and again at each further point of the run', () => {
    expect(evaluate(Array<number>(10).fill(9), [2])).toEqual([
      { rule: 2, index: 8, points: span(0, 8) },
      { rule: 2, index: 9, points: span(1, 9) },
    ]);
  });
  it('does not fire on eight in a row', () => {
    expect(evaluate([9, 11, 11, 11, 11, 11, 11, 11, 11, 9], [2])).toEqual([]);
  });
  it('a point exactly on the centre line breaks the run', () => {
    expect(evaluate([11, 11, 11, 11, 10, 11, 11, 11, 11, 11], [2])).toEqual([]);
  });
});

describe(`Nelson rule 3, six points in a row steadily increasing or decreasing (${NELSON_1984}, test 3)`, () => {
  it('fires at the sixth point of a rise, made of the six', () => {
    expect(evaluate([10, 9, 9.5, 10, 10.5, 11, 11.5, 11], [3])).toEqual([{ rule: 3, index: 6, points: span(1, 6) }]);
  });
  it('fires at the sixth point of a fall', () => {
    expect(evaluate([10, 11, 10.6, 10.2, 9.8, 9.4, 9], [3])).toEqual([{ rule: 3, index: 6, points: span(1, 6) }]);
  });
  it('does not fire on five rising points', () => {
    expect(evaluate([9, 9.5, 10, 10.5, 11, 10], [3])).toEqual([]);
  });
  it('two equal consecutive values break the trend (seven non-decreasing points do not fire)', () => {
    expect(evaluate([9, 9.5, 10, 10, 10.5, 11, 11.5], [3])).toEqual([]);
  });
});

describe(`Nelson rule 4, fourteen points in a row alternating up and down (${NELSON_1984}, test 4)`, () => {
  const alternating = (n: number): number[] => span(0, n - 1).map((k) => (k % 2 === 0 ? 10 : 11));
  it('fires at the fourteenth alternating point, made of the fourteen', () => {
    expect(evaluate(alternating(14), [4])).toEqual([{ rule: 4, index: 13, points: span(0, 13) }]);
  });
  it('fires when the alternation starts after a plain rise', () => {
    // 9 -> 9.5 -> 10 -> 11 rise three times, then 10 11 10 ...: the alternating steps run from point 2 to 15
    const values = [9, 9.5, ...alternating(14)];
    expect(evaluate(values, [4])).toEqual([{ rule: 4, index: 15, points: span(2, 15) }]);
  });
  it('does not fire on thirteen alternating points', () => {
    expect(evaluate(alternating(13), [4])).toEqual([]);
  });
  it('two equal consecutive values break the alternation', () => {
    const values = [...alternating(6), ...alternating(9).map((v) => 21 - v)]; // fifteen points, ... 10 11 11 10 11 ...
    expect(values.slice(4, 9)).toEqual([10, 11, 11, 10, 11]);
    expect(evaluate(values, [4])).toEqual([]);
  });
});

describe(`Nelson rule 5, two of three points beyond 2 sigma on one side (${NELSON_1984}, test 5; Western Electric test 2)`, () => {
  it('fires at the second point beyond 2 sigma, made of the two beyond', () => {
    expect(evaluate([10, 14.5, 10, 15], [5])).toEqual([{ rule: 5, index: 3, points: [1, 3] }]);
    expect(evaluate([10, 5, 5.5], [5])).toEqual([{ rule: 5, index: 2, points: [1, 2] }]);
  });
  it('a point beyond 3 sigma counts as beyond 2 sigma', () => {
    expect(evaluate([10, 17, 14.2], [5])).toEqual([{ rule: 5, index: 2, points: [1, 2] }]);
  });
  it('does not fire on two beyond three points apart, on opposite sides, or on the 2-sigma line', () => {
    expect(evaluate([14.5, 10, 10, 15], [5])).toEqual([]);
    expect(evaluate([14.5, 10, 5.5], [5])).toEqual([]);
    expect(evaluate([14, 10, 15], [5])).toEqual([]);
  });
});

describe(`Nelson rule 6, four of five points beyond 1 sigma on one side (${NELSON_1984}, test 6; Western Electric test 3)`, () => {
  it('fires at the fourth point beyond 1 sigma within five, made of the four', () => {
    expect(evaluate([13, 13, 10, 13, 13], [6])).toEqual([{ rule: 6, index: 4, points: [0, 1, 3, 4] }]);
    expect(evaluate([12.01, 13, 10, 13, 13], [6])).toEqual([{ rule: 6, index: 4, points: [0, 1, 3, 4] }]);
  });
  it('does not fire on three of five, nor when the fourth is exactly on the 1-sigma line, nor across sides', () => {
    expect(evaluate([13, 13, 10, 10, 13, 13], [6])).toEqual([]);
    expect(evaluate([12, 13, 10, 13, 13], [6])).toEqual([]);
    expect(evaluate([13, 7, 13, 7, 13], [6])).toEqual([]);
  });
});

describe(`Nelson rule 7, fifteen points in a row within 1 sigma (${NELSON_1984}, test 7)`, () => {
  const within = [10, 11, 9, 11.5, 8.5, 10, 12, 8, 10.5, 9.5, 11, 9, 10, 11, 9]; // 12 and 8: on the 1-sigma lines
  it('fires at the fifteenth point within 1 sigma, either side, lines included', () => {
    expect(evaluate([13, ...within], [7])).toEqual([{ rule: 7, index: 15, points: span(1, 15) }]);
  });
  it('does not fire on fourteen', () => {
    expect(evaluate([13, ...within.slice(0, 14), 12.5], [7])).toEqual([]);
  });
});

describe(`Nelson rule 8, eight points in a row beyond 1 sigma on both sides (${NELSON_1984}, test 8)`, () => {
  it('fires at the eighth point beyond 1 sigma when both sides are among them', () => {
    expect(evaluate([10, 13, 7, 13, 7, 13, 7, 13, 7], [8])).toEqual([{ rule: 8, index: 8, points: span(1, 8) }]);
    expect(evaluate([10, 13, 13, 13, 7, 13, 13, 13, 13], [8])).toEqual([{ rule: 8, index: 8, points: span(1, 8) }]);
  });
  it('does not fire on eight on one side, nor when one is exactly on the 1-sigma line, nor on seven', () => {
    expect(evaluate([10, 13, 13, 13, 13, 13, 13, 13, 13], [8])).toEqual([]);
    expect(evaluate([10, 13, 7, 13, 7, 12, 7, 13, 7], [8])).toEqual([]);
    expect(evaluate([10, 13, 7, 13, 7, 13, 7, 13], [8])).toEqual([]);
  });
});

describe('rule selection', () => {
  it('answers only the rules a characteristic picked, in rule order at a point', () => {
    const values = [10, 14.5, 17]; // 17: rule 1; 14.5 and 17: rule 5
    expect(evaluate(values, [5, 1])).toEqual([
      { rule: 1, index: 2, points: [2] },
      { rule: 5, index: 2, points: [1, 2] },
    ]);
    expect(evaluate(values, [5])).toEqual([{ rule: 5, index: 2, points: [1, 2] }]);
    expect(evaluate(values, [])).toEqual([]);
  });
  it('the Western Electric set is Nelson 1, 2, 5 and 6', () => {
    expect(WESTERN_ELECTRIC_RULES).toEqual([1, 2, 5, 6]);
  });
});

describe('refusals', () => {
  it('refuses limits without a positive finite sigma or a finite centre, naming the field', () => {
    expect(() => new RuleState({ centre: 10, sigma: 0 }, [1])).toThrow(/sigma/);
    expect(() => evaluateSeries([1], { centre: Number.NaN, sigma: 1 }, [1])).toThrow(/centre/);
  });
  it('refuses a rule number that is not 1-8 and a point that is not a finite number', () => {
    expect(() => new RuleState(LIMITS, [9])).toThrow(/rules/);
    expect(() => evaluateSeries([1], LIMITS, [1.5])).toThrow(/rules/);
    expect(() => new RuleState(LIMITS, [1]).push(Number.NaN)).toThrow(/value/);
    expect(() => evaluateSeries([1, Number.POSITIVE_INFINITY], LIMITS, [1])).toThrow(/values\[1\]/);
  });
});

describe('incremental state', () => {
  it('answers one shared empty array while nothing fires, and counts the points it saw', () => {
    const state = new RuleState(LIMITS, [1, 2, 3, 4, 5, 6, 7, 8]);
    const first = state.push(10);
    expect(first).toHaveLength(0);
    expect(state.push(10.5)).toBe(first);
    expect(state.size).toBe(2);
  });
});

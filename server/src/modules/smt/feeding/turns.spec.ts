import { turnNumbers, turnOf } from './turns';

describe('feeding turns', () => {
  it('numbers the distinct turn values of verified entries from 1, in sorted order', () => {
    const entries = [
      { turns: 30, no_verify: false },
      { turns: 10, no_verify: false },
      { turns: 30, no_verify: false },
      { turns: 20, no_verify: true },
      { turns: -5, no_verify: false },
      { turns: 10, no_verify: false },
    ];
    expect([...turnNumbers(entries)]).toEqual([
      [-5, 1],
      [10, 2],
      [30, 3],
    ]);
  });

  it('leaves no_verify entries without a turn, even when their value is shared', () => {
    const entries = [
      { turns: 1, no_verify: false },
      { turns: 1, no_verify: true },
      { turns: 7, no_verify: true },
    ];
    const numbers = turnNumbers(entries);
    expect(entries.map((e) => turnOf(e, numbers))).toEqual([1, null, null]);
    expect(numbers.size).toBe(1);
  });

  it('has no turns when nothing is verified', () => {
    expect(turnNumbers([]).size).toBe(0);
    expect(turnNumbers([{ turns: 2, no_verify: true }]).size).toBe(0);
  });
});

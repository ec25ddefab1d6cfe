import { judgeWeight } from './weight-check';

describe(judgeWeight.name, () => {
  const box = { weight: 5.4, tolerance: 0.1 };

  it('passes a weight within expected ± tolerance, bounds included', () => {
    expect(judgeWeight(5.4, box)).toMatchObject({ ok: true, reason: 'within', low: 5.3, high: 5.5, deviation: 0 });
    expect(judgeWeight(5.3, box)).toMatchObject({ ok: true, reason: 'within' });
    expect(judgeWeight(5.5, box)).toMatchObject({ ok: true, reason: 'within' });
  });

  it('fails a weight under or over the window, with the deviation', () => {
    expect(judgeWeight(5.299999, box)).toMatchObject({ ok: false, reason: 'under', deviation: -0.100001 });
    expect(judgeWeight(5.6, box)).toMatchObject({ ok: false, reason: 'over', deviation: 0.2 });
  });

  it('compares in micrograms, so float noise does not move a bound', () => {
    expect(judgeWeight(0.1 + 0.2, { weight: 0.2, tolerance: 0.1 })).toMatchObject({ ok: true, reason: 'within' });
    expect(judgeWeight(0.3, { weight: 0.1 + 0.1, tolerance: 0.1 })).toMatchObject({ ok: true });
  });

  it('a zero tolerance takes only the exact weight', () => {
    expect(judgeWeight(1, { weight: 1, tolerance: 0 }).ok).toBe(true);
    expect(judgeWeight(1.000001, { weight: 1, tolerance: 0 }).ok).toBe(false);
  });

  it('does not weigh a level whose expected weight is 0', () => {
    expect(judgeWeight(123, { weight: 0, tolerance: 0 })).toEqual({ ok: true, reason: 'not_weighed' });
  });

  it('refuses what is not a weight', () => {
    expect(() => judgeWeight(Number.NaN, box)).toThrow(RangeError);
    expect(() => judgeWeight(-1, box)).toThrow(RangeError);
    expect(() => judgeWeight(1, { weight: 1, tolerance: -0.1 })).toThrow(RangeError);
  });
});

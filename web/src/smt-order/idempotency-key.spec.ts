import { freshKey, ReportKeys } from './idempotency-key';

describe(ReportKeys.name, () => {
  it('makes 32 hex digits, different each time', () => {
    const a = freshKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(freshKey()).not.toBe(a);
  });

  it('keeps the key of an unanswered report of the same quantity, and takes a new one otherwise', () => {
    let n = 0;
    const keys = new ReportKeys(() => `k${++n}`);
    expect(keys.keyFor(5)).toBe('k1');
    // no answer came (network): the same report again keeps its key
    expect(keys.keyFor(5)).toBe('k1');
    // another quantity is another report
    expect(keys.keyFor(6)).toBe('k2');
    keys.answered();
    // answered: the next submit of the same quantity is a new report
    expect(keys.keyFor(6)).toBe('k3');
  });
});

import { describe, expect, it } from '@jest/globals';
import { readFeedingHead } from './feeding-head';

describe(readFeedingHead.name, () => {
  it('reads the header, numbers from numeric text, and nothing else', () => {
    const head = readFeedingHead({ id: '7', fbillno: 'FD-1', status: 2, turn: 1, turn_count: '3', entries: [] });
    expect(head).toEqual({ id: 7, fbillno: 'FD-1', status: 2, turn: 1, turn_count: 3 });
  });

  it('answers null for what is not a feeding', () => {
    expect(readFeedingHead(null)).toBeNull();
    expect(readFeedingHead({ fbillno: 'FD-1' })).toBeNull();
  });
});

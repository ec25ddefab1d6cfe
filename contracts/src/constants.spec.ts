import {
  padRows,
  randomRefreshOffsetS,
  refreshThresholdS,
  TOKEN_LIFETIME_DEFAULT_S,
  HTTP_TIMEOUT_MS,
} from './constants';

describe(padRows.name, () => {
  it.each([
    [0, 5],
    [1, 5],
    [5, 5],
    [6, 10],
    [10, 10],
    [11, 15],
    [-3, 5],
    [5.5, 10],
    [Number.NaN, 5],
  ])('padRows(%p) = %p', (n, expected) => {
    expect(padRows(n)).toBe(expected);
  });
});

describe(refreshThresholdS.name, () => {
  it('is the smaller of 600 s and half the lifetime', () => {
    expect(refreshThresholdS(3600)).toBe(600);
    expect(refreshThresholdS(TOKEN_LIFETIME_DEFAULT_S)).toBe(600);
    expect(refreshThresholdS(1200)).toBe(600);
    expect(refreshThresholdS(600)).toBe(300);
    expect(refreshThresholdS(60)).toBe(30);
  });
});

describe(randomRefreshOffsetS.name, () => {
  it('is 30 plus a multiple of 15 between 0 and 90', () => {
    expect(randomRefreshOffsetS(() => 0)).toBe(30);
    expect(randomRefreshOffsetS(() => 0.5)).toBe(75);
    expect(randomRefreshOffsetS(() => 0.9999)).toBe(120);
    expect(randomRefreshOffsetS(() => 1)).toBe(120);
  });
});

describe('constants', () => {
  it('keeps the spec values', () => {
    expect(HTTP_TIMEOUT_MS).toBe(15000);
  });
});

import { DEFAULT_LAYOUT, mergeLayout, withCumulative } from './dashboard-api';

describe('dashboard helpers', () => {
  it('completes a saved layout with the panels it lacks and drops unknown ones', () => {
    const merged = mergeLayout([
      { i: 'output', x: 0, y: 0, w: 12, h: 3 },
      { i: 'gone', x: 0, y: 3, w: 1, h: 1 },
    ]);
    expect(merged[0]).toEqual({ i: 'output', x: 0, y: 0, w: 12, h: 3 });
    expect(merged.map((p) => p.i).sort()).toEqual(DEFAULT_LAYOUT.map((p) => p.i).sort());
    expect(mergeLayout(null)).toBe(DEFAULT_LAYOUT);
  });

  it('adds the cumulative share to Pareto bars', () => {
    expect(
      withCumulative([
        { code: 'a', count: 3 },
        { code: 'b', count: 1 },
      ]),
    ).toEqual([
      { code: 'a', count: 3, cumulative: 75 },
      { code: 'b', count: 1, cumulative: 100 },
    ]);
    expect(withCumulative([])).toEqual([]);
  });
});

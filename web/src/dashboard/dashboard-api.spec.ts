import { DEFAULT_LAYOUT, againstPlan, hasPlan, mergeLayout, withCumulative } from './dashboard-api';

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

  it("sums the orders' plan and the output hour by hour, the output only up to now", () => {
    const hour = (h: number, output: number, plan: number) => ({
      hour: `2026-11-29T${String(h).padStart(2, '0')}:00:00Z`,
      output,
      pass: output,
      fail: 0,
      plan,
    });
    const hours = [hour(8, 5, 8.25), hour(9, 9, 8.25), hour(10, 0, 8.25)];
    expect(againstPlan(hours, new Date('2026-11-29T09:30:00Z'))).toEqual([
      { hour: hours[0].hour, output: 5, plan_to_date: 8.3, output_to_date: 5 },
      { hour: hours[1].hour, output: 9, plan_to_date: 16.5, output_to_date: 14 },
      { hour: hours[2].hour, output: null, plan_to_date: 24.8, output_to_date: null },
    ]);
    expect(hasPlan(hours)).toBe(true);
    expect(hasPlan([hour(8, 5, 0)])).toBe(false);
  });
});

import { counters, hour } from '../test/fakes';
import { newOrder } from './board-model';
import { fpyOf, hourlySeries, percent, progressOf, stationRows, todayTotals, yieldOf } from './metrics';

describe('board metrics', () => {
  const now = new Date(2030, 0, 2, 14, 25);
  const at = (d: number, h: number) => new Date(2030, 0, d, h).toISOString();

  it("sums today's hours in local time only", () => {
    const t = todayTotals(
      [
        hour(1, at(1, 23), { output: 9, pass: 9 }),
        hour(1, at(2, 8), { output: 2, pass: 5, fail: 1 }),
        hour(1, at(2, 14), { output: 1, pass: 1 }),
      ],
      now,
    );
    expect(t).toEqual({ output: 3, pass: 6, fail: 1 });
  });

  it('computes yield and rolled first-pass yield', () => {
    expect(yieldOf(0, 0)).toBeNull();
    expect(yieldOf(9, 1)).toBe(0.9);
    expect(
      fpyOf([
        counters(1, 1, { first_pass_total: 10, first_pass_pass: 9 }),
        counters(1, 2, { first_pass_total: 9, first_pass_pass: 9 }),
        counters(1, 3),
      ]),
    ).toBeCloseTo(0.9);
    expect(fpyOf([counters(1, 1)])).toBeNull();
    expect(percent(0.98765)).toBe('98.8%');
    expect(percent(null)).toBe('—');
  });

  it('lists stations in flow order, summed over orders, unknown stations last', () => {
    const a = {
      ...newOrder(1),
      steps: [
        { seq: 1, station_id: 12, fnumber: 'B', fname: '二' },
        { seq: 2, station_id: 11, fnumber: 'A', fname: '一' },
      ],
      stations: { 11: counters(1, 11, { wip: 1 }), 12: counters(1, 12, { wip: 2 }) },
    };
    const b = {
      ...newOrder(2),
      stations: { 11: counters(2, 11, { wip: 3, pass: 1 }), 99: counters(2, 99, { wip: 1 }) },
    };
    expect(stationRows([a, b]).map((r) => [r.label, r.wip])).toEqual([
      ['二', 2],
      ['一', 4],
      ['#99', 1],
    ]);
  });

  it('builds the last 12 hours with zeros and the yield per hour', () => {
    const s = hourlySeries([hour(1, at(2, 13), { output: 4, pass: 9, fail: 1 })], now);
    expect(s).toHaveLength(12);
    expect(s.at(-1)?.label).toBe('14:00');
    expect(s.at(-2)).toMatchObject({ label: '13:00', output: 4, yield: 90 });
    expect(s[0]).toMatchObject({ label: '03:00', output: 0, yield: null });
  });

  it('clamps the order progress', () => {
    const o = { ...newOrder(1), info: { id: 1, fbillno: 'W', fqty: 4, status: 2, product_line_id: 1, workflow_id: 1 } };
    expect(progressOf({ ...o, progress: { ...o.progress, finished: 1 } })).toBe(0.25);
    expect(progressOf({ ...o, progress: { ...o.progress, finished: 9 } })).toBe(1);
    expect(progressOf(newOrder(1))).toBeNull();
  });
});

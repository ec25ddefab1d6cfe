import type { SpcAlarm } from '@mes/contracts';
import { applySpcAlarm, ruleLabel, sparkOf } from './spc-model';

const alarm = (id: number, kind: SpcAlarm['kind'] = 'raised'): SpcAlarm => ({
  id,
  kind,
  characteristic: { id: 1, fnumber: 'C1', fname: 'VCC' },
  station: { id: 7, fnumber: 'GT', fname: 'General test' },
  product_line_id: 3,
  rule: 1,
  point_seqs: [11],
  value: 4.5,
  hold: true,
  raised_at: '2026-01-01T08:00:00.000Z',
  released_at: kind === 'released' ? '2026-01-01T09:00:00.000Z' : null,
  released_by: null,
  cause: '',
  action: '',
});

describe('the line board SPC model', () => {
  it('adds a raised alarm once, newest first, and takes a released one away', () => {
    const one = applySpcAlarm([], alarm(1));
    const two = applySpcAlarm(one, alarm(2));
    expect(two.map((a) => a.id)).toEqual([2, 1]);
    expect(applySpcAlarm(two, alarm(2)).map((a) => a.id)).toEqual([2, 1]);
    expect(applySpcAlarm(two, alarm(1, 'released')).map((a) => a.id)).toEqual([2]);
    expect(applySpcAlarm([], alarm(5, 'released'))).toEqual([]);
  });

  it('words a rule in the board language', () => {
    expect(ruleLabel(1, 'en-US')).toBe('rule 1: one point beyond 3σ');
    expect(ruleLabel(2, 'zh-CN')).toBe('规则2：连续9点在中心线同侧');
    expect(ruleLabel(42, 'en-US')).toBe('#42');
  });

  it('scales the points and the limits into the box, higher values higher up', () => {
    const s = sparkOf(
      [
        { value: 10, violations: [] },
        { value: 12, violations: [] },
        { value: 20, violations: [1] },
      ],
      { centre: 10, lcl: 4, ucl: 16 },
      100,
      50,
    );
    expect(s.dots.map((d) => d.x)).toEqual([0, 50, 100]);
    expect(s.dots.map((d) => d.violating)).toEqual([false, false, true]);
    // range 4..20 padded by 8 % each side: 2.72..21.28
    expect(s.dots[2].y).toBeCloseTo((50 * (21.28 - 20)) / 18.56, 1);
    expect(s.ucl!).toBeLessThan(s.centre!);
    expect(s.centre!).toBeLessThan(s.lcl!);
    expect(s.path).toMatch(/^M0,[\d.]+ L50,[\d.]+ L100,[\d.]+$/);
  });

  it('draws nothing without points or limits, and a flat series in the middle', () => {
    expect(sparkOf([], null, 100, 50)).toEqual({ path: '', dots: [], centre: null, lcl: null, ucl: null });
    const flat = sparkOf([{ value: 3, violations: [] }], null, 100, 50);
    expect(flat.dots).toEqual([{ x: 50, y: 25, violating: false }]);
    expect(flat.centre).toBeNull();
  });
});

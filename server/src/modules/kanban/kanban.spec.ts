import { parseRoom, screenMayJoin } from './room-access';
import { bindingOfTarget, KANBAN_MGT } from '@mes/contracts';
import { fillHours, rolledYield, sinceHours } from './kanban-data.queries';

const room = (name: string) => parseRoom(name)!;
/** the binding a rebind body makes, read by its declaration (contracts/src/calls/kanban-screens.ts) */
const parseBindingTarget = (target: Record<string, unknown>) =>
  bindingOfTarget(KANBAN_MGT.rebind.input.parse({ screen_id: 1, ...target }));

describe('kanban bindings', () => {
  it('makes one binding from exactly one target field', () => {
    expect(parseBindingTarget({ product_line_id: 3 })).toEqual({ board: 'line', params: { product_line_id: 3 } });
    expect(parseBindingTarget({ worder_id: 4 })).toEqual({ board: 'worder', params: { worder_id: 4 } });
    expect(parseBindingTarget({ station_id: 5 })).toEqual({ board: 'station_sop', params: { station_id: 5 } });
    expect(parseBindingTarget({ smt_order_id: 6 })).toEqual({ board: 'smt_order', params: { smt_order_id: 6 } });
    expect(parseBindingTarget({ worder_type: 'smt' })).toEqual({
      board: 'product_line',
      params: { worder_type: 'smt' },
    });
    expect(parseBindingTarget({ board: 'package_list' })).toEqual({ board: 'package_list', params: {} });
    for (const bad of [
      {},
      { worder_id: 1, station_id: 2 },
      { board: 'line' },
      { worder_id: 'x' },
      { worder_type: 'a b' },
    ]) {
      expect(() => parseBindingTarget(bad)).toThrow();
    }
  });

  it('lets a screen join only the rooms of its binding', () => {
    const line = parseBindingTarget({ product_line_id: 3 });
    expect(screenMayJoin(line, room('line:3'))).toBe(true);
    expect(screenMayJoin(line, room('line:4'))).toBe(false);
    expect(screenMayJoin(line, room('worder:3'))).toBe(false);
    expect(screenMayJoin(parseBindingTarget({ station_id: 7 }), room('station:7'))).toBe(true);
    expect(screenMayJoin(parseBindingTarget({ board: 'home' }), room('line:9'))).toBe(true);
    expect(screenMayJoin(parseBindingTarget({ board: 'home' }), room('worder:9'))).toBe(false);
    const smt = parseBindingTarget({ smt_order_id: 6 });
    expect(screenMayJoin(smt, room('smt_order:6'))).toBe(true);
    expect(screenMayJoin(smt, room('smt_order:7'))).toBe(false);
    expect(screenMayJoin(smt, room('line:2'), 2)).toBe(true);
    expect(screenMayJoin(smt, room('line:3'), 2)).toBe(false);
    expect(screenMayJoin(smt, room('line:2'))).toBe(false);
    expect(screenMayJoin(smt, room('worder:6'), 2)).toBe(false);
    expect(screenMayJoin(null, room('line:3'))).toBe(false);
    expect(screenMayJoin(line, room('health'))).toBe(false);
    // the package board follows its boxes, no other resource
    const pkg = parseBindingTarget({ board: 'package_list' });
    expect(screenMayJoin(pkg, room('resource:box'))).toBe(true);
    expect(screenMayJoin(pkg, room('resource:worder'))).toBe(false);
    expect(screenMayJoin(line, room('resource:box'))).toBe(false);
  });
});

describe('kanban figures', () => {
  it('rolls the first-pass yield over the stations that saw reports', () => {
    expect(rolledYield([])).toBeNull();
    expect(
      rolledYield([
        { first_pass_total: 10, first_pass_pass: 9 },
        { first_pass_total: 9, first_pass_pass: 9 },
        { first_pass_total: 0, first_pass_pass: 0 },
      ]),
    ).toBe(0.9);
    expect(
      rolledYield([
        { first_pass_total: 4, first_pass_pass: 3 },
        { first_pass_total: 3, first_pass_pass: 2 },
      ]),
    ).toBe(0.5);
  });

  it('fills every hour slot, oldest first, up to the current hour', () => {
    const now = Date.parse('2025-11-22T10:37:00Z');
    const hours = fillHours([{ hour: '2025-11-22T09:00:00Z', output: 5, pass: 6, fail: 1 }], 3, now);
    expect(hours.map((h) => h.hour)).toEqual(['2025-11-22T08:00:00Z', '2025-11-22T09:00:00Z', '2025-11-22T10:00:00Z']);
    expect(hours.map((h) => h.output)).toEqual([0, 5, 0]);
    expect(sinceHours(3, now)).toBe('2025-11-22T08:00:00.000Z');
  });
});

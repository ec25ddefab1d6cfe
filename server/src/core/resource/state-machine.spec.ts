import { actionsFrom, defineMachine, isMachineAction, moveOf, moveSummary, moveTable } from './state-machine';

const Light = { codes: [0, 1, 2] as const, keyOf: (c: unknown) => (['OFF', 'ON', 'BROKEN'] as const)[c as number] };
const LAMP = defineMachine({
  statuses: Light,
  actions: ['switch_on', 'switch_off'] as const,
  moves: {
    switch_on: { from: [0], to: 1 },
    switch_off: { from: [1], to: 0 },
  },
});

describe('declared state machine (pure)', () => {
  it('moves from an allowed state and refuses naming the action, the state and the allowed ones', () => {
    expect(moveOf(LAMP, 0, 'switch_on', 'a lamp')).toEqual({ ok: true, from: 0, to: 1 });
    expect(moveOf(LAMP, 2, 'switch_on', 'a lamp')).toEqual({
      ok: false,
      reason: 'cannot switch_on a lamp that is broken (allowed from off)',
    });
    expect(moveOf(LAMP, 9, 'switch_off', 'a lamp')).toEqual({
      ok: false,
      reason: 'cannot switch_off a lamp that is status 9 (allowed from on)',
    });
  });

  it('lists the actions of a state, the summary and the whole table', () => {
    expect(actionsFrom(LAMP, 1)).toEqual(['switch_off']);
    expect(actionsFrom(LAMP, 2)).toEqual([]);
    expect(moveSummary(LAMP, 'switch_on')).toBe('switch_on: off -> on');
    expect(isMachineAction(LAMP, 'switch_on')).toBe(true);
    expect(isMachineAction(LAMP, 'constructor')).toBe(false);
    expect(moveTable(LAMP)).toEqual([
      { action: 'switch_on', status: 0, to: 1 },
      { action: 'switch_on', status: 1, to: null },
      { action: 'switch_on', status: 2, to: null },
      { action: 'switch_off', status: 0, to: null },
      { action: 'switch_off', status: 1, to: 0 },
      { action: 'switch_off', status: 2, to: null },
    ]);
  });

  it('refuses at load a move from or to a code the enum does not have', () => {
    expect(() =>
      defineMachine({ statuses: Light, actions: ['fly'] as const, moves: { fly: { from: [0], to: 7 } } }),
    ).toThrow('fly: 7 is no status');
  });
});

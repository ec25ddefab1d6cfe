import { changeover, type SlotMaterial } from './differential';

const m = (slot: string, id: number, code: string): SlotMaterial => ({
  slot,
  icitem_id: id,
  fnumber: code,
  fname: code.toLowerCase(),
});

describe('changeover between consecutive orders', () => {
  it('lists materials to load and unload, the kept count and the slots that change', () => {
    const a = [m('1-01', 1, 'R10K'), m('1-02', 2, 'C100N'), m('1-03', 3, 'MCU')];
    const b = [m('1-01', 1, 'R10K'), m('1-02', 4, 'C1U'), m('1-10', 3, 'MCU'), m('1-11', 4, 'C1U')];
    expect(changeover(a, b)).toEqual({
      load: [{ icitem_id: 4, fnumber: 'C1U', fname: 'c1u', slots: ['1-02', '1-11'] }],
      unload: [{ icitem_id: 2, fnumber: 'C100N', fname: 'c100n', slots: ['1-02'] }],
      keep: 2,
      slot_changes: [
        { slot: '1-02', from: 'C100N', to: 'C1U' },
        { slot: '1-03', from: 'MCU', to: null },
        { slot: '1-10', from: null, to: 'MCU' },
        { slot: '1-11', from: null, to: 'C1U' },
      ],
    });
  });

  it('finds nothing to change between identical lists, and everything from an empty line', () => {
    const a = [m('1', 1, 'A'), m('2', 2, 'B')];
    expect(changeover(a, a)).toEqual({ load: [], unload: [], keep: 2, slot_changes: [] });
    expect(changeover([], a).load.map((u) => u.fnumber)).toEqual(['A', 'B']);
  });
});

import { diffBoms } from './bom-diff';

const e = (icitem_id: number, qty: number, scrap_rate = 0, position = '') => ({ icitem_id, qty, scrap_rate, position });

describe(diffBoms.name, () => {
  it('answers added, removed and changed materials, in that order', () => {
    const rows = diffBoms([e(1, 2), e(2, 1), e(3, 4, 1, 'R1')], [e(1, 2), e(3, 5, 1, 'R1'), e(4, 1)]);
    expect(rows.map((r) => [r.kind, r.icitem_id, r.old_qty, r.new_qty])).toEqual([
      ['added', 4, null, 1],
      ['removed', 2, 1, null],
      ['changed', 3, 4, 5],
    ]);
  });

  it('sums a material listed twice and notices a changed scrap rate or position', () => {
    expect(diffBoms([e(1, 1, 0, 'C1'), e(1, 2, 0, 'C2')], [e(1, 3, 0, 'C1,C2')])).toEqual([]);
    expect(diffBoms([e(1, 1)], [e(1, 1, 2)]).map((r) => r.kind)).toEqual(['changed']);
    expect(diffBoms([e(1, 1, 0, 'R1')], [e(1, 1, 0, 'R2')]).map((r) => r.kind)).toEqual(['changed']);
  });

  it('answers nothing for equal BOMs', () => {
    expect(diffBoms([e(1, 0.1), e(2, 3)], [e(2, 3), e(1, 0.1)])).toEqual([]);
  });
});

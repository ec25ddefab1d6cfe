import { defaultLayout, fittedRowHeight, layoutFor, LINE_PANELS, readLayouts, rowsOf } from './layouts';

describe('board layouts', () => {
  it('uses the default without a saved layout', () => {
    expect(layoutFor('line', undefined, LINE_PANELS)).toEqual(defaultLayout('line'));
    expect(layoutFor('line', [{ i: 'junk', x: 0, y: 0, w: 1, h: 1 }], LINE_PANELS)).toEqual(defaultLayout('line'));
  });

  it('takes the saved items, drops bad ones and places the missing panels', () => {
    const saved = [
      { i: 'kpi', x: 0, y: 0, w: 6, h: 2 },
      { i: 'hourly', x: 6, y: 0, w: 6, h: 10 },
      { i: 'wip', x: 10, y: 0, w: 5, h: 1 },
      { i: 'kpi', x: 1, y: 1, w: 1, h: 1 },
    ];
    const got = layoutFor('line', saved, LINE_PANELS);
    expect(got.slice(0, 2)).toEqual(saved.slice(0, 2));
    expect(got.map((x) => x.i).sort()).toEqual([...LINE_PANELS].sort());
    const wip = got.find((x) => x.i === 'wip')!;
    expect(wip).toEqual({ i: 'wip', x: 0, y: 10, w: 12, h: 5 }); // its default place is taken: below everything
    expect(layoutFor('line', { layout: saved }, LINE_PANELS)).toEqual(got);
  });

  it('stretches the rows to the screen', () => {
    expect(rowsOf(defaultLayout('worder'))).toBe(12);
    expect(fittedRowHeight(1000, 12, 10)).toBeCloseTo((1000 - 110) / 12);
    expect(readLayouts({ line: [], x: 3 })).toEqual({ line: [] });
  });
});

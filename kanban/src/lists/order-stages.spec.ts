import { readStageBoard } from './order-stages';

describe(readStageBoard.name, () => {
  it('reads the followed orders with their quantity per stage, naming plan and order', () => {
    const sut = readStageBoard({
      stages: [
        { id: 3, fnumber: 'GT', fname: 'Waiting for GT' },
        { id: 4, fnumber: 'CUP', fname: '' },
      ],
      list: [
        {
          id: 9,
          icpp: { fbillno: 'PP-1' },
          worder: { fbillno: 'WO-1' },
          stages: [{ wip_field_id: 3, qty: 5 }],
          total: 5,
          fdesc: 'hot',
        },
        { id: 10, icpp: null, worder: { fbillno: 'WO-2' }, stages: [], total: 0 },
      ],
    });
    expect(sut.stages).toEqual([
      { id: 3, fname: 'Waiting for GT' },
      { id: 4, fname: 'CUP' },
    ]);
    expect(sut.orders).toEqual([
      { id: 9, name: 'PP-1 · WO-1', qty: { 3: 5 }, total: 5, note: 'hot' },
      { id: 10, name: 'WO-2', qty: {}, total: 0, note: '' },
    ]);
  });

  it('answers an empty board for anything else', () => {
    expect(readStageBoard(null)).toEqual({ stages: [], orders: [] });
    expect(readStageBoard({ list: 'x', stages: 1 })).toEqual({ stages: [], orders: [] });
  });
});

import { describeBinding, targetBody } from './target';

describe(targetBody.name, () => {
  it('names exactly one field for each board', () => {
    expect(targetBody({ board: 'line', id: 3 })).toEqual({ product_line_id: 3 });
    expect(targetBody({ board: 'worder', id: 9 })).toEqual({ worder_id: 9 });
    expect(targetBody({ board: 'station_sop', id: 2 })).toEqual({ station_id: 2 });
    expect(targetBody({ board: 'smt_order', id: 7 })).toEqual({ smt_order_id: 7 });
    expect(targetBody({ board: 'product_line', worderType: 'worder' })).toEqual({ worder_type: 'worder' });
    expect(targetBody({ board: 'order_wip' })).toEqual({ board: 'order_wip' });
  });

  it('answers null until the board has its parameter', () => {
    expect(targetBody({ board: 'line' })).toBeNull();
    expect(targetBody({ board: 'product_line' })).toBeNull();
  });

  it('describes a binding for the screen list', () => {
    expect(describeBinding({ board: 'line', params: { product_line_id: 3 } })).toBe('line (product_line_id=3)');
    expect(describeBinding({ board: 'home', params: {} })).toBe('home');
    expect(describeBinding(null)).toBe('');
  });
});

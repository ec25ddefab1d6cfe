import { bindingParts, targetBody } from './target';

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

  it('parts a binding into its board and the records it names (never an id as text)', () => {
    expect(bindingParts({ board: 'line', params: { product_line_id: 3 } })).toEqual({
      board: 'line',
      parts: [{ resource: { module: 'basicdata', name: 'product_line' }, id: 3 }],
    });
    expect(bindingParts({ board: 'product_line', params: { worder_type: 'worder' } })).toEqual({
      board: 'product_line',
      parts: [{ text: 'worder' }],
    });
    expect(bindingParts({ board: 'home', params: {} })).toEqual({ board: 'home', parts: [] });
    expect(bindingParts(null)).toBeNull();
  });
});

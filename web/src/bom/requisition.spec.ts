import { progressOf } from './requisition';

describe(progressOf.name, () => {
  it('sums entries of one material and nets returns against issues', () => {
    expect(
      progressOf(
        [
          { icitem_id: 2, qty: 10 },
          { icitem_id: 1, qty: 5 },
          { icitem_id: 2, qty: 2.5 },
        ],
        [
          { icitem_id: 2, action: 'work', qty: 10 },
          { icitem_id: 2, action: 'back', qty: 1.5 },
          { icitem_id: 1, action: 'work', qty: 5 },
        ],
      ),
    ).toEqual([
      { icitem_id: 2, requested: 12.5, issued: 8.5, remaining: 4 },
      { icitem_id: 1, requested: 5, issued: 5, remaining: 0 },
    ]);
  });
});

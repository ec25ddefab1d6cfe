import { computeInventory } from './inventory-compute';

describe(computeInventory.name, () => {
  it('computes need, issued, returned, consumed, balance and shortage per material (hand-checked)', () => {
    // plan of 100 units; BOM: 2 x material 1 at 5 % scrap, 1 x material 2, 0.5 x material 3 on two entries (0.25 each)
    const rows = computeInventory(
      100,
      [
        { icitem_id: 1, qty: 2, scrap_rate: 5 },
        { icitem_id: 2, qty: 1, scrap_rate: 0 },
        { icitem_id: 3, qty: 0.25, scrap_rate: 0 },
        { icitem_id: 3, qty: 0.25, scrap_rate: 0 },
      ],
      [
        { icitem_id: 1, action: 'work', qty: 150 },
        { icitem_id: 1, action: 'work', qty: 60 },
        { icitem_id: 1, action: 'back', qty: 10 },
        { icitem_id: 2, action: 'work', qty: 100 },
        { icitem_id: 9, action: 'work', qty: 7 },
      ],
      40,
    );
    expect(rows).toEqual([
      // need 100 x 2 x 1.05 = 210; net issued 200; consumed 40 x 2 = 80; on the line 120; short 10
      {
        icitem_id: 1,
        unit_qty: 2,
        scrap_rate: 5,
        need_qty: 210,
        issued_qty: 210,
        returned_qty: 10,
        consumed_qty: 80,
        balance_qty: 120,
        shortage_qty: 10,
      },
      {
        icitem_id: 2,
        unit_qty: 1,
        scrap_rate: 0,
        need_qty: 100,
        issued_qty: 100,
        returned_qty: 0,
        consumed_qty: 40,
        balance_qty: 60,
        shortage_qty: 0,
      },
      {
        icitem_id: 3,
        unit_qty: 0.5,
        scrap_rate: 0,
        need_qty: 50,
        issued_qty: 0,
        returned_qty: 0,
        consumed_qty: 20,
        balance_qty: -20,
        shortage_qty: 50,
      },
      // issued though not in the BOM: nothing needed or consumed, all of it on the line
      {
        icitem_id: 9,
        unit_qty: 0,
        scrap_rate: 0,
        need_qty: 0,
        issued_qty: 7,
        returned_qty: 0,
        consumed_qty: 0,
        balance_qty: 7,
        shortage_qty: 0,
      },
    ]);
  });

  it('answers nothing for a plan without BOM lines or moves', () => {
    expect(computeInventory(10, [], [], 0)).toEqual([]);
  });
});

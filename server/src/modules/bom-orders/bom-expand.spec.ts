import { BomCycleError, BomTooDeepError, BomTooLargeError, expandBom, type Bom, type BomLine } from './bom-expand';

let nextEntry = 1;
const line = (icitem_id: number, qty: number, scrap_rate = 0): BomLine => ({
  entry_id: nextEntry++,
  icitem_id,
  qty,
  scrap_rate,
  position: '',
  substitute_group: '',
});
const bom = (id: number, icitem_id: number, entries: BomLine[]): Bom => ({ id, icitem_id, entries });
const lookup = (boms: Bom[]) => (icitemId: number) => boms.find((b) => b.icitem_id === icitemId);

describe(expandBom.name, () => {
  // Product 100 = 2 x board 200 + 1 x case 300; board 200 = 3 x chip 400 (5 % scrap) + 0.5 x paste 500;
  // chip 400 = 4 x die 600. Per product: 2 boards, 6 chips, 24 dies, 1 paste, 1 case.
  const chip = bom(3, 400, [line(600, 4)]);
  const board = bom(2, 200, [line(400, 3, 5), line(500, 0.5)]);
  const top = bom(1, 100, [line(200, 2), line(300, 1)]);

  it('walks three levels depth first with the quantity per parent and per top unit', () => {
    const rows = expandBom(top, lookup([top, board, chip]));
    expect(rows.map((r) => [r.level, r.icitem_id, r.qty, r.qty_per_top, r.child_bom_id])).toEqual([
      [1, 200, 2, 2, 2],
      [2, 400, 3, 6, 3],
      [3, 600, 4, 24, null],
      [2, 500, 0.5, 1, null],
      [1, 300, 1, 1, null],
    ]);
    // scrap adds along the path: 2 x 3 x 1.05 = 6.3 chips, 6.3 x 4 = 25.2 dies
    expect(rows.map((r) => r.need_per_top)).toEqual([2, 6.3, 25.2, 1, 1]);
    const die = rows[2];
    expect(die.parent_key).toBe(rows[1].key);
    expect(rows[1].parent_key).toBe(rows[0].key);
    expect(rows[0].parent_key).toBeNull();
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('keeps a child without a BOM as a leaf and a top without entries empty', () => {
    expect(expandBom(bom(9, 900, []), lookup([]))).toEqual([]);
    expect(expandBom(board, lookup([])).every((r) => r.child_bom_id === null)).toBe(true);
  });

  it('keeps six decimals', () => {
    const rows = expandBom(bom(1, 1, [line(2, 0.1)]), lookup([bom(2, 2, [line(3, 3)])]));
    expect(rows[1].qty_per_top).toBe(0.3);
  });

  it('names a cycle by its materials', () => {
    const a = bom(1, 10, [line(20, 1)]);
    const b = bom(2, 20, [line(30, 1)]);
    const c = bom(3, 30, [line(20, 2)]);
    expect(() => expandBom(a, lookup([a, b, c]))).toThrow(BomCycleError);
    try {
      expandBom(a, lookup([a, b, c]));
    } catch (e) {
      expect((e as BomCycleError).cycle).toEqual([20, 30, 20]);
    }
    const self = bom(4, 40, [line(40, 1)]);
    expect(() => expandBom(self, lookup([self]))).toThrow('40 -> 40');
  });

  it('refuses a BOM deeper than the limit', () => {
    const chain = Array.from({ length: 5 }, (_, i) => bom(i + 1, i + 1, [line(i + 2, 1)]));
    expect(() => expandBom(chain[0], lookup(chain), 3)).toThrow(BomTooDeepError);
    expect(expandBom(chain[0], lookup(chain), 5)).toHaveLength(5);
  });

  it('refuses an expansion of more lines than the limit', () => {
    // each of 3 levels holds the next twice: 2 + 4 + 8 = 14 lines
    const boms = [
      bom(1, 1, [line(2, 1), line(2, 1)]),
      bom(2, 2, [line(3, 1), line(3, 1)]),
      bom(3, 3, [line(4, 1), line(4, 1)]),
    ];
    expect(expandBom(boms[0], lookup(boms))).toHaveLength(14);
    expect(() => expandBom(boms[0], lookup(boms), 20, 13)).toThrow(BomTooLargeError);
  });
});

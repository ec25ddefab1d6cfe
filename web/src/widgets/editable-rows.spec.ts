import { appendBlock, copyDown, insertRowAfter, nextCell, padRowList, removeRowAt, updateCell } from './editable-rows';

type Row = { a: string; b: number };
const blank = (): Row => ({ a: '', b: 0 });
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ a: `r${i}`, b: i }));

describe('editable-rows', () => {
  describe(padRowList.name, () => {
    it('pads an empty list to the 5-row minimum', () => {
      expect(padRowList([], blank)).toEqual([blank(), blank(), blank(), blank(), blank()]);
    });
    it('pads up to a multiple of 5', () => {
      expect(padRowList(rows(6), blank)).toHaveLength(10);
      expect(padRowList(rows(10), blank)).toHaveLength(10);
      expect(padRowList(rows(11), blank).slice(0, 11)).toEqual(rows(11));
    });
    it('does not mutate its input', () => {
      const input = rows(2);
      padRowList(input, blank);
      expect(input).toHaveLength(2);
    });
  });

  describe(appendBlock.name, () => {
    it('adds a block of 5 after the padded rows', () => {
      expect(appendBlock(rows(5), blank)).toHaveLength(10);
      expect(appendBlock(rows(3), blank)).toHaveLength(10);
    });
  });

  describe(insertRowAfter.name, () => {
    it('inserts a blank row after the index and pads to the next block', () => {
      const out = insertRowAfter(rows(5), 1, blank);
      expect(out).toHaveLength(10);
      expect(out.slice(0, 3)).toEqual([rows(5)[0], rows(5)[1], blank()]);
      expect(out[3]).toEqual(rows(5)[2]);
    });
  });

  describe(removeRowAt.name, () => {
    it('removes the row and keeps the minimum of 5', () => {
      const out = removeRowAt(rows(5), 0, blank);
      expect(out).toHaveLength(5);
      expect(out[0]).toEqual(rows(5)[1]);
      expect(out[4]).toEqual(blank());
    });
    it('shrinks 6 rows back to one block', () => {
      expect(removeRowAt(rows(6), 5, blank)).toEqual(rows(5));
    });
    it('ignores an index out of range', () => {
      expect(removeRowAt(rows(5), 9, blank)).toEqual(rows(5));
    });
  });

  describe(updateCell.name, () => {
    it('changes one cell without touching the others', () => {
      const input = rows(5);
      const out = updateCell(input, 2, 'a', 'x', blank);
      expect(out[2]).toEqual({ a: 'x', b: 2 });
      expect(input[2].a).toBe('r2');
      expect(out[1]).toBe(input[1]);
    });
  });

  describe(copyDown.name, () => {
    it('copies the value into the next row', () => {
      const out = copyDown(rows(5), 1, 'a', blank);
      expect(out[2]).toEqual({ a: 'r1', b: 2 });
    });
    it('adds a block when copying down from the last row', () => {
      const out = copyDown(rows(5), 4, 'b', blank);
      expect(out).toHaveLength(10);
      expect(out[5]).toEqual({ a: '', b: 4 });
    });
  });

  describe(nextCell.name, () => {
    it('moves to the same column of the next row', () => {
      expect(nextCell(5, { row: 1, col: 2 })).toEqual({ pos: { row: 2, col: 2 }, grow: false });
    });
    it('asks for a new block at the last row', () => {
      expect(nextCell(5, { row: 4, col: 0 })).toEqual({ pos: { row: 5, col: 0 }, grow: true });
    });
  });
});

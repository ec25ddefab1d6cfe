import { describe, expect, it } from '@jest/globals';
import type { TableColumnsType } from 'antd';
import {
  DEFAULT_LAYOUT,
  arrange,
  movableKeys,
  moved,
  orderedKeys,
  pruned,
  resized,
  toggled,
  withWidths,
  type ListLayout,
} from './list-layout';

type Row = { id: number };
const columns: TableColumnsType<Row> = [
  { key: 'fnumber', width: 180 },
  { key: 'fname' },
  { key: 'address' },
  { key: 'flags', width: 90 },
  { key: 'actions', width: 180, fixed: 'right' },
];
const keysOf = (cs: TableColumnsType<Row>) => cs.map((c) => c.key);
const layout = (l: Partial<ListLayout>): ListLayout => ({ ...DEFAULT_LAYOUT, ...l });

describe("a list's column layout", () => {
  it('shows every column in its order by default, the row actions last', () => {
    expect(keysOf(arrange(columns, DEFAULT_LAYOUT))).toEqual(['fnumber', 'fname', 'address', 'flags', 'actions']);
  });

  it('hides and orders the columns as saved; the row actions stay, last, whatever the layout says', () => {
    const l = layout({ hidden: ['address', 'actions'], order: ['flags', 'actions', 'fname', 'fnumber', 'address'] });
    expect(keysOf(arrange(columns, l))).toEqual(['flags', 'fname', 'fnumber', 'actions']);
  });

  it('never hides the column that names the record (the first), wherever it is moved', () => {
    const l = layout({ hidden: ['fnumber', 'fname'], order: ['address', 'fnumber', 'fname', 'flags'] });
    expect(keysOf(arrange(columns, l))).toEqual(['address', 'fnumber', 'flags', 'actions']);
  });

  it('ignores a column the list no longer has and shows a new one after the column it follows', () => {
    expect(orderedKeys(['a', 'b', 'new', 'c'], ['c', 'gone', 'b', 'a'])).toEqual(['c', 'b', 'new', 'a']);
    expect(orderedKeys(['first', 'a', 'b'], ['b', 'a'])).toEqual(['first', 'b', 'a']);
    // saved before the list had an address: it shows, after the name it follows by default
    const l = layout({ hidden: ['gone'], order: ['fname', 'gone', 'fnumber', 'flags'] });
    expect(keysOf(arrange(columns, l))).toEqual(['fname', 'address', 'fnumber', 'flags', 'actions']);
  });

  it('moves a column among the movable ones, and not past either end', () => {
    const keys = movableKeys(columns, DEFAULT_LAYOUT);
    expect(moved(DEFAULT_LAYOUT, keys, 'address', -1).order).toEqual(['fnumber', 'address', 'fname', 'flags']);
    expect(moved(DEFAULT_LAYOUT, keys, 'fnumber', 1).order).toEqual(['fname', 'fnumber', 'address', 'flags']);
    expect(moved(DEFAULT_LAYOUT, keys, 'fnumber', -1)).toBe(DEFAULT_LAYOUT);
    expect(moved(DEFAULT_LAYOUT, keys, 'flags', 1)).toBe(DEFAULT_LAYOUT);
  });

  it('shows and hides a column once', () => {
    const off = toggled(toggled(DEFAULT_LAYOUT, 'fname', false), 'fname', false);
    expect(off.hidden).toEqual(['fname']);
    expect(toggled(off, 'fname', true).hidden).toEqual([]);
  });

  it('keeps a dragged width within 60..1200 px, whole, over the fitted one; a pinned column keeps its own', () => {
    expect(resized(DEFAULT_LAYOUT, 'fname', 12).widths).toEqual({ fname: 60 });
    expect(resized(DEFAULT_LAYOUT, 'fname', 5000).widths).toEqual({ fname: 1200 });
    expect(resized(DEFAULT_LAYOUT, 'fname', 250.6).widths).toEqual({ fname: 251 });
    const fitted = columns.map((c) => ({ ...c, width: c.width ?? 130 }));
    const sized = withWidths(fitted, { fname: 300, actions: 400 });
    expect(sized.map((c) => c.width)).toEqual([180, 300, 130, 90, 180]);
  });

  it('drops what it says of columns gone when it is kept', () => {
    const l = layout({ hidden: ['gone', 'fname'], order: ['gone', 'fname'], widths: { gone: 100, fname: 200 } });
    expect(pruned(l, ['fname', 'address'])).toEqual({ hidden: ['fname'], order: ['fname'], widths: { fname: 200 } });
  });
});

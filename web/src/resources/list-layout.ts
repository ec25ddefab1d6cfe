import type { TableColumnsType } from 'antd';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, type ListLayout } from '@mes/contracts';

// A list's columns as its user laid them out (docs/web.md, "Column layout"): the fields shown, their order and the
// widths the user dragged. The row actions (a pinned column) always stay, last; so does the column that names the
// record (the list's first, linked to its details), wherever it is moved. A layout names columns by key: one the
// list no longer has is ignored, a new one shows after the column it follows by default.

type Column<T> = TableColumnsType<T>[number];
export type { ListLayout };

/** the default: every column, in the list's order, at its fitted width */
export const DEFAULT_LAYOUT: ListLayout = { hidden: [], order: [], widths: {} };

export const columnKey = <T>(c: Column<T>, i: number): string => String(c.key ?? i);
/** a column the user may hide and move: any but a pinned one (the row actions) */
export const isMovable = <T>(c: Column<T>): boolean => !c.fixed;
export const clampWidth = (w: number): number => Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(w)));

/** the keys in the saved order that still exist; each other one after the key it follows in `defaults` */
export function orderedKeys(defaults: readonly string[], order: readonly string[]): string[] {
  const known = new Set(defaults);
  const out = [...new Set(order)].filter((k) => known.has(k));
  defaults.forEach((k, i) => {
    if (out.includes(k)) return;
    out.splice(i === 0 ? 0 : out.indexOf(defaults[i - 1]) + 1, 0, k);
  });
  return out;
}

/** the key of the column that names the record (a number, a code: the link to its details): never hidden */
export function namingKey<T>(columns: TableColumnsType<T>): string | undefined {
  const i = columns.findIndex((c) => isMovable(c));
  return i < 0 ? undefined : columnKey(columns[i], i);
}

/** the movable columns' keys, in the layout's order (hidden ones included) */
export function movableKeys<T>(columns: TableColumnsType<T>, layout: ListLayout): string[] {
  const keys = columns.flatMap((c, i) => (isMovable(c) ? [columnKey(c, i)] : []));
  return orderedKeys(keys, layout.order);
}

/** the columns shown: the movable ones in the layout's order without the hidden, then the pinned ones */
export function arrange<T>(columns: TableColumnsType<T>, layout: ListLayout): TableColumnsType<T> {
  const byKey = new Map(columns.map((c, i) => [columnKey(c, i), c]));
  const naming = namingKey(columns);
  const hidden = new Set(layout.hidden.filter((k) => k !== naming));
  const shown = movableKeys(columns, layout).filter((k) => !hidden.has(k));
  return [...shown.map((k) => byKey.get(k)!), ...columns.filter((c) => !isMovable(c))];
}

/** a layout with one column shown or hidden */
export function toggled(layout: ListLayout, key: string, shown: boolean): ListLayout {
  const hidden = layout.hidden.filter((k) => k !== key);
  return { ...layout, hidden: shown ? hidden : [...hidden, key] };
}

/** a layout with one column moved `by` places among `keys` (the movable keys in their order now) */
export function moved(layout: ListLayout, keys: readonly string[], key: string, by: number): ListLayout {
  const from = keys.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= keys.length) return layout;
  const order = [...keys];
  order.splice(to, 0, ...order.splice(from, 1));
  return { ...layout, order };
}

/** a layout with one column at the width the user dragged it to (within the bounds a layout keeps) */
export function resized(layout: ListLayout, key: string, width: number): ListLayout {
  return { ...layout, widths: { ...layout.widths, [key]: clampWidth(width) } };
}

/** what a layout keeps of the keys the list has now (a column since gone is dropped when the layout is saved) */
export function pruned(layout: ListLayout, keys: readonly string[]): ListLayout {
  const has = new Set(keys);
  return {
    hidden: layout.hidden.filter((k) => has.has(k)),
    order: layout.order.filter((k) => has.has(k)),
    widths: Object.fromEntries(Object.entries(layout.widths).filter(([k]) => has.has(k))),
  };
}

/** the columns at the widths the user set (the others keep their fitted width) */
export function withWidths<T>(columns: TableColumnsType<T>, widths: Record<string, number>): TableColumnsType<T> {
  return columns.map((c, i) => {
    const w = widths[columnKey(c, i)];
    return w && isMovable(c) ? { ...c, width: clampWidth(w) } : c;
  });
}

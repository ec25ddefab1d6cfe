import { EDITABLE_TABLE_ROW_BLOCK, padRows } from '@mes/contracts';

// Row logic of the editable table (000 §2, §9): pure, so the component only wires events to it.

export type CellPos = { row: number; col: number };

/** The rows padded with new rows to at least 5 and to a whole block of 5. */
export function padRowList<T>(rows: readonly T[], make: () => T): T[] {
  const out = rows.slice();
  const target = padRows(rows.length);
  while (out.length < target) out.push(make());
  return out;
}

/** One more block of 5 rows after the (padded) rows. */
export function appendBlock<T>(rows: readonly T[], make: () => T): T[] {
  const padded = padRowList(rows, make);
  for (let i = 0; i < EDITABLE_TABLE_ROW_BLOCK; i++) padded.push(make());
  return padded;
}

/** A new row right after `index` (the + button), then padded. */
export function insertRowAfter<T>(rows: readonly T[], index: number, make: () => T): T[] {
  const out = rows.slice();
  out.splice(Math.min(Math.max(index + 1, 0), out.length), 0, make());
  return padRowList(out, make);
}

/** The row at `index` removed (the - button), then padded so the table never drops under 5 rows. */
export function removeRowAt<T>(rows: readonly T[], index: number, make: () => T): T[] {
  const out = rows.slice();
  if (index >= 0 && index < out.length) out.splice(index, 1);
  return padRowList(out, make);
}

/** The rows with one cell changed; rows up to `index` exist afterwards. */
export function updateCell<T extends object, K extends keyof T>(
  rows: readonly T[],
  index: number,
  key: K,
  value: T[K],
  make: () => T,
): T[] {
  const out = padRowList(rows, make);
  while (out.length <= index) out.push(make());
  out[index] = { ...out[index], [key]: value };
  return out;
}

/** Shift+F7: the cell's value copied into the next row, adding a block when the cell is in the last row. */
export function copyDown<T extends object, K extends keyof T>(
  rows: readonly T[],
  index: number,
  key: K,
  make: () => T,
): T[] {
  const base = padRowList(rows, make);
  const out = index + 1 >= base.length ? appendBlock(base, make) : base;
  out[index + 1] = { ...out[index + 1], [key]: out[index][key] };
  return out;
}

/** Enter: the same cell in the next row; `grow` says a block of rows must be added first. */
export function nextCell(rowCount: number, pos: CellPos): { pos: CellPos; grow: boolean } {
  return { pos: { row: pos.row + 1, col: pos.col }, grow: pos.row + 1 >= rowCount };
}

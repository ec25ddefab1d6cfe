import type { TableColumnsType } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { measureFont } from '@mes/client';
import { MIN_FIELD_WIDTH, listScrollWidth } from './useListColumns';

/** the widest a field's column grows for its values: a longer value is cut there, whole on hover */
export const MAX_FIELD_WIDTH = 400;
const ATTR = 'data-fit';

type Column<T> = TableColumnsType<T>[number];
const keyOf = <T>(c: Column<T>, i: number) => String(c.key ?? i);

/** The width a cell's content takes on one line, with the cell's padding. */
function contentWidth(cell: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const s = getComputedStyle(cell);
  return range.getBoundingClientRect().width + parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
}

/** A header wraps between its words, never inside one: its longest word, with the padding (and a sorter's room). */
function headerWidth(cell: HTMLElement): number {
  const s = getComputedStyle(cell);
  const measure = measureFont(s.font);
  const words = (cell.textContent ?? '').split(/\s+/).filter(Boolean);
  return Math.max(0, ...words.map(measure)) + parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
}

/**
 * A list's columns sized to what they show (issue 33, defect 6: at 1366 px a reel list cut every value and broke
 * "Warehouse" in its header): each column not pinned is as wide as its widest value on the page and its header's
 * longest word, at least its own width (or MIN_FIELD_WIDTH) and at most MAX_FIELD_WIDTH; the table scrolls sideways
 * when they need more than the card. Measured from the cells rendered, after each page of rows.
 */
export function useFitColumns<T>(
  columns: TableColumnsType<T>,
  rows: readonly T[] | undefined,
): { ref: React.RefObject<HTMLDivElement | null>; columns: TableColumnsType<T>; scrollX: number } {
  const ref = useRef<HTMLDivElement | null>(null);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const tagged = useMemo(
    () =>
      columns.map((c, i): Column<T> => {
        if (c.fixed) return c;
        const mark = { [ATTR]: keyOf(c, i) } as React.HTMLAttributes<HTMLElement>;
        return {
          ...c,
          onHeaderCell: (col) => ({ ...c.onHeaderCell?.(col), ...mark }),
          onCell: (r, index) => ({ ...c.onCell?.(r, index), ...mark }),
        };
      }),
    [columns],
  );
  useLayoutEffect(() => {
    const root = ref.current;
    // a DOM without layout (jsdom, the screens' unit tests) has nothing to measure
    if (!root || typeof document.createRange().getBoundingClientRect !== 'function') return;
    const need: Record<string, number> = {};
    columns.forEach((c, i) => {
      if (!c.fixed) need[keyOf(c, i)] = typeof c.width === 'number' ? c.width : MIN_FIELD_WIDTH;
    });
    for (const cell of root.querySelectorAll<HTMLElement>(`[${ATTR}]`)) {
      const key = cell.getAttribute(ATTR) ?? '';
      if (key in need) need[key] = Math.max(need[key], cell.tagName === 'TH' ? headerWidth(cell) : contentWidth(cell));
    }
    const next: Record<string, number> = {};
    for (const [key, w] of Object.entries(need)) next[key] = Math.min(MAX_FIELD_WIDTH, Math.ceil(w) + 1);
    setWidths((prev) => (Object.keys(next).every((k) => prev[k] === next[k]) ? prev : next));
  }, [columns, rows]);
  const fitted = useMemo(
    () => tagged.map((c, i) => (widths[keyOf(c, i)] ? { ...c, width: widths[keyOf(c, i)] } : c)),
    [tagged, widths],
  );
  return { ref, columns: fitted, scrollX: listScrollWidth(fitted) };
}

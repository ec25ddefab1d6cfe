import { num, str } from '@mes/client';
import { isRecord } from '@mes/contracts';

// Board layouts for react-grid-layout: the one saved in the kanban settings for that board (kanban_mgt), else the
// default. A TV never scrolls, so the grid's rows are stretched to the screen height (GRID_ROWS tall by default).

export type PanelLayout = { i: string; x: number; y: number; w: number; h: number };
export type Layouts = Record<string, PanelLayout[]>;

export const GRID_COLS = 12;
export const GRID_ROWS = 12;

export const LINE_PANELS = ['kpi', 'hourly', 'wip', 'orders', 'stations', 'spc'] as const;
export const WORDER_PANELS = ['kpi', 'hourly', 'wip', 'progress', 'stations'] as const;

const DEFAULTS: Record<string, PanelLayout[]> = {
  line: [
    { i: 'kpi', x: 0, y: 0, w: 12, h: 3 },
    { i: 'hourly', x: 0, y: 3, w: 5, h: 5 },
    { i: 'wip', x: 5, y: 3, w: 4, h: 5 },
    { i: 'orders', x: 0, y: 8, w: 5, h: 4 },
    { i: 'stations', x: 5, y: 8, w: 4, h: 4 },
    { i: 'spc', x: 9, y: 3, w: 3, h: 9 },
  ],
  worder: [
    { i: 'kpi', x: 0, y: 0, w: 12, h: 3 },
    { i: 'hourly', x: 0, y: 3, w: 7, h: 5 },
    { i: 'wip', x: 7, y: 3, w: 5, h: 5 },
    { i: 'progress', x: 0, y: 8, w: 7, h: 4 },
    { i: 'stations', x: 7, y: 8, w: 5, h: 4 },
  ],
};

export function defaultLayout(board: string): PanelLayout[] {
  return (DEFAULTS[board] ?? []).map((p) => ({ ...p }));
}

function readItem(v: unknown): PanelLayout | null {
  if (!isRecord(v)) return null;
  const item = {
    i: str(v.i),
    x: Math.floor(num(v.x, -1)),
    y: Math.floor(num(v.y, -1)),
    w: Math.floor(num(v.w)),
    h: Math.floor(num(v.h)),
  };
  if (
    !item.i ||
    item.x < 0 ||
    item.y < 0 ||
    item.w < 1 ||
    item.h < 1 ||
    item.x + item.w > GRID_COLS ||
    item.y + item.h > 48
  )
    return null;
  return item;
}

/**
 * The layout to use: the saved one's items for known panels (bad items dropped); a panel it lacks goes where the
 * default puts it, if that place is free, else below everything. Nothing usable saved: the default.
 */
export function layoutFor(board: string, saved: unknown, panels: readonly string[]): PanelLayout[] {
  const raw = Array.isArray(saved) ? saved : isRecord(saved) && Array.isArray(saved.layout) ? saved.layout : [];
  const items: PanelLayout[] = [];
  for (const v of raw) {
    const it = readItem(v);
    if (it && panels.includes(it.i) && !items.some((x) => x.i === it.i)) items.push(it);
  }
  if (items.length === 0) return defaultLayout(board);
  const overlaps = (a: PanelLayout, b: PanelLayout) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (const d of defaultLayout(board)) {
    if (items.some((x) => x.i === d.i)) continue;
    const bottom = items.reduce((m, x) => Math.max(m, x.y + x.h), 0);
    items.push(items.some((x) => overlaps(x, d)) ? { ...d, x: 0, y: bottom, w: GRID_COLS } : d);
  }
  return items;
}

/** Rows the layout needs (the grid is stretched to fit them on the screen). */
export function rowsOf(layout: PanelLayout[]): number {
  return Math.max(
    1,
    layout.reduce((m, x) => Math.max(m, x.y + x.h), 0),
  );
}

/** Row height that makes `rows` rows with the margins between them fill `height` pixels exactly (no padding). */
export function fittedRowHeight(height: number, rows: number, margin: number): number {
  return Math.max(8, (height - margin * (rows - 1)) / rows);
}

export function readLayouts(v: unknown): Layouts {
  if (!isRecord(v)) return {};
  const out: Layouts = {};
  for (const [k, val] of Object.entries(v)) if (Array.isArray(val)) out[k] = val as PanelLayout[];
  return out;
}

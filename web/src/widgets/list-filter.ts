import type { ListRow } from './list-types';

// List-filter building and scroll arithmetic for the select-input and query modal (docs/api.md, list grammar).

export const SEARCH_FIELDS = ['search_key', 'fnumber', 'fbillno', 'fname'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A double-quoted list-grammar value; backslashes and quotes are escaped. */
export function quoteValue(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The search token: search_key:<text> (quoted only when it must be) or field:"<text>"; none for blank text. */
export function searchToken(field: SearchField, text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (field !== 'search_key') return `${field}:${quoteValue(value)}`;
  return /[\s"\\]/.test(value) ? `search_key:${quoteValue(value)}` : `search_key:${value}`;
}

export type SearchFilterInput = { field: SearchField; text: string; pn: number; ps: number; extra?: string };

/** The whole filter: search token, any fixed extra tokens, then pn and ps. */
export function buildSearchFilter({ field, text, pn, ps, extra }: SearchFilterInput): string {
  return [searchToken(field, text), extra?.trim() || null, `pn:${pn}`, `ps:${ps}`].filter(Boolean).join(' ');
}

export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** True when the scroll area is within `distance` px of its bottom (infinite scroll). */
export function nearBottom(box: ScrollBox, distance: number): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= distance;
}

/** The option label of a row: 'fnumber fname' (missing parts left out). */
export function rowLabel(row: ListRow): string {
  const label = [row.fnumber, row.fname].filter((part) => part !== null && part !== undefined && part !== '').join(' ');
  return label === '' ? (row.fbillno ?? String(row.id)) : label;
}

/** Rows of a new page appended to the loaded ones, skipping ids already there. */
export function mergeRows<Row extends ListRow>(loaded: readonly Row[], page: readonly Row[]): Row[] {
  const seen = new Set(loaded.map((r) => r.id));
  return [...loaded, ...page.filter((r) => !seen.has(r.id))];
}

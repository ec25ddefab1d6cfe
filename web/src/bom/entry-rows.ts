// The rows of a document's entries editor (a BOM's children, a requisition's materials): every cell a text while
// typed, turned into an entry of the document's update call on save.

export type EntryField = { key: string; kind: 'number' | 'text' };
export type EntryRow = Record<string, string>;
export type SentEntry = Record<string, string | number>;

/** the stored entries as rows, the material shown by its code. */
export function toRows(
  entries: Record<string, unknown>[],
  fields: readonly EntryField[],
  codeOf: (icitemId: number) => string,
): EntryRow[] {
  return entries.map((e) => ({
    fnumber: codeOf(e.icitem_id as number),
    ...Object.fromEntries(
      fields.map((f) => [f.key, e[f.key] === null || e[f.key] === undefined ? '' : String(e[f.key])]),
    ),
  }));
}

/**
 * The filled rows (a row without a material code is blank and left out) as entries, with their materials' ids; the
 * first problem answers `{ row, field, problem }` (1-based row) instead: an unknown code or a value that is no number.
 */
export function toEntries(
  rows: readonly EntryRow[],
  fields: readonly EntryField[],
  idOf: (code: string) => number | undefined,
): { entries: SentEntry[] } | { row: number; field: string; problem: 'unknown' | 'number' } {
  const entries: SentEntry[] = [];
  for (const [i, r] of rows.entries()) {
    const code = (r.fnumber ?? '').trim();
    if (code === '') continue;
    const id = idOf(code);
    if (id === undefined) return { row: i + 1, field: 'fnumber', problem: 'unknown' };
    const entry: SentEntry = { icitem_id: id };
    for (const f of fields) {
      const raw = (r[f.key] ?? '').trim();
      if (raw === '') continue;
      if (f.kind === 'number') {
        const n = Number(raw);
        if (!Number.isFinite(n)) return { row: i + 1, field: f.key, problem: 'number' };
        entry[f.key] = n;
      } else entry[f.key] = raw;
    }
    entries.push(entry);
  }
  return { entries };
}

/** the distinct material codes typed. */
export function codesOf(rows: readonly EntryRow[]): string[] {
  return [...new Set(rows.map((r) => (r.fnumber ?? '').trim()).filter((c) => c !== ''))];
}

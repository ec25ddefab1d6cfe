import type { FieldDef, ResourceDef } from '../resource/resource.types';
import { allFields, headerIndex, matchHeader } from './spreadsheet.columns';
import { coerceCell, isBlank } from './spreadsheet.coerce';
import type { Grid, ParsedRow, ParseResult, RowError } from './spreadsheet.types';

// A grid (from .xlsx or .csv) -> typed rows and errors naming row and field. Only the sheet itself is checked here:
// references and uniqueness against stored rows are the resource engine's job.
// `rows` holds only the rows without any error; a blank non-required cell leaves its key out (the engine's default
// then applies); a missing required column is reported once, on row 1. Readonly and system columns (id, checked,
// ...) are parsed too; the engine decides what to keep.

type Column = { col: number; key: string; field: FieldDef };

function columnLetter(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function mapHeader(grid: Grid, def: ResourceDef, errors: RowError[]): Column[] {
  const index = headerIndex(def);
  const fields = allFields(def);
  const columns: Column[] = [];
  const byKey = new Map<string, number>();
  for (const [col, text] of [...grid.header].sort((a, b) => a[0] - b[0])) {
    if (text.trim() === '') continue;
    const key = matchHeader(index, text);
    if (key === undefined) {
      errors.push({
        row: 1,
        field: text.trim(),
        message: `unknown column "${text.trim()}" (column ${columnLetter(col)})`,
      });
      continue;
    }
    const first = byKey.get(key);
    if (first !== undefined) {
      errors.push({
        row: 1,
        field: key,
        message: `columns ${columnLetter(first)} and ${columnLetter(col)} both map to ${key}`,
      });
      continue;
    }
    byKey.set(key, col);
    columns.push({ col, key, field: fields[key] });
  }
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.required && !field.readonly && !byKey.has(key)) {
      errors.push({ row: 1, field: key, message: `required column "${field.label['en-US']}" (${key}) is missing` });
    }
  }
  return columns;
}

function headerlessData(grid: Grid, errors: RowError[]): void {
  const named = new Set([...grid.header].filter(([, t]) => t.trim() !== '').map(([c]) => c));
  const reported = new Set<number>();
  for (const { row, cells } of grid.rows) {
    for (const [col, raw] of cells) {
      if (named.has(col) || reported.has(col) || isBlank(raw)) continue;
      reported.add(col);
      errors.push({
        row,
        field: `column ${columnLetter(col)}`,
        message: `column ${columnLetter(col)} has data but no header`,
      });
    }
  }
}

export function validateGrid(grid: Grid, def: ResourceDef): ParseResult {
  const errors: RowError[] = [];
  const columns = mapHeader(grid, def, errors);
  headerlessData(grid, errors);
  const seen = new Map<string, Map<string, number>>();
  const rows: ParsedRow[] = [];
  for (const { row, cells } of grid.rows) {
    const values: Record<string, unknown> = {};
    let bad = false;
    for (const { col, key, field } of columns) {
      const raw = cells.get(col);
      if (raw === undefined || isBlank(raw)) {
        if (field.required && !field.readonly) {
          errors.push({ row, field: key, message: 'is required' });
          bad = true;
        }
        continue;
      }
      const coerced = coerceCell(field, raw);
      if (!coerced.ok) {
        errors.push({ row, field: key, message: coerced.message });
        bad = true;
        continue;
      }
      values[key] = coerced.value;
      if (field.unique) {
        const firstRows = seen.get(key) ?? new Map<string, number>();
        seen.set(key, firstRows);
        const text = JSON.stringify(coerced.value);
        const first = firstRows.get(text);
        if (first !== undefined) {
          errors.push({ row, field: key, message: `duplicate value ${text} in rows ${first} and ${row}` });
          bad = true;
        } else firstRows.set(text, row);
      }
    }
    if (!bad) rows.push({ row, values });
  }
  return { rows, errors };
}

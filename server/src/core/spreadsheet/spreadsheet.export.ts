import type { Locale, Translated } from '@mes/contracts';
import type { FieldType, ResourceDef } from '../resource/resource.types';
import { exportColumns } from './spreadsheet.columns';
import { xlsxBuffer } from './xlsx-stream';

// Rows of records -> an .xlsx of one sheet, through the one writer (xlsx-stream.ts). A resource's export is named
// after the resource; the header holds labels in the export locale; the importer maps a label in either locale or a
// field key back to the field (spreadsheet.columns.ts), so no key row is needed.

export type ExportOptions = {
  locale: Locale;
  columns?: readonly string[];
  /** told after every ROWS_PER_STEP rows written (progress); may throw to stop (a cancel) */
  onRows?: (n: number) => Promise<void>;
};

/** a column of a table export: the record's key, its header label in both languages, how its values are typed */
export type TableColumn = { key: string; label: Translated; type: FieldType; width?: number };

const ROWS_PER_STEP = 200;

/** a record's value as the cell of its type: pg's numeric text a number, a time a Date, json its text */
export function cellOf(type: FieldType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'int':
    case 'number': {
      // pg returns numeric/bigint as strings
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) && String(value).trim() !== '' ? n : String(value);
    }
    case 'bool':
      return typeof value === 'boolean' ? value : value === 1 || value === '1' || value === 'true' || value === 't';
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : date;
    }
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** a resource's rows: its exported columns (spreadsheet.columns.ts) on a sheet named after it */
export function exportRows(def: ResourceDef, rows: Record<string, unknown>[], opts: ExportOptions): Promise<Buffer> {
  const columns = exportColumns(def, opts.columns).map(({ key, field }) => ({
    key,
    label: field.label,
    type: field.type,
  }));
  return exportTable(def.label, columns, rows, opts);
}

/** records as a sheet titled `title`, one column each, headers in the locale's language */
export async function exportTable(
  title: Translated,
  columns: TableColumn[],
  rows: Iterable<Record<string, unknown>>,
  { locale, onRows }: Pick<ExportOptions, 'locale' | 'onRows'>,
): Promise<Buffer> {
  async function* cells() {
    let unreported = 0;
    for (const row of rows) {
      yield columns.map((c) => cellOf(c.type, row[c.key]));
      if (onRows && ++unreported === ROWS_PER_STEP) {
        await onRows(unreported);
        unreported = 0;
      }
    }
    if (onRows && unreported > 0) await onRows(unreported);
  }
  const sheet = {
    name: title[locale],
    columns: columns.map((c) => ({ label: c.label[locale], width: c.width })),
  };
  return xlsxBuffer(sheet, cells());
}

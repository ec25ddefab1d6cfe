// Shared shapes of the spreadsheet helpers: what a reader produces (a Grid) and what the import answers.

/** at most this many data rows (header excluded) per imported file. */
export const MAX_IMPORT_ROWS = 10_000;
/** at most this many bytes per uploaded file (5 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/**
 * an .xlsx may inflate to at most this many MiB and hold at most this many zip entries (docs/security.md, "Uploads"):
 * MES_IMPORT_MAX_UNZIPPED_MB and MES_IMPORT_MAX_ENTRIES, checked by the config at start (config.ts).
 */
export const IMPORT_UNZIPPED_MB = { default: 32, min: 1, max: 1024 } as const;
export const IMPORT_ENTRIES = { default: 1000, min: 10, max: 100_000 } as const;

/** one imported data row: `row` is the 1-based sheet row (the header is row 1). */
export type ParsedRow = { row: number; values: Record<string, unknown> };

/** row 0 = the whole file, row 1 = the header; `field` is a field key, a header text or 'file'. */
export type RowError = { row: number; field: string; message: string };

export type ParseResult = { rows: ParsedRow[]; errors: RowError[] };

/** a cell reduced to what the importer coerces; rich text, hyperlinks and formulas are already unwrapped. */
export type CellRaw = string | number | boolean | Date | { excelError: string };

export type GridRow = { row: number; cells: Map<number, CellRaw> };

/** a sheet as read from a file: header texts by 1-based column, then every non-empty data row. */
export type Grid = { header: Map<number, string>; rows: GridRow[] };

/** a reader answers a grid, or errors that stop the import before any cell is looked at. */
export type GridRead = { grid: Grid } | { errors: RowError[] };

export function fileError(message: string): ParseResult {
  return { rows: [], errors: [{ row: 0, field: 'file', message }] };
}

export const TOO_MANY_ROWS = `more than ${MAX_IMPORT_ROWS} data rows; split the file`;
export const TOO_LARGE = `file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;
export const NOT_XLSX = 'not a readable .xlsx spreadsheet';
export const tooManyEntries = (max: number) => `the .xlsx holds more than ${max} parts; not a spreadsheet to import`;
export const tooMuchUnzipped = (mb: number) =>
  `the .xlsx unpacks to more than ${mb} MB; split the file (or raise MES_IMPORT_MAX_UNZIPPED_MB)`;
export const LEGACY_XLS = 'legacy .xls is not supported, save as .xlsx';

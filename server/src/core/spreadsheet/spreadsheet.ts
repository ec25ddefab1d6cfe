// Public API of the spreadsheet helpers (pure: no database, no HTTP).
export { exportRows, sheetName } from './spreadsheet.export';
export type { ExportOptions } from './spreadsheet.export';
export { parseSheet, parseUpload } from './spreadsheet.parse';
export { exportColumns, SYSTEM_FIELDS } from './spreadsheet.columns';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './spreadsheet.types';
export type { ParsedRow, ParseResult, RowError } from './spreadsheet.types';

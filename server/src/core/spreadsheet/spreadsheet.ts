// Public API of the spreadsheet helpers (no database): the one xlsx writer of every export, and the upload readers.
export { cellOf, exportRows, exportTable } from './spreadsheet.export';
export type { ExportOptions, TableColumn } from './spreadsheet.export';
export { streamXlsx, xlsxFile } from './xlsx-stream';
export type { XlsxColumn, XlsxSheet } from './xlsx-stream';
export { rowXmlSql, type SqlCell } from './xlsx-sql';
export { sheetName } from './xlsx-cells';
export { parseSheet, parseUpload } from './spreadsheet.parse';
export { exportColumns, SYSTEM_FIELDS } from './spreadsheet.columns';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './spreadsheet.types';
export type { ParsedRow, ParseResult, RowError } from './spreadsheet.types';

import { extname } from 'node:path';
import type { ResourceDef } from '../resource/resource.types';
import { readCsv } from './spreadsheet.csv';
import { validateGrid } from './spreadsheet.grid';
import { readXlsx } from './spreadsheet.xlsx';
import { fileError, LEGACY_XLS, MAX_IMPORT_BYTES, NOT_XLSX, TOO_LARGE } from './spreadsheet.types';
import type { GridRead, ParseResult } from './spreadsheet.types';

// Entry points of the import: {resource}/import, /upload/drafts/xlsx and /upload/drafts/xls. Never throws: a bad
// file answers one error with row 0 and field 'file'.
//
// Legacy binary .xls (BIFF inside an OLE2 container) is not read: exceljs cannot, and a BIFF parser is a large
// attack surface for a format Excel stopped writing by default in 2007. /upload/drafts/xls stays for old clients; it
// reads an .xlsx or .csv sent under that route, and answers LEGACY_XLS for a real .xls (or for the HTML/XML "xls"
// that some ERPs export), telling the user to save it as .xlsx.

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// OLE2 compound file: legacy .xls (also a password-protected .xlsx, which we cannot read either)
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function finish(read: GridRead, def: ResourceDef): ParseResult {
  return 'errors' in read ? { rows: [], errors: read.errors } : validateGrid(read.grid, def);
}

/** reads the first sheet of an .xlsx and checks every cell against the resource's fields. */
export async function parseSheet(buffer: Buffer, def: ResourceDef): Promise<ParseResult> {
  if (buffer.length > MAX_IMPORT_BYTES) return fileError(TOO_LARGE);
  if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) return fileError(NOT_XLSX);
  try {
    return finish(await readXlsx(buffer), def);
  } catch {
    return fileError(NOT_XLSX);
  }
}

/** .xlsx or .csv, chosen by the file's magic bytes first and its extension second. */
export async function parseUpload(buffer: Buffer, filename: string, def: ResourceDef): Promise<ParseResult> {
  if (buffer.length > MAX_IMPORT_BYTES) return fileError(TOO_LARGE);
  const ext = extname(filename).toLowerCase();
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return parseSheet(buffer, def);
  if (buffer.subarray(0, 8).equals(OLE2_MAGIC) || ext === '.xls') return fileError(LEGACY_XLS);
  if (ext === '.csv') {
    try {
      return finish(readCsv(buffer), def);
    } catch {
      return fileError('not a readable .csv file');
    }
  }
  return fileError(NOT_XLSX);
}

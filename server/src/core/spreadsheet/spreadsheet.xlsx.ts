import type ExcelJS from 'exceljs';
import { exceljs } from '../../core/util/on-first-use';
import {
  IMPORT_ENTRIES,
  IMPORT_UNZIPPED_MB,
  MAX_IMPORT_ROWS,
  NOT_XLSX,
  TOO_MANY_ROWS,
  tooManyEntries,
  tooMuchUnzipped,
} from './spreadsheet.types';
import { checkZip, type ZipBounds } from './zip-bounds';
import type { CellRaw, GridRead, GridRow } from './spreadsheet.types';

// Reads the first worksheet of an .xlsx into a Grid. Rich text, hyperlinks and formulas give their text / cached
// result; a formula never calculated by Excel (no cached result) reads as blank.

function fromValue(value: ExcelJS.CellValue): CellRaw | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return { excelError: value.error };
  if ('formula' in value || 'sharedFormula' in value) {
    const result: unknown = value.result;
    if (result !== null && typeof result === 'object' && !(result instanceof Date) && 'error' in result) {
      return { excelError: String(result.error) };
    }
    return fromValue(result as ExcelJS.CellValue);
  }
  // hyperlink: its text may itself be rich text
  if ('text' in value) return fromValue(value.text as ExcelJS.CellValue);
  return undefined;
}

function headerText(raw: CellRaw | undefined): string {
  if (raw === undefined) return '';
  if (raw instanceof Date) return raw.toISOString();
  return typeof raw === 'object' ? raw.excelError : String(raw);
}

/** the bounds of MES_IMPORT_MAX_UNZIPPED_MB and MES_IMPORT_MAX_ENTRIES (validated by the config at start). */
export function importBounds(env: NodeJS.ProcessEnv = process.env): ZipBounds {
  return {
    maxUnzippedBytes: Number(env.MES_IMPORT_MAX_UNZIPPED_MB || IMPORT_UNZIPPED_MB.default) * 1024 * 1024,
    maxEntries: Number(env.MES_IMPORT_MAX_ENTRIES || IMPORT_ENTRIES.default),
  };
}

const fileErrors = (message: string): GridRead => ({ errors: [{ row: 0, field: 'file', message }] });

export async function readXlsx(buffer: Buffer, bounds = importBounds()): Promise<GridRead> {
  // every entry inflated once under the bounds before exceljs holds the whole archive in memory (zip-bounds.ts)
  const refused = checkZip(buffer, bounds);
  if (refused?.kind === 'entries') return fileErrors(tooManyEntries(bounds.maxEntries));
  if (refused?.kind === 'unzipped') return fileErrors(tooMuchUnzipped(bounds.maxUnzippedBytes / 1024 / 1024));
  if (refused) return fileErrors(NOT_XLSX);
  const workbook = new (exceljs().Workbook)();
  try {
    // exceljs' Buffer type is its own ArrayBuffer alias; Node's Buffer is accepted at run time
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    return fileErrors(NOT_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return fileErrors(NOT_XLSX);

  const header = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => header.set(col, headerText(fromValue(cell.value))));
  if ([...header.values()].every((t) => t.trim() === '')) {
    return { errors: [{ row: 1, field: 'file', message: 'the first sheet has no header row' }] };
  }

  const rows: GridRow[] = [];
  let tooMany = false;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells = new Map<number, CellRaw>();
    row.eachCell((cell, col) => {
      const raw = fromValue(cell.value);
      if (raw !== undefined && !(typeof raw === 'string' && raw.trim() === '')) cells.set(col, raw);
    });
    if (cells.size === 0) return;
    if (rows.length >= MAX_IMPORT_ROWS) tooMany = true;
    else rows.push({ row: rowNumber, cells });
  });
  if (tooMany) return fileErrors(TOO_MANY_ROWS);
  return { grid: { header, rows } };
}

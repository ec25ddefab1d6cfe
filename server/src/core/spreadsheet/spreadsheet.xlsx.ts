import type ExcelJS from 'exceljs';
import { exceljs } from '../../core/util/on-first-use';
import { MAX_IMPORT_ROWS, NOT_XLSX, TOO_MANY_ROWS } from './spreadsheet.types';
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

export async function readXlsx(buffer: Buffer): Promise<GridRead> {
  const workbook = new (exceljs().Workbook)();
  try {
    // exceljs' Buffer type is its own ArrayBuffer alias; Node's Buffer is accepted at run time
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    return { errors: [{ row: 0, field: 'file', message: NOT_XLSX }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { errors: [{ row: 0, field: 'file', message: NOT_XLSX }] };

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
  if (tooMany) return { errors: [{ row: 0, field: 'file', message: TOO_MANY_ROWS }] };
  return { grid: { header, rows } };
}

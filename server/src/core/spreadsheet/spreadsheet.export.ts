import type ExcelJS from 'exceljs';
import { exceljs } from '../../core/util/on-first-use';
import type { Locale } from '@mes/contracts';
import type { FieldDef, ResourceDef } from '../resource/resource.types';
import { exportColumns, headerLabel } from './spreadsheet.columns';

// Rows -> an .xlsx of one sheet named after the resource. The header holds labels in the export locale; the importer
// maps a label in either locale or a field key back to the field (spreadsheet.columns.ts), so no key row is needed.

export type ExportOptions = {
  locale: Locale;
  columns?: readonly string[];
  /** told after every ROWS_PER_STEP rows written (progress); may throw to stop (a cancel) */
  onRows?: (n: number) => Promise<void>;
};

const ROWS_PER_STEP = 200;

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Excel forbids []:*?/\ in sheet names and allows at most 31 characters. */
export function sheetName(label: string): string {
  const clean = label
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean === '' ? 'Sheet1' : clean;
}

function toCell(field: FieldDef, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (field.type) {
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

/** display width: CJK and other wide characters count twice. */
function textWidth(value: ExcelJS.CellValue): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return DATE_FORMAT.length;
  let width = 0;
  for (const ch of String(value))
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}

export async function exportRows(
  def: ResourceDef,
  rows: Record<string, unknown>[],
  opts: ExportOptions,
): Promise<Buffer> {
  const columns = exportColumns(def, opts.columns);
  const workbook = new (exceljs().Workbook)();
  const sheet = workbook.addWorksheet(sheetName(def.label[opts.locale]), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = columns.map(({ field }) => textWidth(headerLabel(field, opts.locale)));

  const header = sheet.addRow(columns.map(({ field }) => headerLabel(field, opts.locale)));
  header.font = { bold: true };
  let unreported = 0;
  for (const row of rows) {
    const values = columns.map(({ key, field }) => toCell(field, row[key]));
    values.forEach((v, i) => (widths[i] = Math.max(widths[i], textWidth(v))));
    sheet.addRow(values);
    if (opts.onRows && ++unreported === ROWS_PER_STEP) {
      await opts.onRows(unreported);
      unreported = 0;
    }
  }
  if (opts.onRows && unreported > 0) await opts.onRows(unreported);
  columns.forEach(({ field }, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widths[i] + 2));
    if (field.type === 'datetime') column.numFmt = DATE_FORMAT;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

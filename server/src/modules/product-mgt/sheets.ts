import type { Locale, Translated } from '@mes/contracts';
import { refuse, refuseAs, type AppException } from '../../core/api/app.exception';
import { FileAnswer, XLSX_TYPE } from '../../core/api/file-answer';
import type { DraftStore } from '../../core/resource/drafts';
import { defineResource, type FieldType } from '../../core/resource/resource.types';
import { exportTable, parseUpload, type RowError, type TableColumn } from '../../core/spreadsheet/spreadsheet';
import { tr } from '../basicdata';
import { snProblem } from './serial-numbers';

// Spreadsheets of production data: SN lists read from an upload, and the order exports written as .xlsx.

// The sheet an SN import reads: one 'sn' column (header `sn`, `SN`, `序列号` or `Serial number`); other columns are ignored.
const SN_SHEET = defineResource({
  name: 'sn',
  module: 'product_mgt',
  table: 'worder_sn',
  label: tr('序列号', 'Serial numbers'),
  fields: { sn: { type: 'string', max: 64, required: true, unique: true, label: tr('序列号', 'Serial number') } },
});

export type SnRow = { row: number; sn: string };
export type SnSheet = { rows: SnRow[]; errors: RowError[] };

export const UPLOAD_FIELDS = ['draft_id', 'filename', 'content_base64'] as const;

/** the uploaded file of an import call: a draft, or filename and content_base64 in the body. */
export async function uploadedFile(
  drafts: DraftStore,
  body: Record<string, unknown>,
): Promise<{ filename: string; file: Buffer }> {
  if (typeof body.draft_id === 'string')
    return drafts.get(body.draft_id).then((d) => ({ filename: d.filename, file: d.body }));
  if (typeof body.content_base64 === 'string' && typeof body.filename === 'string') {
    return { filename: body.filename, file: Buffer.from(body.content_base64, 'base64') };
  }
  throw refuse('draft_id', 'import.no_source');
}

/** the SNs of an uploaded .xlsx or .csv, each with its sheet row; every problem named by row. */
export async function readSnSheet(drafts: DraftStore, body: Record<string, unknown>): Promise<SnSheet> {
  const { filename, file } = await uploadedFile(drafts, body);
  const parsed = await parseUpload(file, filename, SN_SHEET);
  const errors = parsed.errors.filter((e) => !(e.row === 1 && e.message.startsWith('unknown column')));
  const rows: SnRow[] = [];
  for (const r of parsed.rows) {
    const sn = r.values.sn as string;
    const problem = snProblem(sn);
    if (problem) errors.push({ row: r.row, field: 'sn', message: problem });
    else rows.push({ row: r.row, sn });
  }
  if (errors.length === 0 && rows.length === 0)
    errors.push({ row: 0, field: 'file', message: 'has no serial numbers' });
  return { rows, errors: errors.sort((a, b) => a.row - b.row) };
}

/** an import that wrote nothing: the first problem in msg, all of them in data.errors (as {resource}/import). */
export function importRefused(errors: RowError[], code = 400): AppException {
  const first = errors[0];
  const params = { count: errors.length, row: first.row, field: first.field, message: first.message };
  return refuseAs(code, 'file', 'import.rows_refused', params, { errors });
}

export type SheetColumn = TableColumn;

/** rows as an .xlsx answer with translated headers, in the columns' order (the one writer, core/spreadsheet). */
export async function sheetAnswer(
  label: Translated,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
  locale: Locale,
  filename: string,
): Promise<FileAnswer> {
  const file = await exportTable(label, columns, rows, { locale });
  return new FileAnswer(file, filename.replace(/[^\w.-]+/g, '_'), XLSX_TYPE);
}

export const col = (key: string, zh: string, en: string, type: FieldType = 'string'): SheetColumn => ({
  key,
  label: tr(zh, en),
  type,
});

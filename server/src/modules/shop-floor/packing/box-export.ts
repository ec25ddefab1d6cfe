import { BoxStatus, ErrorCode, type Locale } from '@mes/contracts';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { AppException, badRequest } from '../../../core/api/app.exception';
import { onlyFields } from '../../../core/api/call-input';
import { FileAnswer, XLSX_TYPE } from '../../../core/api/file-answer';
import { boxRef } from './packing.input';

const HEAD: Record<Locale, string[]> = {
  'zh-CN': ['箱号', '工单', '状态', '数量', '容量', '重量 (kg)', '序列号', '装箱时间'],
  'en-US': ['Box', 'Work order', 'Status', 'Quantity', 'Capacity', 'Weight (kg)', 'SN', 'Packed at'],
};

// box_export: a box (open or closed) and its units as a sheet, one row per unit, for the paperwork that goes with it.
export async function boxExport(pool: pg.Pool, body: Record<string, unknown>): Promise<FileAnswer> {
  onlyFields(body, ['box', 'box_id', 'locale']);
  const ref = boxRef(body);
  const locale = (body.locale ?? 'zh-CN') as Locale;
  if (!(locale in HEAD)) throw badRequest('locale', 'must be zh-CN or en-US');
  const { rows } = await pool.query<{
    fnumber: string;
    fbillno: string;
    status: number;
    fqty: string;
    capacity: number;
    weight: string | null;
    sn: string | null;
    packed_at: Date | null;
  }>(
    `SELECT b.fnumber, w.fbillno, b.status, b.fqty, b.capacity, b.weight, i.sn, i.created_at AS packed_at
     FROM box b LEFT JOIN worder w ON w.id = b.worder_id LEFT JOIN box_item i ON i.box_id = b.id
     WHERE ${ref.box_id !== undefined ? 'b.id' : 'b.fnumber'} = $1 ORDER BY i.id`,
    [ref.box_id ?? ref.box],
  );
  if (rows.length === 0)
    throw new AppException(ErrorCode.BOX_LABEL_MISMATCH, `box: box label ${ref.box ?? ref.box_id} names no box`, {
      field: 'box',
    });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(rows[0].fnumber);
  sheet.addRow(HEAD[locale]);
  for (const r of rows)
    sheet.addRow([
      r.fnumber,
      r.fbillno,
      BoxStatus.label(r.status, locale),
      Number(r.fqty),
      r.capacity,
      r.weight === null ? null : Number(r.weight),
      r.sn,
      r.packed_at,
    ]);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  return new FileAnswer(file, `${rows[0].fnumber}.xlsx`, XLSX_TYPE);
}

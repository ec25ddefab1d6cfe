import { BoxStatus, ErrorCode, type Locale } from '@mes/contracts';
import { exceljs } from '../../../core/util/on-first-use';
import type pg from 'pg';
import { refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql } from '../../../core/db/sql';
import { FileAnswer, XLSX_TYPE } from '../../../core/api/file-answer';
import type { BoxExportInput } from './packing.input';

const HEAD: Record<Locale, string[]> = {
  'zh-CN': ['箱号', '工单', '状态', '数量', '容量', '重量 (kg)', '序列号', '装箱时间', '产品', '所在箱', '装箱人'],
  'en-US': [
    'Box',
    'Work order',
    'Status',
    'Quantity',
    'Capacity',
    'Weight (kg)',
    'SN',
    'Packed at',
    'Product',
    'In box',
    'Packed by',
  ],
};

const BOX_BY_ID = sql(
  'shop-floor.export_box_by_id',
  `SELECT b.id, b.fnumber, w.fbillno, b.status, b.fqty, b.capacity, b.weight
     FROM box b LEFT JOIN worder w ON w.id = b.worder_id WHERE b.id = $1`,
);
const BOX_BY_FNUMBER = sql(
  'shop-floor.export_box_by_fnumber',
  `SELECT b.id, b.fnumber, w.fbillno, b.status, b.fqty, b.capacity, b.weight
     FROM box b LEFT JOIN worder w ON w.id = b.worder_id WHERE b.fnumber = $1`,
);
const UNITS = sql(
  'shop-floor.export_box_units',
  `SELECT i.sn, w.fbillno, p.fnumber AS product, ib.fnumber AS in_box, i.created_at AS packed_at,
            COALESCE(NULLIF(u.display_name, ''), u.name) AS by
     FROM box ib JOIN box_item i ON i.box_id = ib.id
     LEFT JOIN worder w ON w.id = ib.worder_id LEFT JOIN product p ON p.id = w.product_id
     LEFT JOIN users u ON u.id = i.creater_id
     WHERE ib.id = $1 OR ib.parent_id = $1 ORDER BY ib.id, i.id`,
);

// box_export: a box or a carton (open or closed) and its units as a sheet, one row per unit, for the paperwork that
// goes with it. A carton's units are those of the boxes in it (`parent_id`), each with the box it is in.
export async function boxExport(pool: pg.Pool, ref: BoxExportInput): Promise<FileAnswer> {
  const locale: Locale = ref.locale;
  const box =
    ref.box_id !== undefined
      ? await first(pool, BOX_BY_ID, [ref.box_id])
      : await first(pool, BOX_BY_FNUMBER, [ref.box ?? null]);
  if (!box)
    throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.box_label_no_box', {
      box: ref.box ?? ref.box_id ?? '',
    });
  const units = await rows(pool, UNITS, [box.id]);
  const book = new (exceljs().Workbook)();
  const sheet = book.addWorksheet(box.fnumber);
  sheet.addRow(HEAD[locale]);
  const head = [
    box.fnumber,
    box.fbillno,
    BoxStatus.label(box.status, locale),
    Number(box.fqty),
    box.capacity,
    box.weight === null ? null : Number(box.weight),
  ];
  // an empty box still has its row
  if (units.length === 0) sheet.addRow(head);
  for (const u of units) sheet.addRow([...head, u.sn, u.packed_at, u.product, u.in_box, u.by]);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  return new FileAnswer(file, `${box.fnumber}.xlsx`, XLSX_TYPE);
}

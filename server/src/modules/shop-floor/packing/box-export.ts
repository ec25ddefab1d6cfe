import { BoxStatus, ErrorCode, type Locale } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql } from '../../../core/db/sql';
import { FileAnswer, XLSX_TYPE } from '../../../core/api/file-answer';
import { exportTable, type TableColumn } from '../../../core/spreadsheet/spreadsheet';
import { tr } from '../../basicdata';
import type { BoxExportInput } from './packing.input';

// the box's columns, then the unit's; widths are measured on the first rows (core/spreadsheet/xlsx-stream.ts)
const column = (key: string, zh: string, en: string, type: TableColumn['type'] = 'string'): TableColumn => ({
  key,
  label: tr(zh, en),
  type,
});
const COLUMNS = [
  column('box', '箱号', 'Box'),
  column('fbillno', '工单', 'Work order'),
  column('status', '状态', 'Status'),
  column('fqty', '数量', 'Quantity', 'number'),
  column('capacity', '容量', 'Capacity', 'int'),
  column('weight', '重量 (kg)', 'Weight (kg)', 'number'),
  column('sn', '序列号', 'SN'),
  column('packed_at', '装箱时间', 'Packed at', 'datetime'),
  column('product', '产品', 'Product'),
  column('in_box', '所在箱', 'In box'),
  column('by', '装箱人', 'Packed by'),
];

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
  const head = {
    box: box.fnumber,
    fbillno: box.fbillno,
    status: BoxStatus.label(box.status, locale),
    fqty: Number(box.fqty),
    capacity: box.capacity,
    weight: box.weight === null ? null : Number(box.weight),
  };
  // an empty box still has its row; a unit row is the box's columns (its order, not the unit's) then the unit's
  const lines = units.length === 0 ? [head] : units.map((u) => ({ ...u, ...head }));
  const file = await exportTable({ 'zh-CN': box.fnumber, 'en-US': box.fnumber }, COLUMNS, lines, { locale });
  return new FileAnswer(file, `${box.fnumber}.xlsx`, XLSX_TYPE);
}

import type { Locale, Translated } from '@mes/contracts';
import type pg from 'pg';
import { tr } from '../basicdata';
import type { FileStream } from '../../core/api/file-answer';
import type { OrderWipQueries } from './order-wip.queries';
import type { StatFilter } from './stat-filter';
import { cursorRows, exportSlot } from './cursor-rows';
import { whereOf, whereSql } from './stat-sql';
import { SERVER_TZ } from './stat.queries';
import { rowXmlSql, streamXlsx, type XlsxColumn } from '../../core/spreadsheet/spreadsheet';

// The statistics spreadsheets, streamed by the one xlsx writer (core/spreadsheet/xlsx-stream.ts): the product report (every station report of the range or
// of some orders: time, serial number, order, product, line, station, result, first attempt) and the order WIP.

/** a column's header in both languages; the report's rows come as XML from the database, so every width is declared */
type StatColumn = { label: Translated; width?: number; kind?: 'date' };

const REPORT_COLUMNS: StatColumn[] = [
  { label: tr('时间', 'Time'), width: 20, kind: 'date' },
  { label: tr('序列号', 'SN'), width: 22 },
  { label: tr('工单', 'Work order'), width: 16 },
  { label: tr('产品', 'Product'), width: 16 },
  { label: tr('产线', 'Line'), width: 16 },
  { label: tr('工站', 'Station'), width: 16 },
  { label: tr('结果', 'Result'), width: 8 },
  { label: tr('首次', 'First attempt'), width: 8 },
];

const sheetOf = (name: Translated, columns: StatColumn[], locale: Locale) => ({
  name: name[locale],
  columns: columns.map((c): XlsxColumn => ({ ...c, label: c.label[locale] })),
});

export function productReport(pool: pg.Pool, f: StatFilter, worderIds: number[] | null, locale: Locale): FileStream {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  // the rollup's columns are station_log's here (h.* -> l.*); from/to bound the report time
  const where = whereOf(f, param, 'l.created_at').map((c) => c.replace(/\bh\./g, 'l.'));
  if (worderIds) where.push(`l.worder_id = ANY(${param(worderIds)})`);
  // Each row leaves PostgreSQL as its sheet XML (xlsx-sql.ts): the time as an Excel serial day of the server's wall
  // clock (days since 1899-12-30), the result and first attempt as their words.
  const pass = param(tr('通过', 'PASS')[locale]);
  const fail = param(tr('失败', 'FAIL')[locale]);
  const row = rowXmlSql([
    { sql: `extract(epoch FROM l.created_at AT TIME ZONE ${param(SERVER_TZ)}::text) / 86400 + 25569`, kind: 'date' },
    { sql: 'l.sn', kind: 'text' },
    { sql: 'w.fbillno', kind: 'text' },
    { sql: 'p.fnumber', kind: 'text' },
    { sql: 'pl.fnumber', kind: 'text' },
    { sql: 's.fnumber', kind: 'text' },
    { sql: `CASE l.result WHEN 1 THEN ${pass}::text WHEN 2 THEN ${fail}::text ELSE l.result::text END`, kind: 'text' },
    { sql: `CASE WHEN l.first_pass THEN '✓' END`, kind: 'text' },
  ]);
  const sql = `SELECT ${row}
    FROM station_log l JOIN worder w ON w.id = l.worder_id JOIN product p ON p.id = w.product_id
    JOIN product_line pl ON pl.id = l.product_line_id JOIN station s ON s.id = l.station_id
    ${whereSql(where)} ORDER BY l.created_at, l.id`;
  // the slot is given back when the rows end or fail, or when the download closes before they started
  const release = exportSlot();
  const file = streamXlsx(
    'product-report.xlsx',
    sheetOf(tr('产品报表', 'Product report'), REPORT_COLUMNS, locale),
    cursorRows(pool, sql, params, (r) => r[0] as string, 250, release),
  );
  file.body.once('close', release);
  return file;
}

export async function orderWipSheet(wip: OrderWipQueries, locale: Locale): Promise<FileStream> {
  const { list, stages } = await wip.kanban();
  // the plan, order and stage columns are sized to their first rows (xlsx-stream.ts)
  const columns: (StatColumn & { key: string })[] = [
    { key: 'icpp', label: tr('工艺计划', 'Process plan') },
    { key: 'worder', label: tr('工单', 'Work order') },
    ...stages.map((s) => ({ key: `f${s.id}`, label: { 'zh-CN': s.fname, 'en-US': s.fname } })),
    { key: 'total', label: tr('合计', 'Total'), width: 10 },
    { key: 'fdesc', label: tr('备注', 'Remarks'), width: 24 },
  ];
  async function* rows() {
    for (const o of list) {
      const row: Record<string, unknown> = {
        icpp: (o.icpp as { fbillno?: string } | null)?.fbillno ?? '',
        worder: (o.worder as { fbillno?: string } | null)?.fbillno ?? '',
        total: o.total,
        fdesc: o.fdesc,
      };
      for (const s of o.stages) row[`f${s.wip_field_id}`] = s.qty;
      yield columns.map((c) => row[c.key]);
    }
  }
  return streamXlsx('order-wip.xlsx', sheetOf(tr('订单在制', 'Order WIP'), columns, locale), rows());
}

import { ErrorCode, StationReportResult, type Locale, type Translated } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuse, refuseAs } from '../../core/api/app.exception';
import type { FileAnswer } from '../../core/api/file-answer';
import { col, sheetAnswer, type SheetColumn } from './sheets';
import { snStateSql } from './sn-list';

const MAX_ROWS = 200_000;

type OrderHead = {
  id: number;
  fbillno: string;
  product_fnumber: string;
  product_fname: string;
  customer: string | null;
  customer_pn: string | null;
};

type SheetRow = Record<string, unknown>;

/** One of the order's spreadsheets: its query (without LIMIT), extra parameters after the order id, and its columns. */
type OrderSheet = {
  label: Translated;
  file: string;
  sql: string;
  params?: unknown[];
  columns: SheetColumn[];
  shape: (row: SheetRow, order: OrderHead) => SheetRow;
};

// The spreadsheets of one work order (docs/api.md, "Production data"). Each answers an .xlsx, empty but for the
// header when there is nothing to list; more than MAX_ROWS rows is refused (the asynchronous exports come later).
export class WorderExportService {
  constructor(private readonly ds: DataSource) {}

  testItems(worderId: number, locale: Locale): Promise<FileAnswer> {
    return this.sheet(worderId, locale, {
      label: { 'zh-CN': '测试项', 'en-US': 'Test items' },
      file: 'test-items',
      sql: `SELECT l.sn, s.fnumber AS station, l.created_at AS reported_at, i.name, i.value, i.lower, i.upper, i.unit, i.result
       FROM station_log l JOIN station_log_item i ON i.station_log_id = l.id JOIN station s ON s.id = l.station_id
       WHERE l.worder_id = $1 ORDER BY l.id, i.id`,
      columns: [
        col('sn', '序列号', 'SN'),
        col('station', '工站', 'Station'),
        col('reported_at', '时间', 'Time', 'datetime'),
        col('name', '测试项', 'Item'),
        col('value', '测试值', 'Value'),
        col('lower', '下限', 'Lower limit'),
        col('upper', '上限', 'Upper limit'),
        col('unit', '单位', 'Unit'),
        col('result', '结果', 'Result'),
      ],
      shape: (r) => ({ ...r, result: StationReportResult.label(r.result, locale) }),
    });
  }

  snStatus(worderId: number, locale: Locale): Promise<FileAnswer> {
    const state = snStateSql('w.workflow_id');
    return this.sheet(worderId, locale, {
      label: { 'zh-CN': '序列号状态', 'en-US': 'SN status' },
      file: 'sn-status',
      sql: `SELECT x.sn, ${state.columns}, r.fbillno AS reworder_fbillno FROM worder_sn x JOIN worder w ON w.id = x.worder_id ${state.joins}
       LEFT JOIN reworder r ON r.id = st.reworder_id WHERE x.worder_id = $1 ORDER BY x.id`,
      columns: [
        col('sn', '序列号', 'SN'),
        col('next_station_fnumber', '下一工站', 'Next station'),
        col('last_result', '最后结果', 'Last result'),
        col('fail_count', '不良次数', 'Fail count', 'int'),
        col('done', '已完成', 'Done', 'bool'),
        col('reworder_fbillno', '返工单', 'Rework order'),
        col('state_updated_at', '更新时间', 'Updated at', 'datetime'),
      ],
      shape: (r) => ({ ...r, last_result: StationReportResult.label(r.last_result, locale) }),
    });
  }

  // The customer's file: one row per SN with the customer's code and part number and a final result a customer
  // reads without our status codes: PASS (done), FAIL (last report failed), IN PROCESS, NOT TESTED.
  customer(worderId: number, locale: Locale): Promise<FileAnswer> {
    return this.sheet(worderId, locale, {
      label: { 'zh-CN': '客户出货数据', 'en-US': 'Customer data' },
      file: 'customer',
      sql: `SELECT x.sn, CASE WHEN st.done THEN 'PASS' WHEN st.sn IS NULL OR st.last_result = 0 THEN 'NOT TESTED'
         WHEN st.last_result = $2 THEN 'FAIL' ELSE 'IN PROCESS' END AS final_result
       FROM worder_sn x LEFT JOIN sn_state st ON st.sn = x.sn WHERE x.worder_id = $1 ORDER BY x.sn`,
      params: [StationReportResult.FAIL],
      columns: [
        col('sn', '序列号', 'SN'),
        col('product', '产品编码', 'Product'),
        col('product_name', '产品名称', 'Product name'),
        col('fbillno', '工单号', 'Work order'),
        col('customer', '客户编码', 'Customer code'),
        col('customer_pn', '客户料号', 'Customer part number'),
        col('final_result', '最终结果', 'Final result'),
      ],
      shape: (r, order) => ({
        ...r,
        product: order.product_fnumber,
        product_name: order.product_fname,
        fbillno: order.fbillno,
        customer: order.customer ?? '',
        customer_pn: order.customer_pn ?? '',
      }),
    });
  }

  /** One order's rows (the query's $1 is the order's id) as `<fbillno>-<file>.xlsx`, refused past MAX_ROWS. */
  private async sheet(worderId: number, locale: Locale, sheet: OrderSheet): Promise<FileAnswer> {
    const order = await this.head(worderId);
    const rows = (await this.ds.query(`${sheet.sql} LIMIT ${MAX_ROWS + 1}`, [
      worderId,
      ...(sheet.params ?? []),
    ])) as SheetRow[];
    if (rows.length > MAX_ROWS) throw refuse('worder_id', 'product.export_too_many_rows', { max: MAX_ROWS });
    const shaped = rows.map((r) => sheet.shape(r, order));
    return sheetAnswer(sheet.label, sheet.columns, shaped, locale, `${order.fbillno}-${sheet.file}.xlsx`);
  }

  // The customer is the order's, else the product's; the part number is the customer's mapping of the product's material.
  private async head(worderId: number): Promise<OrderHead> {
    const rows = (await this.ds.query(
      `SELECT w.id, w.fbillno, p.fnumber AS product_fnumber, p.fname AS product_fname, o.fnumber AS customer,
         (SELECT m.fmapnumber FROM icitem_mapping m WHERE m.icitem_id = p.icitem_id AND m.organization_id = o.id ORDER BY m.id LIMIT 1) AS customer_pn
       FROM worder w JOIN product p ON p.id = w.product_id
       LEFT JOIN organization o ON o.id = COALESCE(w.organization_id, p.organization_id) WHERE w.id = $1`,
      [worderId],
    )) as OrderHead[];
    if (rows.length === 0)
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return rows[0];
  }
}

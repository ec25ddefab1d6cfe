import { ErrorCode, StationReportResult, type Locale, type Translated } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../core/api/app.exception';
import type { FileAnswer } from '../../core/api/file-answer';
import { first, rows, sql, type Queryable, type RowOf } from '../../core/db/sql';
import { col, sheetAnswer, type SheetColumn } from './sheets';

const MAX_ROWS = 200_000;

// Each sheet's statement ends LIMIT MAX_ROWS + 1 (a statement's text is one literal): one row more says "too many".
const TEST_ITEMS = sql(
  'product-mgt.export_test_items',
  `SELECT l.sn, s.fnumber AS station, l.created_at AS reported_at, i.name, i.value, i.lower, i.upper, i.unit, i.result
       FROM station_log l JOIN station_log_item i ON i.station_log_id = l.id JOIN station s ON s.id = l.station_id
       WHERE l.worder_id = $1 ORDER BY l.id, i.id LIMIT 200001`,
);
// the SN columns and joins of sn-list.ts's snStateSql('w.workflow_id'), written out
const SN_STATUS = sql(
  'product-mgt.export_sn_status',
  `SELECT x.sn, st.workflow_id, st.reworder_id, COALESCE(st.next_seq, 1) AS next_seq, ns.id AS next_station_id,
      ns.fnumber AS next_station_fnumber, ns.fname AS next_station_fname, COALESCE(st.last_result, 0)::int AS last_result,
      COALESCE(st.fail_count, 0) AS fail_count, COALESCE(st.done, false) AS done, st.updated_at AS state_updated_at, r.fbillno AS reworder_fbillno FROM worder_sn x JOIN worder w ON w.id = x.worder_id LEFT JOIN sn_state st ON st.sn = x.sn
      LEFT JOIN workflow_station nws ON nws.workflow_id = COALESCE(st.workflow_id, w.workflow_id)
        AND nws.seq = COALESCE(st.next_seq, 1) AND NOT COALESCE(st.done, false)
      LEFT JOIN station ns ON ns.id = nws.station_id
       LEFT JOIN reworder r ON r.id = st.reworder_id WHERE x.worder_id = $1 ORDER BY x.id LIMIT 200001`,
);
const CUSTOMER = sql(
  'product-mgt.export_customer',
  `SELECT x.sn, CASE WHEN st.done THEN 'PASS' WHEN st.sn IS NULL OR st.last_result = 0 THEN 'NOT TESTED'
         WHEN st.last_result = $2 THEN 'FAIL' ELSE 'IN PROCESS' END AS final_result
       FROM worder_sn x LEFT JOIN sn_state st ON st.sn = x.sn WHERE x.worder_id = $1 ORDER BY x.sn LIMIT 200001`,
);
// The customer is the order's, else the product's; the part number is the customer's mapping of the product's material.
const HEAD = sql(
  'product-mgt.export_order_head',
  `SELECT w.id, w.fbillno, p.fnumber AS product_fnumber, p.fname AS product_fname, o.fnumber AS customer,
         (SELECT m.fmapnumber FROM icitem_mapping m WHERE m.icitem_id = p.icitem_id AND m.organization_id = o.id ORDER BY m.id LIMIT 1) AS customer_pn
       FROM worder w JOIN product p ON p.id = w.product_id
       LEFT JOIN organization o ON o.id = COALESCE(w.organization_id, p.organization_id) WHERE w.id = $1`,
);

type OrderHead = RowOf<'product-mgt.export_order_head'>;

type SheetRow = Record<string, unknown>;

/** One of the order's spreadsheets: its rows (at most MAX_ROWS + 1) and its columns. */
type OrderSheet = {
  label: Translated;
  file: string;
  read: (db: Queryable, worderId: number) => Promise<SheetRow[]>;
  columns: SheetColumn[];
  shape: (row: SheetRow, order: OrderHead) => SheetRow;
};

// The spreadsheets of one work order (docs/api.md, "Production data"). Each answers an .xlsx, empty but for the
// header when there is nothing to list; more than MAX_ROWS rows is refused (the asynchronous exports come later).
export class WorderExportService {
  constructor(private readonly pool: pg.Pool) {}

  testItems(worderId: number, locale: Locale): Promise<FileAnswer> {
    return this.sheet(worderId, locale, {
      label: { 'zh-CN': '测试项', 'en-US': 'Test items' },
      file: 'test-items',
      read: (db, id) => rows(db, TEST_ITEMS, [id]),
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
    return this.sheet(worderId, locale, {
      label: { 'zh-CN': '序列号状态', 'en-US': 'SN status' },
      file: 'sn-status',
      read: (db, id) => rows(db, SN_STATUS, [id]),
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
      read: (db, id) => rows(db, CUSTOMER, [id, StationReportResult.FAIL]),
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

  /** One order's rows as `<fbillno>-<file>.xlsx`, refused past MAX_ROWS. */
  private async sheet(worderId: number, locale: Locale, sheet: OrderSheet): Promise<FileAnswer> {
    const order = await this.head(worderId);
    const found = await sheet.read(this.pool, worderId);
    if (found.length > MAX_ROWS) throw refuse('worder_id', 'product.export_too_many_rows', { max: MAX_ROWS });
    const shaped = found.map((r) => sheet.shape(r, order));
    return sheetAnswer(sheet.label, sheet.columns, shaped, locale, `${order.fbillno}-${sheet.file}.xlsx`);
  }

  private async head(worderId: number): Promise<OrderHead> {
    const order = await first(this.pool, HEAD, [worderId]);
    if (!order) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return order;
  }
}

import type { Locale, RecallAnswer, RecallBy, RecallRow } from '@mes/contracts';
import type pg from 'pg';
import { FileAnswer, XLSX_TYPE } from '../../core/api/file-answer';
import { checkedRows, rowShape } from '../../core/db/checked-rows';
import { queryRows } from '../../core/db/runtime-sql';
import { rows, sql } from '../../core/db/sql';
import { exportTable, type TableColumn } from '../../core/spreadsheet/spreadsheet';
import { tr } from '../basicdata';
import { placementSql } from './placement-sql';

// Forward genealogy (a recall list): from a reel barcode, a supplier lot or a material, every serial number that may
// contain it and the box and pallet it sits in. A reel "may be in" a board when the board was placed while the reel
// was on a slot: from the reel's load (scan, splice or change) until the slot's next load, or, when that next load
// is a splice onto this reel, until the load after it (both reels of a splice feed the slot). The same rule read
// backward is the genealogy's "reel on the slot at placement" (placement-sql.ts), so both directions agree. Each row
// tells the SN's repairs, and a bound part taken out again in a repair names that repair (it is no longer inside).
// A reel a CFX machine reported installing into a unit (cfx_installed: the unit a panel, standing for its boards, or
// an SN) is a row `via: machine`, whatever the feeding log says (docs/cfx-oee-genealogy.md).

export const RECALL_LIMIT = 100_000;

const column = (key: keyof RecallRow, zh: string, en: string, type: TableColumn['type'] = 'string'): TableColumn => ({
  key,
  label: tr(zh, en),
  type,
  width: 22,
});
const RECALL_COLUMNS = [
  column('sn', '序列号', 'Serial number'),
  column('worder_fbillno', '工单', 'Work order'),
  column('via', '来源', 'Via'),
  column('barcode', '物料条码', 'Material barcode'),
  column('slot', '站位', 'Slot'),
  column('smt_order_fbillno', 'SMT 工单', 'SMT order'),
  column('box_fnumber', '箱号', 'Box'),
  column('pallet_fnumber', '栈板', 'Pallet'),
  column('done', '已完工', 'Finished', 'bool'),
  column('repairs', '维修次数', 'Repairs', 'int'),
  column('taken_out_by_repair', '拆下的维修单', 'Taken out in repair', 'int'),
];

const REELS_OF_LOT = sql(
  'tracing.reels_of_lot',
  `SELECT DISTINCT barcode FROM stock_movement WHERE batch_no = $1 AND barcode <> '' AND ($2::int IS NULL OR icitem_id = $2)`,
);

// RECALL_SQL is put together from shared pieces (MATCH, placementSql), so its rows are checked (docs/database.md,
// "Checked rows"); the row is the contract's RecallRow (the typed `rows` below says so).
const RECALL_ROW = rowShape('tracing.recall', {
  sn: 'string',
  worder_fbillno: 'string | null',
  via: ['reel', 'binding', 'machine'],
  barcode: 'string | null',
  slot: 'string | null',
  smt_order_fbillno: 'string | null',
  box_fnumber: 'string | null',
  pallet_fnumber: 'string | null',
  done: 'boolean',
  repairs: 'number',
  taken_out_by_repair: 'number | null',
});

export class RecallQuery {
  constructor(private readonly pool: pg.Pool) {}

  async forward(by: RecallBy): Promise<RecallAnswer> {
    const reels = by.barcode ? [by.barcode] : by.lot ? await this.reelsOfLot(by.lot, by.icitem_id ?? null) : null;
    const icitem = by.barcode ? null : (by.icitem_id ?? null);
    const rows: RecallRow[] = checkedRows(
      RECALL_ROW,
      await queryRows(this.pool, RECALL_SQL, [reels, icitem, RECALL_LIMIT + 1]),
    );
    const truncated = rows.length > RECALL_LIMIT;
    const list = truncated ? rows.slice(0, RECALL_LIMIT) : rows;
    return { by, reels: reels ?? [], list, sns: new Set(list.map((r) => r.sn)).size, truncated };
  }

  async export(by: RecallBy, locale: string): Promise<FileAnswer> {
    const answer = await this.forward(by);
    const lang: Locale = locale === 'en-US' ? 'en-US' : 'zh-CN';
    const file = await exportTable(tr('召回清单', 'Recall'), RECALL_COLUMNS, answer.list, { locale: lang });
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
    return new FileAnswer(file, `recall-${stamp}.xlsx`, XLSX_TYPE);
  }

  /** the reel barcodes the stock ledger moved under this lot (batch number), of one material when given */
  private async reelsOfLot(lot: string, icitemId: number | null): Promise<string[]> {
    return (await rows(this.pool, REELS_OF_LOT, [lot, icitemId])).map((r) => r.barcode);
  }
}

// $1 reel barcodes (NULL: any), $2 material (NULL: any), $3 row limit.
const MATCH = `($1::text[] IS NULL OR l.barcode = ANY($1)) AND ($2::int IS NULL OR l.icitem_id = $2)`;
const RECALL_SQL = `
WITH orders AS (SELECT DISTINCT l.smt_order_id FROM smt_feeding_log l WHERE ${MATCH} AND l.verdict IN ('pass', 'warning')),
ev AS (
  SELECT l.smt_order_id, l.slot, l.step, l.barcode, l.icitem_id, l.created_at,
    lead(l.created_at) OVER w AS n1_at, lead(l.step) OVER w AS n1_step, lead(l.prev_barcode) OVER w AS n1_prev,
    lead(l.created_at, 2) OVER w AS n2_at
  FROM smt_feeding_log l
  WHERE l.smt_order_id IN (SELECT smt_order_id FROM orders) AND l.verdict IN ('pass', 'warning')
    AND l.step IN ('scanning', 'splicing', 'changing', 'unloading')
  WINDOW w AS (PARTITION BY l.smt_order_id, l.slot ORDER BY l.created_at, l.id)),
win AS (
  SELECT l.smt_order_id, l.slot, l.barcode, l.created_at AS from_at,
    CASE WHEN l.n1_step = 'splicing' AND l.n1_prev = l.barcode THEN l.n2_at ELSE l.n1_at END AS to_at
  FROM ev l WHERE l.step <> 'unloading' AND ${MATCH}),
cand AS (
  SELECT o.id AS smt_order_id, bi.sn, bi.barcode AS panel FROM smt_order o JOIN smt_board_items bi ON bi.smt_order_id = o.id
  WHERE o.id IN (SELECT smt_order_id FROM win)
  UNION
  SELECT o.id, ws.sn, NULL FROM smt_order o JOIN worder_sn ws ON ws.worder_id = o.worder_id
  WHERE o.id IN (SELECT smt_order_id FROM win)
    AND NOT EXISTS (SELECT 1 FROM smt_board_items bi WHERE bi.sn = ws.sn AND bi.smt_order_id = o.id)),
placed AS (
  SELECT c.smt_order_id, c.sn, ${placementSql('o', 'c.panel', 'c.sn')} AS at
  FROM cand c JOIN smt_order o ON o.id = c.smt_order_id),
hits AS (
  SELECT p.sn, 'reel' AS via, w.barcode, w.slot, p.smt_order_id, NULL::int AS binding_id FROM placed p
  JOIN win w ON w.smt_order_id = p.smt_order_id AND p.at >= w.from_at AND (w.to_at IS NULL OR p.at < w.to_at)
  UNION
  SELECT b.sn, 'binding', b.barcode, NULL, NULL, b.id FROM material_binding b
  WHERE ($1::text[] IS NULL OR b.barcode = ANY($1)) AND ($2::int IS NULL OR b.icitem_id = $2)
  UNION
  SELECT COALESCE(bi.sn, ci.unit), 'machine', ci.reel, NULLIF(ci.location, ''), COALESCE(ci.smt_order_id, bi.smt_order_id), NULL
  FROM cfx_installed ci
    LEFT JOIN smt_board_items bi ON bi.barcode = ci.unit AND (ci.position = 0 OR bi.position = ci.position)
  WHERE ($1::text[] IS NULL OR ci.reel = ANY($1))
    AND ($2::int IS NULL OR ci.part = (SELECT i.fnumber FROM icitem i WHERE i.id = $2)))
SELECT h.sn, w.fbillno AS worder_fbillno, h.via, h.barcode, h.slot, o.fbillno AS smt_order_fbillno,
  bx.fnumber AS box_fnumber, pa.fnumber AS pallet_fnumber, COALESCE(st.done, false) AS done,
  (SELECT count(*) FROM repair_record r WHERE r.sn = h.sn)::int AS repairs,
  (SELECT x.repair_record_id FROM unbind_log x WHERE x.material_binding_id = h.binding_id AND x.kind = 'repair_replace'
   ORDER BY x.id LIMIT 1) AS taken_out_by_repair
FROM hits h
  LEFT JOIN worder_sn ws ON ws.sn = h.sn LEFT JOIN worder w ON w.id = ws.worder_id
  LEFT JOIN smt_order o ON o.id = h.smt_order_id
  LEFT JOIN box_item bi ON bi.sn = h.sn LEFT JOIN box bx ON bx.id = bi.box_id
  LEFT JOIN box pb ON pb.id = bx.parent_id LEFT JOIN pallet pa ON pa.id = COALESCE(bx.pallet_id, pb.pallet_id)
  LEFT JOIN sn_state st ON st.sn = h.sn
ORDER BY h.sn, h.via, h.barcode
LIMIT $3`;

import { STOCK_TRACE_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { checkedRows, rowShape, type Checked } from '../../../core/db/checked-rows';
import { first, sql } from '../../../core/db/sql';
import { queryRows } from '../../../core/db/runtime-sql';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { fieldOf } from '../../../core/resource/resource.types';

// icstockbill_trace (docs/stock-counts-boxes.md): every movement of a barcode or of a material, with its documents.
// A barcode is a box label (the box's movements), an SN in a box (its movements under that SN, and its box's), or
// any other scanned barcode (bundle, reel) posted as a movement's barcode.

const MAX_ROWS = 5000;
const MOVEMENT = `SELECT mv.id, mv.doc_type, mv.doc_id, mv.entry_id, mv.bill_type, mv.reversal, mv.fqty::float8 AS fqty,
    mv.stock_id, s.fnumber AS stock_fnumber, s.fname AS stock_fname,
    mv.stock_place_id, p.fnumber AS stock_place_fnumber, p.fname AS stock_place_fname,
    mv.icitem_id, m.fnumber AS icitem_fnumber, m.fname AS icitem_fname, mv.batch_no,
    mv.box_id, b.fnumber AS box_fnumber, mv.barcode,
    mv.creater_id, u.name AS creater_name, u.display_name AS creater_display_name, mv.created_at
  FROM stock_movement mv JOIN stock s ON s.id = mv.stock_id JOIN icitem m ON m.id = mv.icitem_id
  LEFT JOIN stock_place p ON p.id = mv.stock_place_id LEFT JOIN box b ON b.id = mv.box_id
  LEFT JOIN users u ON u.id = mv.creater_id`;

const BOX = sql(
  'stock-mgt.trace.box',
  `SELECT id, fnumber, status, fqty::float8 AS fqty, stock_id, stock_place_id, pallet_id FROM box WHERE fnumber = $1`,
  { notNull: ['fqty'] },
);
const SN_BOX = sql(
  'stock-mgt.trace.sn_box',
  `SELECT i.sn, b.id, b.fnumber, b.status, b.fqty::float8 AS fqty, b.stock_id, b.stock_place_id, b.pallet_id
             FROM box_item i JOIN box b ON b.id = i.box_id WHERE i.sn = $1`,
  { notNull: ['fqty'] },
);
// the opening balance of the material's movements (scope below, written out)
const OPENING = sql(
  'stock-mgt.trace.opening',
  `SELECT COALESCE(SUM(mv.fqty), 0)::float8 AS opening FROM stock_movement mv
        WHERE mv.icitem_id = $1 AND ($2::int IS NULL OR mv.stock_id = $2) AND $3::timestamptz IS NOT NULL AND mv.created_at < $3`,
  { notNull: ['opening'] },
);
const ICITEM_BY_ID = sql('stock-mgt.trace.icitem_by_id', 'SELECT id, fnumber, fname, fspec FROM icitem WHERE id = $1');
const ICITEM_BY_CODE = sql(
  'stock-mgt.trace.icitem_by_code',
  'SELECT id, fnumber, fname, fspec FROM icitem WHERE fnumber = $1',
);

// MOVEMENT's rows (its condition and limit are chosen at run time; the other columns pass through as they are) and
// a document's number (its table named by the registry): checked (docs/database.md, "Checked rows").
const MOVEMENT_ROW = rowShape('stock-mgt.trace.movement', { doc_type: 'string', doc_id: 'number', fqty: 'number' });
const BILL_NO = rowShape('stock-mgt.trace.bill_no', { id: 'number', fbillno: 'string | null' });
type Movement = Checked<typeof MOVEMENT_ROW.columns> & { fbillno?: string | null; balance?: number };

export function registerTraceCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  // The document number of each movement's document, when its resource has one.
  const withBillNos = async (rows: Movement[]): Promise<Movement[]> => {
    for (const type of new Set(rows.map((r) => r.doc_type))) {
      const def = registry.byName(type);
      if (!def || !fieldOf(def, 'fbillno')) continue;
      const ids = [...new Set(rows.filter((r) => r.doc_type === type).map((r) => r.doc_id))];
      const found = checkedRows(
        BILL_NO,
        await queryRows(pool, `SELECT id, fbillno FROM "${def.table}" WHERE id = ANY($1)`, [ids]),
      );
      const byId = new Map(found.map((f) => [f.id, f.fbillno]));
      for (const r of rows) if (r.doc_type === type) r.fbillno = byId.get(r.doc_id) ?? null;
    }
    for (const r of rows) r.fbillno ??= null;
    return rows;
  };

  implementCall(registry, STOCK_TRACE_CALLS.barcode, async ({ barcode }) => {
    const box = await first(pool, BOX, [barcode]);
    const item = box ? undefined : await first(pool, SN_BOX, [barcode]);
    const kind = box ? 'box' : item ? 'sn' : 'barcode';
    // A box: its movements. An SN: those posted under it, and those of its box as a whole: posted under the box's
    // label (a product receipt scans the label) or under no barcode, never another SN's.
    const where =
      kind === 'box'
        ? 'mv.box_id = $2 OR mv.barcode = $1'
        : kind === 'sn'
          ? "mv.barcode = $1 OR mv.barcode = $3 OR (mv.box_id = $2 AND mv.barcode = '')"
          : 'mv.barcode = $1';
    const params =
      kind === 'barcode' ? [barcode] : kind === 'box' ? [barcode, box!.id] : [barcode, item!.id, item!.fnumber];
    const rows: Movement[] = checkedRows(
      MOVEMENT_ROW,
      await queryRows(pool, `${MOVEMENT} WHERE ${where} ORDER BY mv.id LIMIT ${MAX_ROWS}`, params),
    );
    return { barcode, kind, box: box ?? item ?? null, list: await withBillNos(rows), total: rows.length };
  });

  implementCall(registry, STOCK_TRACE_CALLS.icitem, async (b) => {
    const icitem = await findIcitem(pool, b);
    const stockId = b.stock_id ?? null;
    const from = b.from ?? null;
    const to = b.to ?? null;
    const scope = 'mv.icitem_id = $1 AND ($2::int IS NULL OR mv.stock_id = $2)';
    const { opening } = (await first(pool, OPENING, [icitem.id, stockId, from]))!;
    const rows: Movement[] = checkedRows(
      MOVEMENT_ROW,
      await queryRows(
        pool,
        `${MOVEMENT} WHERE ${scope} AND ($3::timestamptz IS NULL OR mv.created_at >= $3)
         AND ($4::timestamptz IS NULL OR mv.created_at <= $4) ORDER BY mv.id LIMIT ${MAX_ROWS + 1}`,
        [icitem.id, stockId, from, to],
      ),
    );
    const truncated = rows.length > MAX_ROWS;
    if (truncated) rows.pop();
    let balance = opening;
    for (const r of rows) r.balance = balance = Math.round((balance + r.fqty) * 1e6) / 1e6;
    return {
      icitem,
      stock_id: stockId,
      opening,
      closing: balance,
      list: await withBillNos(rows),
      total: rows.length,
      truncated,
    };
  });
}

// the material by its id, else by its code (the declaration refuses a body with neither)
async function findIcitem(
  pool: pg.Pool,
  b: { icitem_id?: number; fnumber?: string },
): Promise<{ id: number; fnumber: string; fname: string }> {
  const row =
    b.icitem_id !== undefined
      ? await first(pool, ICITEM_BY_ID, [b.icitem_id])
      : await first(pool, ICITEM_BY_CODE, [b.fnumber ?? null]);
  if (!row) throw refuse(b.icitem_id !== undefined ? 'icitem_id' : 'fnumber', 'stock.no_such_material');
  return row;
}

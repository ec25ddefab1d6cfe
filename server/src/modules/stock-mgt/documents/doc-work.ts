import { BoxStatus } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { checkedRows, rowShape, type Checked } from '../../../core/db/checked-rows';
import { first, inTransaction, rows, sql, type RowOf, type Tx } from '../../../core/db/sql';
import { execute, queryRows } from '../../../core/db/runtime-sql';
import { resourceEvent } from '../../../core/resource/resource-event';
import type { Row } from '../../../core/resource/resource.types';
import { stockDocRef } from './stock-document';
import type { StockDocSpec } from './stock-document.types';

// Working on a document (docs/stock.md, "Working on a document"): enter and leave record who works on it now and
// since when (doc_work); one clerk at a time unless the document says `multi_clerk`. A clerk who entered scans into
// it: a box adds its content as an entry (or confirms the entry it already has), a material code adds one unit.

// The texts below name the document's own tables (`${spec.name}`, `${spec.name}_entry`: the stock and reel
// documents), so their rows are checked against these shapes (docs/database.md, "Checked rows").
const HEADER = rowShape('stock-mgt.documents.header', {
  id: 'number',
  fbillno: 'string',
  checked: 'boolean',
  disabled: 'boolean',
  multi_clerk: 'boolean',
});
// a document scanned into (a stock or reel document; a material preparation has no place of its own)
const SCANNED_HEADER = rowShape('stock-mgt.documents.scanned_header', {
  ...HEADER.columns,
  stock_id: 'number | null',
  stock_place_id: 'number | null',
});
const BOX_ENTRY = rowShape('stock-mgt.documents.box_entry', { id: 'number', confirmed: 'boolean', fqty: 'number' });
const BUMPED_ENTRY = rowShape('stock-mgt.documents.bumped_entry', { id: 'number', fqty: 'number' });
const NEW_ENTRY = rowShape('stock-mgt.documents.new_entry', { id: 'number' });
/** the document's header row: every column, these checked */
type Header = Row & Checked<typeof HEADER.columns>;
/** the header of a document scanned into */
export type ScannedHeader = Row & Checked<typeof SCANNED_HEADER.columns>;
type Box = RowOf<'stock-mgt.documents.scanned_box'>;
export type ScanAnswer = { entry_id: number; action: 'added' | 'confirmed' | 'incremented'; fqty: number };

const IN_STOCK: readonly number[] = [BoxStatus.IN_STOCK, BoxStatus.IN_STOCK_FINISHED];

const WORKING = sql(
  'stock-mgt.documents.working',
  `SELECT w.user_id, w.entered_at, COALESCE(NULLIF(u.display_name, ''), u.name) AS who FROM doc_work w
           JOIN users u ON u.id = w.user_id WHERE w.doc_type = $1 AND w.doc_id = $2 AND w.left_at IS NULL ORDER BY w.id`,
  { notNull: ['who'] },
);
const ENTER = sql(
  'stock-mgt.documents.enter',
  'INSERT INTO doc_work (doc_type, doc_id, user_id) VALUES ($1, $2, $3) RETURNING entered_at',
);
// left_at: RETURNING the now() it set
const LEAVE = sql(
  'stock-mgt.documents.leave',
  `UPDATE doc_work SET left_at = now() WHERE doc_type = $1 AND doc_id = $2 AND user_id = $3 AND left_at IS NULL
         RETURNING left_at`,
  { notNull: ['left_at'] },
);
const WORKERS = sql(
  'stock-mgt.documents.workers',
  'SELECT user_id, entered_at FROM doc_work WHERE doc_type = $1 AND doc_id = $2 AND left_at IS NULL ORDER BY id',
);
const SCANNED_BOX = sql(
  'stock-mgt.documents.scanned_box',
  `SELECT b.id, b.fnumber, b.status, COALESCE(b.icitem_id, p.icitem_id) AS icitem_id, b.fqty::float8 AS fqty,
                b.batch_no, b.stock_id, b.stock_place_id
           FROM box b LEFT JOIN product p ON p.id = b.product_id WHERE b.fnumber = $1`,
  { notNull: ['fqty'] },
);
const ICITEM_BY_CODE = sql('stock-mgt.documents.icitem_by_code', 'SELECT id FROM icitem WHERE fnumber = $1');
const ENTERED = sql(
  'stock-mgt.documents.entered',
  'SELECT 1 FROM doc_work WHERE doc_type = $1 AND doc_id = $2 AND user_id = $3 AND left_at IS NULL',
);

export class DocWork {
  constructor(private readonly pool: pg.Pool) {}

  async enter(
    spec: StockDocSpec,
    id: number,
    userId: number,
  ): Promise<{ id: number; entered_at: Date; users: number[] }> {
    return inTransaction(this.pool, async (c) => {
      const doc = await this.lock(c, spec, id);
      if (doc.checked || doc.disabled)
        throw refuse('id', doc.checked ? 'stock.doc_checked_no_work' : 'stock.doc_discarded_no_work', {
          doc: spec.name,
          fbillno: doc.fbillno,
        });
      const open = await rows(c, WORKING, [spec.name, id]);
      const mine = open.find((o) => o.user_id === userId);
      const others = open.filter((o) => o.user_id !== userId);
      if (!mine && others.length > 0 && !doc.multi_clerk)
        throw refuse('id', 'stock.doc_worked_on', { doc: spec.name, fbillno: doc.fbillno, who: others[0].who });
      let enteredAt = mine?.entered_at;
      if (!mine) {
        const [row] = await rows(c, ENTER, [spec.name, id, userId]);
        enteredAt = row.entered_at;
      }
      return { id, entered_at: enteredAt!, users: [...open.map((o) => o.user_id), ...(mine ? [] : [userId])] };
    });
  }

  async leave(spec: StockDocSpec, id: number, userId: number): Promise<{ id: number; left_at: Date }> {
    return inTransaction(this.pool, async (c) => {
      await this.lock(c, spec, id);
      const left = await first(c, LEAVE, [spec.name, id, userId]);
      if (!left) throw refuse('id', 'stock.doc_not_entered', { doc: spec.name, id });
      return { id, left_at: left.left_at };
    });
  }

  /** who is in the document now. */
  async workers(spec: StockDocSpec, id: number): Promise<{ user_id: number; entered_at: Date }[]> {
    return rows(this.pool, WORKERS, [spec.name, id]);
  }

  async scan(spec: StockDocSpec, id: number, barcode: string, userId: number): Promise<ScanAnswer> {
    return inTransaction(this.pool, async (c) => {
      const doc = await lockForScan(c, spec, id, userId);
      const box = await first(c, SCANNED_BOX, [barcode]);
      const answer = box ? await this.scanBox(c, spec, doc, box) : await this.scanMaterial(c, spec, doc, barcode);
      await execute(c, `UPDATE ${spec.name} SET updated_at = now() WHERE id = $1`, [id]);
      await resourceEvent(c, stockDocRef(spec), 'update', id, userId);
      return answer;
    });
  }

  private async scanBox(c: Tx, spec: StockDocSpec, doc: ScannedHeader, box: Box): Promise<ScanAnswer> {
    const [had] = checkedRows(
      BOX_ENTRY,
      await queryRows(
        c,
        `SELECT id, confirmed, fqty::float8 AS fqty FROM ${spec.name}_entry WHERE ${spec.name}_id = $1 AND box_id = $2`,
        [doc.id, box.id],
      ),
    );
    if (had?.confirmed)
      throw refuse('barcode', 'stock.box_already_scanned', { fnumber: box.fnumber, fbillno: doc.fbillno });
    if (had) {
      await execute(c, `UPDATE ${spec.name}_entry SET confirmed = true WHERE id = $1`, [had.id]);
      return { entry_id: had.id, action: 'confirmed', fqty: had.fqty };
    }
    if (box.icitem_id === null) throw refuse('barcode', 'stock.box_no_material', { fnumber: box.fnumber });
    if (!(box.fqty > 0)) throw refuse('barcode', 'stock.box_empty', { fnumber: box.fnumber });
    const status = BoxStatus.keyOf(box.status)?.toLowerCase() ?? String(box.status);
    let at: { stock: number; place: number | null };
    if (spec.direction === 'in') {
      if (IN_STOCK.includes(box.status) || box.status === BoxStatus.INVALID)
        throw refuse('barcode', 'stock.box_status_no_receive', { fnumber: box.fnumber, status });
      at = this.headerPlace(spec, doc);
    } else {
      if (!IN_STOCK.includes(box.status) || box.stock_id === null)
        throw refuse('barcode', 'stock.box_status_no_issue', { fnumber: box.fnumber, status });
      at = { stock: box.stock_id, place: box.stock_place_id };
    }
    const [row] = checkedRows(
      NEW_ENTRY,
      await queryRows(
        c,
        `INSERT INTO ${spec.name}_entry (${spec.name}_id, icitem_id, fqty, stock_id, stock_place_id, batch_no, box_id, barcode, confirmed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id`,
        [doc.id, box.icitem_id, box.fqty, at.stock, at.place, box.batch_no, box.id, box.fnumber],
      ),
    );
    return { entry_id: row.id, action: 'added', fqty: box.fqty };
  }

  // A material code: one more unit on the document's place (a new entry the first time).
  private async scanMaterial(c: Tx, spec: StockDocSpec, doc: ScannedHeader, code: string): Promise<ScanAnswer> {
    const item = await first(c, ICITEM_BY_CODE, [code]);
    if (!item) throw refuse('barcode', 'stock.no_box_no_material', { code });
    const at = this.headerPlace(spec, doc);
    const [bumped] = checkedRows(
      BUMPED_ENTRY,
      await queryRows(
        c,
        `UPDATE ${spec.name}_entry SET fqty = fqty + 1, confirmed = true
        WHERE id = (SELECT id FROM ${spec.name}_entry WHERE ${spec.name}_id = $1 AND icitem_id = $2 AND box_id IS NULL
                      AND stock_id = $3 AND COALESCE(stock_place_id, 0) = COALESCE($4::int, 0) AND batch_no = ''
                    ORDER BY id LIMIT 1)
        RETURNING id, fqty::float8 AS fqty`,
        [doc.id, item.id, at.stock, at.place],
      ),
    );
    if (bumped) return { entry_id: bumped.id, action: 'incremented', fqty: bumped.fqty };
    const [row] = checkedRows(
      NEW_ENTRY,
      await queryRows(
        c,
        `INSERT INTO ${spec.name}_entry (${spec.name}_id, icitem_id, fqty, stock_id, stock_place_id, barcode, confirmed)
       VALUES ($1, $2, 1, $3, $4, $5, true) RETURNING id`,
        [doc.id, item.id, at.stock, at.place, code],
      ),
    );
    return { entry_id: row.id, action: 'added', fqty: 1 };
  }

  private headerPlace(spec: StockDocSpec, doc: ScannedHeader): { stock: number; place: number | null } {
    if (doc.stock_id === null)
      throw refuse('stock_id', 'stock.doc_stock_first', { doc: spec.name, fbillno: doc.fbillno });
    return { stock: doc.stock_id, place: doc.stock_place_id };
  }

  private lock(c: Tx, spec: StockDocSpec, id: number): Promise<Header> {
    return lockDoc(c, spec, id);
  }
}

async function lockDoc(c: Tx, spec: StockDocSpec, id: number): Promise<Header> {
  const [doc]: Header[] = checkedRows(
    HEADER,
    await queryRows(c, `SELECT * FROM ${spec.name} WHERE id = $1 FOR UPDATE`, [id]),
  );
  if (!doc) throw refuse('id', 'stock.no_doc', { doc: spec.name, id });
  return doc;
}

/** the document locked for a scan: open (not checked, not discarded) and entered by the clerk scanning. */
export async function lockForScan(c: Tx, spec: StockDocSpec, id: number, userId: number): Promise<ScannedHeader> {
  const doc = await lockDoc(c, spec, id);
  if (doc.checked || doc.disabled)
    throw refuse('id', doc.checked ? 'stock.doc_checked_no_scan' : 'stock.doc_discarded_no_scan', {
      doc: spec.name,
      fbillno: doc.fbillno,
    });
  const entered = await rows(c, ENTERED, [spec.name, id, userId]);
  if (entered.length === 0) throw refuse('id', 'stock.doc_enter_first', { doc: spec.name, fbillno: doc.fbillno });
  return checkedRows(SCANNED_HEADER, [doc])[0];
}

import { refuse } from '../../../core/api/app.exception';
import { first, rows, run, sqlEach, type Queryable, type RowOf } from '../../../core/db/sql';

// A label received against a receipt (docs/msd.md, "The receive screen"): the reel takes its quantity off an open
// line of the same material on an unchecked receipt, and becomes a line of its own, as bundle/batch_create splits a
// line into reels. The receipt is locked for the scan, so two scans at once never take the same quantity twice.

export const RECEIPT_DOCS = ['cs_instock', 'ex_instock'] as const;
export type ReceiptDoc = (typeof RECEIPT_DOCS)[number];
export type Receipt = { doc_type: ReceiptDoc; doc_id: number };

// each statement once per receipt table (RECEIPT_DOCS)
const HEAD = sqlEach(
  'stock-mgt.flow.receipt_head',
  ['cs_instock', 'ex_instock'],
  `SELECT id, fbillno, checked FROM {v} WHERE id = $1 FOR UPDATE`,
);
const OPEN_LINES = sqlEach(
  'stock-mgt.flow.receipt_open_lines',
  ['cs_instock', 'ex_instock'],
  `SELECT id, {v}_id AS parent, fqty::float8 AS fqty, stock_id, stock_place_id FROM {v}_entry
      WHERE {v}_id = $1 AND icitem_id = $2 AND bundle_id IS NULL ORDER BY id`,
  { notNull: ['fqty'] },
);
const REEL_LINE = sqlEach(
  'stock-mgt.flow.receipt_reel_line',
  ['cs_instock', 'ex_instock'],
  `INSERT INTO {v}_entry ({v}_id, icitem_id, fqty, stock_id, stock_place_id, batch_no, bundle_id, barcode)
     SELECT $1, $2, $3, $4, $5, fnumber, id, fnumber FROM bundle WHERE id = $6 RETURNING id`,
);
const LINE_REST = sqlEach(
  'stock-mgt.flow.receipt_line_rest',
  ['cs_instock', 'ex_instock'],
  `UPDATE {v}_entry SET fqty = $2 WHERE id = $1`,
);
const LINE_GONE = sqlEach(
  'stock-mgt.flow.receipt_line_gone',
  ['cs_instock', 'ex_instock'],
  `DELETE FROM {v}_entry WHERE id = $1`,
);

type Line = RowOf<'stock-mgt.flow.receipt_open_lines.cs_instock'>;
export type OpenLine = Line & { doc: ReceiptDoc; fbillno: string };

const EPS = 1e-9;

/** The open line of `material` on the receipt that takes `qty` (locked); refused naming what is wrong. */
export async function openLineFor(
  db: Queryable,
  receipt: Receipt,
  material: { id: number; fnumber: string },
  qty: number,
): Promise<OpenLine> {
  const doc = receipt.doc_type;
  const head = await first(db, HEAD[doc], [receipt.doc_id]);
  if (!head) throw refuse('doc_id', 'stock.no_doc', { doc, id: receipt.doc_id });
  if (head.checked) throw refuse('doc_id', 'stock.receipt_checked', { fbillno: head.fbillno });
  const lines = await rows(db, OPEN_LINES[doc], [head.id, material.id]);
  if (lines.length === 0)
    throw refuse('label', 'stock.receipt_no_open_line', { fbillno: head.fbillno, icitem: material.fnumber });
  const line = lines.find((l) => l.fqty + EPS >= qty);
  if (!line) {
    const open = Math.max(...lines.map((l) => l.fqty));
    throw refuse('label', 'stock.receipt_qty_over_open', {
      qty,
      open,
      icitem: material.fnumber,
      fbillno: head.fbillno,
    });
  }
  return { ...line, doc, fbillno: head.fbillno };
}

type SplitLine = Pick<OpenLine, 'id' | 'parent' | 'fqty' | 'stock_id' | 'stock_place_id'> & { doc: ReceiptDoc };

/** The reel becomes a line of its own on the open line's receipt (same warehouse and place); answers its entry id. */
export async function reelLine(
  db: Queryable,
  line: SplitLine,
  reel: { id: number; icitem_id: number; fqty: number },
): Promise<number> {
  const [entry] = await rows(db, REEL_LINE[line.doc], [
    line.parent,
    reel.icitem_id,
    reel.fqty,
    line.stock_id,
    line.stock_place_id,
    reel.id,
  ]);
  return entry.id;
}

/** The open line keeps what the reels did not take (gone when nothing is); answers what is left. */
export async function keepRest(db: Queryable, line: SplitLine, taken: number): Promise<number> {
  const left = Math.round((line.fqty - taken) * 1e6) / 1e6;
  if (left > EPS) await run(db, LINE_REST[line.doc], [line.id, left]);
  else await run(db, LINE_GONE[line.doc], [line.id]);
  return Math.max(0, left);
}

/** One reel received on the open line (the receive screen): its own line, the open line keeping the rest. */
export async function receiveOnLine(
  db: Queryable,
  line: OpenLine,
  reel: { id: number; icitem_id: number; fqty: number },
): Promise<{ entry_id: number; left: number }> {
  const entry_id = await reelLine(db, line, reel);
  return { entry_id, left: await keepRest(db, line, reel.fqty) };
}

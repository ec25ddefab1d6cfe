import type { EntityManager } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';

// A label received against a receipt (docs/msd.md, "The receive screen"): the reel takes its quantity off an open
// line of the same material on an unchecked receipt, and becomes a line of its own, as bundle/batch_create splits a
// line into reels. The receipt is locked for the scan, so two scans at once never take the same quantity twice.

export const RECEIPT_DOCS = ['cs_instock', 'ex_instock'] as const;
export type ReceiptDoc = (typeof RECEIPT_DOCS)[number];
export type Receipt = { doc_type: ReceiptDoc; doc_id: number };

type Line = { id: number; parent: number; fqty: number; stock_id: number; stock_place_id: number | null };
export type OpenLine = Line & { doc: ReceiptDoc; fbillno: string };

const EPS = 1e-9;

/** The open line of `material` on the receipt that takes `qty` (locked); refused naming what is wrong. */
export async function openLineFor(
  m: Pick<EntityManager, 'query'>,
  receipt: Receipt,
  material: { id: number; fnumber: string },
  qty: number,
): Promise<OpenLine> {
  const doc = receipt.doc_type;
  const [head] = (await m.query(`SELECT id, fbillno, checked FROM ${doc} WHERE id = $1 FOR UPDATE`, [
    receipt.doc_id,
  ])) as { id: number; fbillno: string; checked: boolean }[];
  if (!head) throw refuse('doc_id', 'stock.no_doc', { doc, id: receipt.doc_id });
  if (head.checked) throw refuse('doc_id', 'stock.receipt_checked', { fbillno: head.fbillno });
  const lines = (await m.query(
    `SELECT id, ${doc}_id AS parent, fqty::float8 AS fqty, stock_id, stock_place_id FROM ${doc}_entry
      WHERE ${doc}_id = $1 AND icitem_id = $2 AND bundle_id IS NULL ORDER BY id`,
    [head.id, material.id],
  )) as Line[];
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
  m: Pick<EntityManager, 'query'>,
  line: SplitLine,
  reel: { id: number; icitem_id: number; fqty: number },
): Promise<number> {
  const [entry] = (await m.query(
    `INSERT INTO ${line.doc}_entry (${line.doc}_id, icitem_id, fqty, stock_id, stock_place_id, batch_no, bundle_id, barcode)
     SELECT $1, $2, $3, $4, $5, fnumber, id, fnumber FROM bundle WHERE id = $6 RETURNING id`,
    [line.parent, reel.icitem_id, reel.fqty, line.stock_id, line.stock_place_id, reel.id],
  )) as { id: number }[];
  return entry.id;
}

/** The open line keeps what the reels did not take (gone when nothing is); answers what is left. */
export async function keepRest(m: Pick<EntityManager, 'query'>, line: SplitLine, taken: number): Promise<number> {
  const left = Math.round((line.fqty - taken) * 1e6) / 1e6;
  if (left > EPS) await m.query(`UPDATE ${line.doc}_entry SET fqty = $2 WHERE id = $1`, [line.id, left]);
  else await m.query(`DELETE FROM ${line.doc}_entry WHERE id = $1`, [line.id]);
  return Math.max(0, left);
}

/** One reel received on the open line (the receive screen): its own line, the open line keeping the rest. */
export async function receiveOnLine(
  m: Pick<EntityManager, 'query'>,
  line: OpenLine,
  reel: { id: number; icitem_id: number; fqty: number },
): Promise<{ entry_id: number; left: number }> {
  const entry_id = await reelLine(m, line, reel);
  return { entry_id, left: await keepRest(m, line, reel.fqty) };
}

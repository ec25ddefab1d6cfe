import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { checkedRows, rowShape } from '../../../core/db/checked-rows';
import { inTransaction } from '../../../core/db/sql';
import { execute, queryRows } from '../../../core/db/runtime-sql';
import { lockForScan } from '../documents/doc-work';
import { resourceEvent } from '../../../core/resource/resource-event';
import { stockDocRef } from '../documents/stock-document';
import type { StockDocSpec } from '../documents/stock-document.types';
import { findReel, judgeLabel, type ScannedLabel } from './reel-scan';

// The texts below name the document's own tables (`${spec.name}`, `${spec.name}_entry`), so their rows are checked
// against these shapes (docs/database.md, "Checked rows"): a transfer's header has its target place too.
const TRANSFER_HEADER = rowShape('stock-mgt.flow.transfer_header', {
  to_stock_id: 'number | null',
  to_stock_place_id: 'number | null',
});
const REEL_ENTRY = rowShape('stock-mgt.flow.reel_entry', { id: 'number' });

/**
 * A reel scanned into an entered reel document (docs/material-flow.md, "Scanning a reel"): the label is judged
 * (000 §5 messages), and the reel becomes an entry of its whole quantity: received at the header's place, issued
 * from where it is, or moved from where it is to the header's target. A reel is in a document once.
 */
export async function scanReel(
  pool: pg.Pool,
  spec: StockDocSpec,
  id: number,
  code: string,
  label: ScannedLabel,
  userId: number,
): Promise<{ entry_id: number; action: 'added'; bundle_id: number; fnumber: string; fqty: number }> {
  return inTransaction(pool, async (c) => {
    const doc = await lockForScan(c, spec, id, userId);
    const reel = await findReel(c, code, true);
    judgeLabel(reel, label);
    if (!(reel.fqty > 0)) throw refuse('barcode', 'stock.reel_empty', { fnumber: reel.fnumber });
    const [had] = checkedRows(
      REEL_ENTRY,
      await queryRows(c, `SELECT id FROM ${spec.name}_entry WHERE ${spec.name}_id = $1 AND bundle_id = $2`, [
        id,
        reel.id,
      ]),
    );
    if (had) throw refuse('barcode', 'stock.reel_already_scanned', { fnumber: reel.fnumber, fbillno: doc.fbillno });
    let from: { stock: number | null; place: number | null };
    if (spec.direction === 'in') {
      if (reel.stock_id !== null) throw refuse('barcode', 'stock.reel_already_in_stock', { fnumber: reel.fnumber });
      from = { stock: doc.stock_id, place: doc.stock_place_id };
    } else {
      if (reel.stock_id === null) throw refuse('barcode', 'stock.reel_not_in_stock', { fnumber: reel.fnumber });
      from = { stock: reel.stock_id, place: reel.stock_place_id };
    }
    if (from.stock === null)
      throw refuse('stock_id', 'stock.doc_stock_first', { doc: spec.name, fbillno: doc.fbillno });
    const to = spec.direction === 'transfer' ? checkedRows(TRANSFER_HEADER, [doc])[0] : null;
    const transfer = to !== null;
    if (to && !to.to_stock_id)
      throw refuse('to_stock_id', 'stock.doc_to_stock_first', { doc: spec.name, fbillno: doc.fbillno });
    const [row] = checkedRows(
      REEL_ENTRY,
      await queryRows(
        c,
        `INSERT INTO ${spec.name}_entry (${spec.name}_id, icitem_id, fqty, stock_id, stock_place_id, batch_no, bundle_id,
         barcode, confirmed${transfer ? ', to_stock_id, to_stock_place_id' : ''})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6, true${transfer ? ', $8, $9' : ''}) RETURNING id`,
        [
          id,
          reel.icitem_id,
          reel.fqty,
          from.stock,
          from.place,
          reel.fnumber,
          reel.id,
          ...(to ? [to.to_stock_id, to.to_stock_place_id] : []),
        ],
      ),
    );
    await execute(c, `UPDATE ${spec.name} SET updated_at = now() WHERE id = $1`, [id]);
    await resourceEvent(c, stockDocRef(spec), 'update', id, userId);
    return { entry_id: row.id, action: 'added', bundle_id: reel.id, fnumber: reel.fnumber, fqty: reel.fqty };
  });
}

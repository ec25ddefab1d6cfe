import { refuse } from '../../../core/api/app.exception';
import { checkedRows, rowShape } from '../../../core/db/checked-rows';
import { first, sql } from '../../../core/db/sql';
import type { Tx } from '../ledger/ledger.types';
import { queryRows } from '../../../core/db/runtime-sql';
import type { StockDocSpec } from './stock-document.types';

const PLACE = sql('stock-mgt.documents.place', 'SELECT fnumber, stock_id FROM stock_place WHERE id = $1');

// The rules of a stock document's entries only the database can check, over the entries just written in the write's
// transaction: a quantity within its material's decimals, a place of the entry's own warehouse, a box of the entry's
// material, a transfer that goes somewhere. Each refusal names the entry's field.

// The text names the document's own entry table (`${spec.name}_entry`), so its rows are checked (docs/database.md,
// "Checked rows"); a document that is no transfer answers NULL for the target columns.
const CHECKED = rowShape('stock-mgt.documents.checked_entry', {
  icitem: 'string',
  qty_precision: 'number',
  stock_id: 'number',
  place: 'string | null',
  place_stock: 'number | null',
  to_stock_id: 'number | null',
  to_stock_place_id: 'number | null',
  to_place: 'string | null',
  to_place_stock: 'number | null',
  stock_place_id: 'number | null',
  box: 'string | null',
  box_icitem: 'number | null',
  box_qty: 'number | null',
  icitem_id: 'number',
});

/** whether `n` has at most `decimals` decimals (binary fractions within a millionth of the step). */
export function withinDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export async function checkEntries(
  tx: Tx,
  spec: StockDocSpec,
  id: number,
  input: readonly Record<string, unknown>[],
): Promise<void> {
  const transfer = spec.direction === 'transfer';
  const answer = await queryRows(
    tx,
    `SELECT m.fnumber AS icitem, m.qty_precision, e.icitem_id, e.stock_id, e.stock_place_id, p.fnumber AS place,
            p.stock_id AS place_stock, b.fnumber AS box, b.icitem_id AS box_icitem, b.fqty::float8 AS box_qty,
            ${transfer ? 'e.to_stock_id, e.to_stock_place_id, tp.fnumber AS to_place, tp.stock_id AS to_place_stock' : 'NULL AS to_stock_id, NULL AS to_stock_place_id, NULL AS to_place, NULL AS to_place_stock'}
       FROM ${spec.name}_entry e JOIN icitem m ON m.id = e.icitem_id
       LEFT JOIN stock_place p ON p.id = e.stock_place_id LEFT JOIN box b ON b.id = e.box_id
       ${transfer ? 'LEFT JOIN stock_place tp ON tp.id = e.to_stock_place_id' : ''}
      WHERE e.${spec.name}_id = $1 ORDER BY e.id`,
    [id],
  );
  const rows = checkedRows(CHECKED, answer);
  const boxes = new Map<string, number>();
  rows.forEach((r, i) => {
    const at = `entries[${i}].`;
    // a box is in a document once: twice, its content would be moved twice
    if (r.box !== null) {
      const first = boxes.get(r.box);
      if (first !== undefined) throw refuse(`${at}box_id`, 'stock.box_already_in_entry', { fnumber: r.box, first });
      boxes.set(r.box, i);
    }
    const fqty = input[i]?.fqty as number;
    if (!(fqty > 0)) throw refuse(`${at}fqty`, 'stock.positive_quantity');
    if (!withinDecimals(fqty, r.qty_precision))
      throw refuse(`${at}fqty`, 'stock.too_many_decimals', {
        fqty,
        decimals: r.qty_precision,
        icitem: r.icitem,
      });
    if (r.stock_place_id !== null && r.place_stock !== r.stock_id)
      throw refuse(`${at}stock_place_id`, 'stock.place_not_in_entry_warehouse', {
        place: String(r.place),
        stock_id: r.stock_id,
      });
    // a boxed entry moves the box's content, all of it
    if (r.box !== null && r.box_qty !== null && r.box_qty > 0 && Math.abs(r.box_qty - fqty) > 1e-9)
      throw refuse(`${at}fqty`, 'stock.box_holds_not', { fnumber: r.box, box_qty: r.box_qty, fqty });
    if (r.box !== null && r.box_icitem !== null && r.box_icitem !== r.icitem_id)
      throw refuse(`${at}box_id`, 'stock.box_other_material', { fnumber: r.box, icitem: r.icitem });
    if (!transfer) return;
    if (r.to_stock_place_id !== null && r.to_place_stock !== r.to_stock_id)
      throw refuse(`${at}to_stock_place_id`, 'stock.place_not_in_target_warehouse', {
        place: String(r.to_place),
        stock_id: String(r.to_stock_id),
      });
    if (r.to_stock_id === r.stock_id && r.to_stock_place_id === r.stock_place_id)
      throw refuse(`${at}to_stock_place_id`, 'stock.transfer_same_place');
  });
}

/** the header's default place (where scans land) must be in its warehouse. */
export async function checkHeaderPlace(tx: Tx, stockId: unknown, placeId: unknown): Promise<void> {
  if (typeof placeId !== 'number') return;
  const p = await first(tx, PLACE, [placeId]);
  if (!p) throw refuse('stock_place_id', 'stock.no_stock_place', { id: placeId });
  if (typeof stockId !== 'number')
    throw refuse('stock_id', 'stock.place_needs_warehouse', { place: p.fnumber, stock_id: p.stock_id });
  if (p.stock_id !== stockId)
    throw refuse('stock_place_id', 'stock.place_not_in_doc_warehouse', { place: p.fnumber, stock_id: stockId });
}

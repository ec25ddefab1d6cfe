import { BoxStatus, ErrorCode } from '@mes/contracts';
import { refuseAs } from '../../../core/api/app.exception';
import { rows, sql, type RowOf } from '../../../core/db/sql';
import type { Tx } from '../ledger/ledger.types';

// A box named by its scanned label (fnumber), locked for the caller's transaction. A label that names no box
// answers 1401 (box label does not match), naming the field.

export type BoxRow = RowOf<'stock-mgt.boxes.lock'>;

export const IN_STOCK: readonly number[] = [BoxStatus.IN_STOCK, BoxStatus.IN_STOCK_FINISHED];
export const GONE: readonly number[] = [BoxStatus.OUT_STOCK, BoxStatus.OUT_STOCK_FINISHED, BoxStatus.INVALID];

const LOCK = sql(
  'stock-mgt.boxes.lock',
  `SELECT id, fnumber, status, pallet_id, icitem_id, stock_id, stock_place_id, batch_no, fqty::float8 AS fqty, capacity FROM box WHERE fnumber = ANY($1) ORDER BY id FOR UPDATE`,
  { notNull: ['fqty'] },
);

export async function lockBoxes(tx: Tx, labels: readonly string[], at: (i: number) => string): Promise<BoxRow[]> {
  // Locked in id order whatever order they were scanned in: two calls over the same boxes never deadlock.
  const found = await rows(tx, LOCK, [[...labels]]);
  const byLabel = new Map(found.map((r) => [r.fnumber, r]));
  return labels.map((label, i) => {
    const row = byLabel.get(label);
    if (!row) throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, at(i), 'stock.box_label_no_box', { label });
    return row;
  });
}

export function statusName(code: number): string {
  return BoxStatus.label(code, 'en-US');
}

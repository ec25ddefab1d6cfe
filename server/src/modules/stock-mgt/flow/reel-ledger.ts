import { BundleValidity } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { Tx } from '../ledger/ledger.types';
import type { StockDocSpec } from '../documents/stock-document.types';
import { rows, run, sql } from '../../../core/db/sql';
import { checkedRows, rowShape, type Checked } from '../../../core/db/checked-rows';
import { execute, queryRows } from '../../../core/db/runtime-sql';

const LOCK_REELS = sql('stock-mgt.flow.lock_reels', 'SELECT id FROM bundle WHERE id = ANY($1) ORDER BY id FOR UPDATE');
const REEL_BALANCES = sql(
  'stock-mgt.flow.reel_balances',
  `SELECT v.stock_id, v.stock_place_id, v.fqty::float8 AS fqty FROM icinventory v JOIN bundle b
          ON b.icitem_id = v.icitem_id AND b.fnumber = v.batch_no
        WHERE b.id = $1 AND v.fqty > 0 ORDER BY v.fqty DESC, v.stock_id, v.id`,
  { notNull: ['fqty'] },
);
const REEL_OUT_OF_STOCK = sql(
  'stock-mgt.flow.reel_out_of_stock',
  'UPDATE bundle SET stock_id = NULL, stock_place_id = NULL, updated_at = now() WHERE id = $1',
);
const REEL_AT = sql(
  'stock-mgt.flow.reel_at',
  `UPDATE bundle SET stock_id = $2, stock_place_id = $3, fqty = $4, received_at = COALESCE(received_at, now()),
              updated_at = now() WHERE id = $1`,
);

// Reels in the ledger (docs/material-flow.md, "Reels in the ledger"): an entry naming a reel (bundle_id) is posted
// under batch_no = the reel's code, so every reel has its own balance rows and the ledger alone says where it is
// and how much is on it. The bundle row mirrors that (stock, place, fqty) after every posting of its documents.

// a document's entries with their reels (the entry table a document's spec names): checked rows
const REEL_ENTRY = rowShape('stock-mgt.flow.reel_entry', {
  id: 'number',
  icitem_id: 'number',
  bundle_id: 'number | null',
  fnumber: 'string | null',
  reel_item: 'number | null',
  validity: 'number | null',
  stock_id: 'number | null',
});
type ReelEntry = Checked<typeof REEL_ENTRY.columns> & { bundle_id: number; fnumber: string; validity: number };

async function reelEntries(tx: Tx, spec: StockDocSpec, id: number): Promise<(ReelEntry & { i: number })[]> {
  const found = checkedRows(
    REEL_ENTRY,
    await queryRows(
      tx,
      `SELECT e.id, e.icitem_id, e.bundle_id, b.fnumber, b.icitem_id AS reel_item, b.validity, b.stock_id
       FROM ${spec.name}_entry e LEFT JOIN bundle b ON b.id = e.bundle_id WHERE e.${spec.name}_id = $1 ORDER BY e.id`,
      [id],
    ),
  );
  // an entry naming a reel has the reel's row (the bundle_id references it): its code and validity are there
  return found.map((r, i) => ({ ...r, i })).filter((r): r is ReelEntry & { i: number } => r.bundle_id !== null);
}

/** after a write of entries: a reel's entry holds the reel's material and is posted under the reel's code. */
export async function bindReels(tx: Tx, spec: StockDocSpec, id: number): Promise<void> {
  for (const e of await reelEntries(tx, spec, id)) {
    if (e.reel_item !== e.icitem_id)
      throw refuse(`entries[${e.i}].bundle_id`, 'stock.reel_material_mismatch', { fnumber: e.fnumber });
    await execute(tx, `UPDATE ${spec.name}_entry SET batch_no = $2 WHERE id = $1`, [e.id, e.fnumber]);
  }
}

/**
 * A check (or uncheck) of a reel document: its reels are locked in id order (of two documents taking one reel at
 * once, the second waits and then sees where the first left it), an invalid reel is refused, a reel received must
 * not be in stock already; then `post` writes the movements and each reel row follows its balances.
 */
export async function reelPosting(
  tx: Tx,
  spec: StockDocSpec,
  id: number,
  checking: boolean,
  post: () => Promise<void>,
): Promise<void> {
  const entries = await reelEntries(tx, spec, id);
  const ids = [...new Set(entries.map((e) => e.bundle_id))].sort((a, b) => a - b);
  if (ids.length > 0) await run(tx, LOCK_REELS, [ids]);
  if (checking)
    for (const e of await reelEntries(tx, spec, id)) {
      if (e.validity === BundleValidity.INVALID)
        throw refuse(`entries[${e.i}].bundle_id`, 'stock.reel_invalid_no_move', { fnumber: e.fnumber });
      if (spec.direction === 'in' && e.stock_id !== null)
        throw refuse(`entries[${e.i}].bundle_id`, 'stock.reel_in_stock_at', {
          fnumber: e.fnumber,
          stock_id: e.stock_id,
        });
    }
  await post();
  await syncReels(tx, ids);
}

/** each reel's row from its balances: where most of it is, and how much is left in stock (kept when none is). */
export async function syncReels(db: Tx, ids: readonly number[]): Promise<void> {
  for (const bid of ids) {
    const balances = await rows(db, REEL_BALANCES, [bid]);
    if (balances.length === 0) {
      await run(db, REEL_OUT_OF_STOCK, [bid]);
      continue;
    }
    const total = balances.reduce((s, r) => s + r.fqty, 0);
    await run(db, REEL_AT, [bid, balances[0].stock_id, balances[0].stock_place_id, total]);
  }
}

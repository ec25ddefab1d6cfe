import { BillTransactionType, ShelvingStatus } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { postMovements, reverseMovements } from '../ledger/ledger';
import type { MovementLine, Tx } from '../ledger/ledger.types';
import { syncReels } from './reel-ledger';
import { first, rows, run, sql, type Queryable } from '../../../core/db/sql';

const LINES = sql(
  'stock-mgt.flow.shelving_lines',
  `SELECT e.id, e.bundle_id, b.fnumber, b.icitem_id, b.stock_id, b.stock_place_id, e.stock_place_id AS to_place
       FROM material_shelving_entry e JOIN bundle b ON b.id = e.bundle_id
      WHERE e.material_shelving_id = $1 AND NOT e.ignored ORDER BY b.id, e.id FOR UPDATE OF b`,
);
const SHELVED = sql('stock-mgt.flow.shelved', 'UPDATE bundle SET shelved = $2, updated_at = now() WHERE id = ANY($1)');
const FROM_PLACE = sql(
  'stock-mgt.flow.shelving_from_place',
  'UPDATE material_shelving_entry SET from_place_id = $2 WHERE id = $1',
);
const AT_PLACE = sql(
  'stock-mgt.flow.reel_at_place',
  `SELECT COALESCE(sum(fqty), 0)::float8 AS fqty FROM icinventory WHERE stock_id = $1
          AND COALESCE(stock_place_id, 0) = COALESCE($2::int, 0) AND icitem_id = $3 AND batch_no = $4`,
  { notNull: ['fqty'] },
);
const SHELVED_FROM = sql(
  'stock-mgt.flow.shelved_from',
  `SELECT e.from_place_id FROM material_shelving_entry e JOIN material_shelving s ON s.id = e.material_shelving_id
      WHERE e.bundle_id = $1 AND s.checked AND s.shelving_type = $2 AND NOT e.ignored ORDER BY s.id DESC LIMIT 1`,
);

// A shelving document's check moves its reels through the ledger (docs/material-flow.md, "Shelving"): shelving (1)
// from where each reel is to its line's shelf place, unshelving (2) from the shelf to the line's place, else back to
// the place its last shelving took it from. The uncheck reverses the movements. Each reel moves whole (what it has
// at its place), within its warehouse, so the reel's row and the balances keep agreeing.

const DOC = (id: number) => ({ type: 'material_shelving', id, billType: BillTransactionType.TRANSFER_STOCK });

export async function postShelving(
  tx: Tx,
  row: { id: number; shelving_type: number; stock_id: number | null },
  checking: boolean,
  userId: number | null,
): Promise<void> {
  const lines = await rows(tx, LINES, [row.id]);
  const ids = [...new Set(lines.map((l) => l.bundle_id))];
  const shelving = row.shelving_type === ShelvingStatus.SHELVED;
  if (!checking) {
    await reverseMovements(tx, DOC(row.id), userId);
    await syncReels(tx, ids);
    const back = shelving ? ShelvingStatus.UNSHELVED : ShelvingStatus.SHELVED;
    await run(tx, SHELVED, [ids, back]);
    return;
  }
  const moves: MovementLine[] = [];
  for (const [i, l] of lines.entries()) {
    const at = `entries[${i}]`;
    if (l.stock_id === null) throw refuse(`${at}.bundle_id`, 'stock.reel_not_in_stock', { fnumber: l.fnumber });
    if (row.stock_id !== null && l.stock_id !== row.stock_id)
      throw refuse(`${at}.bundle_id`, 'stock.reel_other_warehouse', { fnumber: l.fnumber, stock_id: l.stock_id });
    const to = l.to_place ?? (shelving ? null : await shelvedFrom(tx, l.bundle_id));
    if (to === null)
      throw refuse(`${at}.stock_place_id`, shelving ? 'stock.reel_shelf_place' : 'stock.reel_place_to', {
        fnumber: l.fnumber,
      });
    await run(tx, FROM_PLACE, [l.id, l.stock_place_id]);
    if (to === l.stock_place_id) continue;
    const [{ fqty }] = await rows(tx, AT_PLACE, [l.stock_id, l.stock_place_id, l.icitem_id, l.fnumber]);
    // a reel without a material has no balance (matched on it above): fqty is 0
    if (!(fqty > 0) || l.icitem_id === null) continue;
    const base = { stockId: l.stock_id, icitemId: l.icitem_id, batchNo: l.fnumber, entryId: l.id, barcode: l.fnumber };
    moves.push({ ...base, placeId: l.stock_place_id, fqty: -fqty, at: `${at}.bundle_id` });
    moves.push({ ...base, placeId: to, fqty, at: `${at}.stock_place_id` });
  }
  await postMovements(tx, DOC(row.id), moves, userId);
  await syncReels(tx, ids);
  await run(tx, SHELVED, [ids, row.shelving_type]);
}

/** the place the reel's last checked shelving took it from. */
async function shelvedFrom(db: Queryable, bundleId: number): Promise<number | null> {
  const r = await first(db, SHELVED_FROM, [bundleId, ShelvingStatus.SHELVED]);
  return r?.from_place_id ?? null;
}

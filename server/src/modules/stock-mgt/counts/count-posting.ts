import { refuse } from '../../../core/api/app.exception';
import { first, rows, run, sql, type RowOf } from '../../../core/db/sql';
import { postMovements, reverseMovements } from '../ledger/ledger';
import type { MovementLine, Tx } from '../ledger/ledger.types';

// The check of a count (icinvcheck): each entry's book quantity is read under the balance lock, and the difference
// counted - on hand is posted as profit-in (31, more counted) or loss-out (32, less counted). Uncheck reverses what
// the check posted, movement by movement, under the same bill types.

export const COUNT_DOC = 'icinvcheck';
const PROFIT_IN = 31;
const LOSS_OUT = 32;

const ENTRIES = sql(
  'stock-mgt.counts.entries',
  `SELECT id, stock_id, stock_place_id, icitem_id, batch_no, counted_qty::float8 AS counted_qty
       FROM icinvcheck_entry WHERE icinvcheck_id = $1 ORDER BY id`,
  { notNull: ['counted_qty'] },
);
const COUNT_STOCK = sql('stock-mgt.counts.count_stock', 'SELECT stock_id FROM icinvcheck WHERE id = $1');
const ZERO_BALANCE = sql(
  'stock-mgt.counts.zero_balance',
  `INSERT INTO icinventory (stock_id, stock_place_id, icitem_id, batch_no, fqty) VALUES ($1, $2, $3, $4, 0)
       ON CONFLICT (stock_id, (COALESCE(stock_place_id, 0)), icitem_id, batch_no) DO NOTHING`,
);
const LOCK_BOOK = sql(
  'stock-mgt.counts.lock_book',
  `SELECT fqty::float8 AS fqty FROM icinventory WHERE stock_id = $1 AND COALESCE(stock_place_id, 0) = COALESCE($2::int, 0)
          AND icitem_id = $3 AND batch_no = $4 FOR UPDATE`,
  { notNull: ['fqty'] },
);
const SET_BOOK = sql(
  'stock-mgt.counts.set_book',
  'UPDATE icinvcheck_entry SET book_qty = $2, diff_qty = $3 WHERE id = $1',
);
const FORGET_BOOK = sql(
  'stock-mgt.counts.forget_book',
  'UPDATE icinvcheck_entry SET book_qty = NULL, diff_qty = NULL WHERE icinvcheck_id = $1',
);
const PLACES = sql(
  'stock-mgt.counts.entry_places',
  `SELECT e.ord - 1 AS i, p.stock_id FROM unnest($1::int[]) WITH ORDINALITY AS e(place, ord)
       JOIN stock_place p ON p.id = e.place`,
  { notNull: ['i'] },
);

type Entry = RowOf<'stock-mgt.counts.entries'>;

const keyOf = (e: Entry) => `${e.stock_id}|${e.stock_place_id ?? 0}|${e.icitem_id}|${e.batch_no}`;
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export async function postCount(tx: Tx, countId: number, userId: number | null): Promise<void> {
  const entries = await rows(tx, ENTRIES, [countId]);
  const { stock_id: stockId } = (await first(tx, COUNT_STOCK, [countId]))!;
  await checkEntries(tx, entries, stockId);
  // Balances locked in the ledger's key order (a missing one made as 0 first, so it can be locked too): nothing
  // moves between reading the book quantity and posting the difference.
  const ordered = [...entries].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const book = new Map<string, number>();
  for (const e of ordered) {
    await run(tx, ZERO_BALANCE, [e.stock_id, e.stock_place_id, e.icitem_id, e.batch_no]);
    const row = (await first(tx, LOCK_BOOK, [e.stock_id, e.stock_place_id, e.icitem_id, e.batch_no]))!;
    book.set(keyOf(e), row.fqty);
  }
  const lines: (MovementLine & { fqty: number })[] = [];
  for (const [i, e] of entries.entries()) {
    const bookQty = book.get(keyOf(e)) ?? 0;
    const diff = round(e.counted_qty - bookQty);
    await run(tx, SET_BOOK, [e.id, bookQty, diff]);
    lines.push({
      stockId: e.stock_id,
      placeId: e.stock_place_id,
      icitemId: e.icitem_id,
      batchNo: e.batch_no,
      fqty: diff,
      entryId: e.id,
      at: `entries[${i}].counted_qty`,
    });
  }
  const doc = (billType: 31 | 32) => ({ type: COUNT_DOC, id: countId, billType });
  await postMovements(
    tx,
    doc(PROFIT_IN),
    lines.filter((l) => l.fqty > 0),
    userId,
  );
  await postMovements(
    tx,
    doc(LOSS_OUT),
    lines.filter((l) => l.fqty < 0),
    userId,
  );
}

/** uncheck: the opposite of every movement the count posted and not yet reversed, each under its own bill type. */
export async function reverseCount(tx: Tx, countId: number, userId: number | null): Promise<void> {
  await reverseMovements(tx, { type: COUNT_DOC, id: countId }, userId);
  await run(tx, FORGET_BOOK, [countId]);
}

// One line per warehouse, place, material and batch, each place in its warehouse, each warehouse the count's
// when the count names one.
async function checkEntries(tx: Tx, entries: Entry[], stockId: number | null): Promise<void> {
  const seen = new Map<string, number>();
  for (const [i, e] of entries.entries()) {
    if (stockId !== null && e.stock_id !== stockId)
      throw refuse(`entries[${i}].stock_id`, 'stock.count_other_warehouse', { stock_id: stockId, given: e.stock_id });
    const first = seen.get(keyOf(e));
    if (first !== undefined) throw refuse(`entries[${i}]`, 'stock.count_duplicate_entry', { first });
    seen.set(keyOf(e), i);
  }
  const places = await rows(tx, PLACES, [entries.map((e) => e.stock_place_id)]);
  for (const p of places) {
    const e = entries[Number(p.i)];
    if (p.stock_id !== e.stock_id)
      throw refuse(`entries[${p.i}].stock_place_id`, 'stock.place_not_in_warehouse', {
        place: String(e.stock_place_id),
        stock_id: e.stock_id,
      });
  }
}

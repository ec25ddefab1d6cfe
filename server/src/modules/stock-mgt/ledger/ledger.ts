import { BillTransactionType, type RefusalCode } from '@mes/contracts';
import { AppException, refuse } from '../../../core/api/app.exception';
import { first, rows, run, sql } from '../../../core/db/sql';
import type { LedgerDoc, MovementLine, Tx } from './ledger.types';

// The one way stock changes (docs/stock.md, "The ledger"): a posting inserts the movements and moves the balances of
// icinventory by the same amounts, in the caller's transaction. Balances are locked in key order, so two postings
// over the same places never deadlock, and an issue that would leave a balance below zero is refused (unless its
// warehouse allows negative stock): of two clerks issuing the last unit, the second waits for the first's commit and
// then sees the balance it left.

type Key = { stockId: number; placeId: number | null; icitemId: number; batchNo: string };
type Sum = Key & { fqty: number; at: string };

// The texts are the ledger's hand-tuned ones (docs/benchmarks.md), kept as they were.
const REVERSIBLE = sql(
  'stock-mgt.ledger.reversible',
  `SELECT bill_type, entry_id, stock_id, stock_place_id, icitem_id, batch_no, box_id, barcode,
            SUM(fqty)::float8 AS fqty
       FROM stock_movement WHERE doc_type = $1 AND doc_id = $2
      GROUP BY bill_type, entry_id, stock_id, stock_place_id, icitem_id, batch_no, box_id, barcode
     HAVING SUM(fqty) <> 0
      ORDER BY bill_type`,
  { notNull: ['fqty'] },
);
const INSERT_MOVEMENTS = sql(
  'stock-mgt.ledger.insert_movements',
  `INSERT INTO stock_movement (doc_type, doc_id, bill_type, reversal, creater_id, entry_id, stock_id, stock_place_id,
       icitem_id, batch_no, box_id, barcode, fqty)
     SELECT $1, $2, $3, $4, $5, u.* FROM unnest($6::int[], $7::int[], $8::int[], $9::int[], $10::text[], $11::int[],
       $12::text[], $13::numeric[]) AS u`,
);
const MOVE_BALANCES = sql(
  'stock-mgt.ledger.move_balances',
  `INSERT INTO icinventory (stock_id, stock_place_id, icitem_id, batch_no, fqty)
     SELECT u.stock_id, u.place_id, u.icitem_id, u.batch_no, u.fqty
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::numeric[]) WITH ORDINALITY
            AS u (stock_id, place_id, icitem_id, batch_no, fqty, n)
      ORDER BY u.n
     ON CONFLICT (stock_id, (COALESCE(stock_place_id, 0)), icitem_id, batch_no)
     DO UPDATE SET fqty = icinventory.fqty + EXCLUDED.fqty, updated_at = now()
     RETURNING stock_id, COALESCE(stock_place_id, 0) AS place, icitem_id, batch_no, fqty::float8 AS fqty`,
  { notNull: ['place', 'fqty'] },
);
const NEGATIVE_AT = sql(
  'stock-mgt.ledger.negative_at',
  `SELECT s.fnumber AS stock, s.allow_negative, p.fnumber AS place, m.fnumber AS icitem
       FROM stock s JOIN icitem m ON m.id = $3 LEFT JOIN stock_place p ON p.id = $2 WHERE s.id = $1`,
);

const keyOf = (k: Key) => `${k.stockId}|${k.placeId ?? 0}|${k.icitemId}|${k.batchNo}`;

/** post the lines of a document: movements written, balances moved, refused as a whole when one would go negative. */
export async function postMovements(
  tx: Tx,
  doc: LedgerDoc,
  lines: readonly MovementLine[],
  userId: number | null,
  opts: { reversal?: boolean } = {},
): Promise<void> {
  const moving = lines.filter((l) => l.fqty !== 0);
  if (moving.length === 0) return;
  await insertMovements(tx, doc, moving, userId, opts.reversal ?? false);
  const sums = new Map<string, Sum>();
  for (const l of moving) {
    const k = keyOf(l);
    const s = sums.get(k);
    if (s) s.fqty = round(s.fqty + l.fqty);
    else
      sums.set(k, {
        stockId: l.stockId,
        placeId: l.placeId,
        icitemId: l.icitemId,
        batchNo: l.batchNo,
        fqty: l.fqty,
        at: l.at ?? 'entries',
      });
  }
  const ordered = [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, s]) => s)
    .filter((s) => s.fqty !== 0);
  await moveBalances(tx, ordered);
}

/**
 * undo a posted document: the opposite of each of its movements not yet reversed, marked as a reversal, each under
 * the bill type it was posted with.
 */
export async function reverseMovements(
  tx: Tx,
  doc: Pick<LedgerDoc, 'type' | 'id'>,
  userId: number | null,
): Promise<number> {
  const found = await rows(tx, REVERSIBLE, [doc.type, doc.id]);
  // each movement is undone under its own bill type (a count posts profit-in and loss-out lines under one document);
  // the column's CHECK allows the declared bill types only
  for (const billType of [...new Set(found.map((r) => r.bill_type))].filter(BillTransactionType.isValid))
    await postMovements(
      tx,
      { ...doc, billType },
      found
        .filter((r) => r.bill_type === billType)
        .map((r) => ({
          stockId: r.stock_id,
          placeId: r.stock_place_id,
          icitemId: r.icitem_id,
          batchNo: r.batch_no,
          fqty: -r.fqty,
          entryId: r.entry_id,
          boxId: r.box_id,
          barcode: r.barcode,
          at: 'id',
        })),
      userId,
      { reversal: true },
    );
  return found.length;
}

async function insertMovements(
  tx: Tx,
  doc: LedgerDoc,
  lines: readonly MovementLine[],
  userId: number | null,
  reversal: boolean,
): Promise<void> {
  await run(tx, INSERT_MOVEMENTS, [
    doc.type,
    doc.id,
    doc.billType,
    reversal,
    userId,
    lines.map((l) => l.entryId ?? null),
    lines.map((l) => l.stockId),
    lines.map((l) => l.placeId),
    lines.map((l) => l.icitemId),
    lines.map((l) => l.batchNo),
    lines.map((l) => l.boxId ?? null),
    lines.map((l) => l.barcode ?? ''),
    lines.map((l) => l.fqty),
  ]);
}

// One upsert of every balance, rows taken in key order (WITH ORDINALITY ... ORDER BY), so their locks are too; then
// the first balance (in key order) an issue left below zero refuses the whole posting.
async function moveBalances(tx: Tx, sums: readonly Sum[]): Promise<void> {
  if (sums.length === 0) return;
  const moved = await rows(tx, MOVE_BALANCES, [
    sums.map((s) => s.stockId),
    sums.map((s) => s.placeId),
    sums.map((s) => s.icitemId),
    sums.map((s) => s.batchNo),
    sums.map((s) => s.fqty),
  ]);
  const after = new Map(
    moved.map((r) => [
      keyOf({ stockId: r.stock_id, placeId: r.place, icitemId: r.icitem_id, batchNo: r.batch_no }),
      r.fqty,
    ]),
  );
  for (const s of sums) {
    const balance = after.get(keyOf(s))!;
    if (s.fqty < 0 && balance < 0) await refuseNegative(tx, s, balance);
  }
}

async function refuseNegative(tx: Tx, s: Sum, balance: number): Promise<void> {
  const where = (await first(tx, NEGATIVE_AT, [s.stockId, s.placeId, s.icitemId]))!;
  if (where.allow_negative) return;
  const had = round(balance - s.fqty);
  const code: RefusalCode = where.place
    ? s.batchNo
      ? 'stock.short_batch_at_place'
      : 'stock.short_at_place'
    : s.batchNo
      ? 'stock.short_batch_in_warehouse'
      : 'stock.short_in_warehouse';
  const refused = refuse(s.at, code, {
    icitem: where.icitem,
    batch: s.batchNo,
    place: where.place ?? '',
    stock: where.stock,
    on_hand: had,
    asked: -s.fqty,
  });
  // the refusal with what the caller may act on: the material, the place and the quantities
  throw new AppException(
    refused.err,
    refused.message,
    { field: s.at, icitem: where.icitem, place: where.place, stock: where.stock, on_hand: had, asked: -s.fqty },
    refused.refusal,
  );
}

// numeric(18,6) sums in JavaScript: keep six decimals so 0.1 + 0.2 leaves no 4e-17 behind.
function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

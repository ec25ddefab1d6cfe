import { BillTransactionType, WorkOrderStatus, type ConsumedLine } from '@mes/contracts';
import type pg from 'pg';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf } from '../../../core/db/sql';
import { postMovements } from '../ledger/ledger';
import type { MovementLine } from '../ledger/ledger.types';
import { syncReels } from './reel-ledger';

// Consumption at the line (docs/material-flow.md, "Consumption at the line"): a board of a working SMT order that is
// reported at a station takes, from each reel loaded on the order's feeding slots, the slot's usage per board. Once
// per board and order (reel_consumption's key), so a retried, replayed or racing report of the board posts nothing
// more. Posted through the ledger from where the reel is (the line side once picked), never below zero: what the
// reel lacks is written down as short. A reel left with nothing is marked empty.

export type BoardFact = { sn: string; worder_id: number; station_log_id: number | null };

const CONSUMED = sql(
  'stock-mgt.flow.consumed_board',
  `INSERT INTO reel_consumption (smt_order_id, sn, station_log_id, boards) VALUES ($1, $2, $3, $4)
     ON CONFLICT (smt_order_id, sn) DO NOTHING RETURNING id`,
);
// barcode: joined to the reel's code, so never null
const LOADED = sql(
  'stock-mgt.flow.loaded_reels',
  `SELECT e.slot, e.reel_barcode AS barcode, e.qty_per_board::float8 AS per_board, b.id AS bundle_id, b.icitem_id,
            b.stock_id, b.stock_place_id
       FROM smt_feeding f JOIN smt_feeding_entry e ON e.smt_feeding_id = f.id JOIN bundle b ON b.fnumber = e.reel_barcode
      WHERE f.smt_order_id = $1 AND NOT e.unloaded AND e.qty_per_board > 0
      ORDER BY b.id, e.slot FOR UPDATE OF b`,
  { notNull: ['per_board', 'barcode'] },
);
const EMPTIED = sql(
  'stock-mgt.flow.reels_emptied',
  `UPDATE bundle SET fqty = 0, emptied_at = now() WHERE id = ANY($1) AND stock_id IS NULL AND emptied_at IS NULL`,
);
const CONSUMED_LINES = sql('stock-mgt.flow.consumed_lines', 'UPDATE reel_consumption SET lines = $2 WHERE id = $1');
const ON_HAND = sql(
  'stock-mgt.flow.reel_on_hand',
  `SELECT COALESCE(sum(fqty), 0)::float8 AS fqty FROM icinventory WHERE stock_id = $1
        AND COALESCE(stock_place_id, 0) = COALESCE($2::int, 0) AND icitem_id = $3 AND batch_no = $4`,
  { notNull: ['fqty'] },
);
const WORKING_SMT_ORDERS = sql(
  'stock-mgt.flow.working_smt_orders',
  'SELECT id, worder_id FROM smt_order WHERE worder_id = ANY($1::int[]) AND status = $2 ORDER BY id',
);

type Loaded = RowOf<'stock-mgt.flow.loaded_reels'>;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * one board of one working SMT order: its reels' usage posted, unless the board was consumed already (null).
 * `boards`: a report by quantity (quantity-report.ts) consumes that many boards' usage under one key.
 */
export async function consumeBoard(
  c: pg.PoolClient,
  smtOrderId: number,
  fact: BoardFact,
  boards = 1,
): Promise<ConsumedLine[] | null> {
  const row = await first(c, CONSUMED, [smtOrderId, fact.sn, fact.station_log_id, boards]);
  if (!row) return null;
  // the reels on the order's slots, locked in id order (as every reel posting does: no deadlock between them)
  const loaded = await rows(c, LOADED, [smtOrderId]);
  const lines: ConsumedLine[] = [];
  const moves: MovementLine[] = [];
  const left = new Map<number, number>();
  for (const l of loaded) {
    if (!left.has(l.bundle_id)) left.set(l.bundle_id, l.stock_id === null ? 0 : await onHand(c, l));
    const have = left.get(l.bundle_id)!;
    const need = round(l.per_board * boards);
    const fqty = round(Math.min(have, need));
    left.set(l.bundle_id, round(have - fqty));
    lines.push({ slot: l.slot, barcode: l.barcode, bundle_id: l.bundle_id, fqty, short: round(need - fqty) });
    // a reel without a material has nothing on hand (onHand matches on it): fqty is 0
    if (fqty > 0 && l.icitem_id !== null)
      moves.push({
        stockId: l.stock_id!,
        placeId: l.stock_place_id,
        icitemId: l.icitem_id,
        batchNo: l.barcode,
        fqty: -fqty,
        barcode: l.barcode,
        at: 'reel',
      });
  }
  await postMovements(
    c,
    { type: 'reel_consumption', id: row.id, billType: BillTransactionType.OUT_STOCK },
    moves,
    null,
  );
  const ids = [...left.keys()];
  await syncReels(c, ids);
  await run(c, EMPTIED, [ids]);
  await run(c, CONSUMED_LINES, [row.id, JSON.stringify(lines)]);
  return lines;
}

/** what the reel has at the place its row names (the place holding most of it). */
async function onHand(c: Queryable, l: Loaded): Promise<number> {
  const [b] = await rows(c, ON_HAND, [l.stock_id, l.stock_place_id, l.icitem_id, l.barcode]);
  return Math.max(0, b.fqty);
}

/** The working SMT orders of these work orders, in id order: a report of a board consumes on each of its order's. */
export async function workingSmtOrders(db: pg.Pool | pg.PoolClient, worderIds: readonly number[]) {
  return rows(db, WORKING_SMT_ORDERS, [[...new Set(worderIds)], WorkOrderStatus.WORKING]);
}

/**
 * The workers' side (after a batch of station reports is applied to the projections): each board of each working SMT
 * order in its own transaction. One query finds the batch's working SMT orders. A retry of the batch finds the boards
 * consumed and posts nothing.
 */
export async function consumeReelsWithPool(pool: pg.Pool, facts: readonly BoardFact[]): Promise<number> {
  if (facts.length === 0) return 0;
  const orders = await workingSmtOrders(
    pool,
    facts.map((f) => f.worder_id),
  );
  let boards = 0;
  const seen = new Set<string>();
  for (const fact of facts) {
    if (seen.has(`${fact.worder_id}|${fact.sn}`)) continue;
    seen.add(`${fact.worder_id}|${fact.sn}`);
    for (const order of orders.filter((o) => o.worder_id === fact.worder_id))
      if (await inTransaction(pool, (c) => consumeBoard(c, order.id, fact))) boards++;
  }
  return boards;
}

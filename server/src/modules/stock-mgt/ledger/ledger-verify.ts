import { rows, run, sql, type RowOf } from '../../../core/db/sql';
import type { Tx } from './ledger.types';

const DRIFT = sql(
  'stock-mgt.ledger.balance_drift',
  `WITH m AS (
       SELECT stock_id, COALESCE(stock_place_id, 0) AS place, icitem_id, batch_no, SUM(fqty) AS fqty
         FROM stock_movement GROUP BY 1, 2, 3, 4)
     SELECT COALESCE(i.stock_id, m.stock_id) AS stock_id, NULLIF(COALESCE(i.stock_place_id, m.place), 0) AS stock_place_id,
            COALESCE(i.icitem_id, m.icitem_id) AS icitem_id, COALESCE(i.batch_no, m.batch_no) AS batch_no,
            COALESCE(i.fqty, 0)::float8 AS balance, COALESCE(m.fqty, 0)::float8 AS movements
       FROM icinventory i FULL JOIN m ON m.stock_id = i.stock_id AND m.place = COALESCE(i.stock_place_id, 0)
        AND m.icitem_id = i.icitem_id AND m.batch_no = i.batch_no
      WHERE COALESCE(i.fqty, 0) <> COALESCE(m.fqty, 0)`,
  { notNull: ['stock_id', 'icitem_id', 'batch_no', 'balance', 'movements'] },
);
const FORGET_BALANCES = sql('stock-mgt.ledger.forget_balances', 'DELETE FROM icinventory');
const REBUILD_BALANCES = sql(
  'stock-mgt.ledger.rebuild_balances',
  `INSERT INTO icinventory (stock_id, stock_place_id, icitem_id, batch_no, fqty)
     SELECT stock_id, stock_place_id, icitem_id, batch_no, SUM(fqty) FROM stock_movement
      GROUP BY stock_id, stock_place_id, icitem_id, batch_no HAVING SUM(fqty) <> 0`,
);

export type BalanceDrift = RowOf<'stock-mgt.ledger.balance_drift'>;

// The ledger's invariant: every balance of icinventory equals the sum of its movements (and no movement sum lacks
// its balance). Answers the keys where they differ: none when the ledger is sound.
export async function balanceDrift(tx: Tx): Promise<BalanceDrift[]> {
  return rows(tx, DRIFT, []);
}

/** rebuild every balance from the movements (an operator's repair after a restore of part of the data). */
export async function rebuildBalances(tx: Tx): Promise<void> {
  await run(tx, FORGET_BALANCES, []);
  await run(tx, REBUILD_BALANCES, []);
}

import { sql } from '../../../core/db/sql';

// The statements of order reporting shared by the calls (server) and the sender (workers). Locks are taken in one
// order, entries (by id) before their document, so that a send, a correction and a delete never deadlock; the
// document is locked before its result is computed again, so two entries accepted at once both count.

export const LOCK_DOC = sql(
  'product-mgt.lock_order_reporting',
  'SELECT id FROM order_reporting WHERE id = $1 FOR UPDATE',
);

/** A document's result from its entries: 1 when the ERP accepted all, 2 when one failed last, else 0. */
export const RECOMPUTE_RESULT = sql(
  'product-mgt.order_reporting_result',
  `
UPDATE order_reporting SET updated_at = now(), result = (
  SELECT CASE WHEN bool_and(result = 1) THEN 1 WHEN bool_or(result = 2) THEN 2 ELSE 0 END
  FROM order_reporting_entry WHERE order_reporting_id = $1)
WHERE id = $1`,
);

/** One entry with what the ERP is told about it, locked: a correction waits for a send in flight, and back. */
export const LOCK_ENTRY = sql(
  'product-mgt.lock_order_reporting_entry',
  `
SELECT e.id, e.order_reporting_id, e.worder_id, e.qty, e.version, e.result, e.last_error, e.fdesc, d.fbillno,
  w.fbillno AS worder_fbillno, p.fnumber AS product_fnumber
FROM order_reporting_entry e JOIN order_reporting d ON d.id = e.order_reporting_id
JOIN worder w ON w.id = e.worder_id JOIN product p ON p.id = w.product_id
WHERE e.id = $1 FOR UPDATE OF e`,
);

import { STOCK_FLOW_CALLS, WorkOrderStatus, type ConsumedLine, type QuantityReport } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { first, inTransaction, sql, type Queryable } from '../../../core/db/sql';
import { consumeBoard } from './line-consumption';

// reel_consumption keys a consumption by (order, sn): a report by quantity takes `qty:<its key>` (no SN starts so)
const KEY_PREFIX = 'qty:';

const ORDER = sql(
  'stock-mgt.flow.report_order',
  'SELECT id, fbillno, status, worder_id FROM smt_order WHERE id = $1 FOR SHARE',
);
const REPORTED = sql(
  'stock-mgt.flow.reported',
  'SELECT boards, lines FROM reel_consumption WHERE smt_order_id = $1 AND sn = $2',
);

// smt_order/report_qty (docs/gaps-16-17.md, "Output reported by quantity"): an SMT order whose boards carry no
// serial numbers reports how many it placed; its reels give the slots' usage per board times that many, like the
// boards reported one by one. The idempotency key makes a repeated report consume nothing twice.
export function registerQuantityReport(registry: ResourceRegistry, pool: pg.Pool): void {
  implementCall(registry, STOCK_FLOW_CALLS.reportQty, async ({ id, fqty: boards, idempotency_key: key }) => {
    return inTransaction(pool, async (c): Promise<QuantityReport> => {
      const order = await first(c, ORDER, [id]);
      if (!order) throw refuse('id', 'stock.no_smt_order', { id });
      const sn = `${KEY_PREFIX}${key}`;
      // a repeat of an answered report answers it again, also once the order has stopped working (a retry of a
      // lost answer must not turn into a refusal)
      const before = await replay(c, id, sn, key, boards);
      if (before) return before;
      if (order.status !== WorkOrderStatus.WORKING)
        throw refuse('id', 'stock.smt_order_not_working', {
          fbillno: order.fbillno,
          status: WorkOrderStatus.keyOf(order.status)?.toLowerCase() ?? order.status,
        });
      const lines = await consumeBoard(c, id, { sn, worder_id: order.worder_id ?? 0, station_log_id: null }, boards);
      if (lines) return { smt_order_id: id, fqty: boards, lines, repeated: false };
      // a racing report with the key committed first (the INSERT waited for it): answer what it answered
      return (await replay(c, id, sn, key, boards))!;
    });
  });
}

// The first report's answer (its quantity and what it took), or null when the key is new. The same key with another
// quantity is another report under a used key: refused, as an idempotency-key API refuses a reused key with another body.
async function replay(
  c: Queryable,
  id: number,
  sn: string,
  key: string,
  boards: number,
): Promise<QuantityReport | null> {
  const done = await first(c, REPORTED, [id, sn]);
  if (!done) return null;
  if (done.boards !== boards) throw refuse('fqty', 'stock.idempotency_key_used', { key, boards: done.boards });
  // lines: jsonb, written by consumeBoard as its ConsumedLine[] (only that code writes it)
  return { smt_order_id: id, fqty: done.boards, lines: done.lines as ConsumedLine[], repeated: true };
}

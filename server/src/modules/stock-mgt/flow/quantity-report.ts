import { WorkOrderStatus } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { badRequest } from '../../../core/api/app.exception';
import { idField, intField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { consumeBoard, type ConsumedLine } from './line-consumption';

export type QuantityReport = { smt_order_id: number; fqty: number; lines: ConsumedLine[]; repeated: boolean };

const MAX_BOARDS = 100_000;
// reel_consumption keys a consumption by (order, sn): a report by quantity takes `qty:<its key>` (no SN starts so)
const KEY_PREFIX = 'qty:';

// smt_order/report_qty (docs/material-flow.md, "Output reported by quantity"): an SMT order whose boards carry no
// serial numbers reports how many it placed; its reels give the slots' usage per board times that many, like the
// boards reported one by one. The idempotency key makes a repeated report consume nothing twice.
export function registerQuantityReport(registry: ResourceRegistry, ds: DataSource): void {
  moduleCall(
    registry,
    'product_mgt',
    'smt_order/report_qty',
    'report boards placed without serial numbers: id, fqty, idempotency_key; the reels give their usage',
    async (b) => {
      onlyFields(b, ['id', 'fqty', 'idempotency_key']);
      const id = idField(b, 'id');
      const boards = intField(b, 'fqty', 1);
      if (boards > MAX_BOARDS) throw badRequest('fqty', `must be a whole number from 1 to ${MAX_BOARDS}`);
      const key = textField(b, 'idempotency_key', 64 - KEY_PREFIX.length)!.trim();
      if (key === '') throw badRequest('idempotency_key', 'must not be empty');
      return ds.transaction(async (m): Promise<QuantityReport> => {
        const [order] = (await m.query('SELECT id, fbillno, status, worder_id FROM smt_order WHERE id = $1 FOR SHARE', [
          id,
        ])) as { id: number; fbillno: string; status: number; worder_id: number | null }[];
        if (!order) throw badRequest('id', `no smt_order ${id}`);
        if (order.status !== WorkOrderStatus.WORKING)
          throw badRequest(
            'id',
            `SMT order ${order.fbillno} is not working (it is ${WorkOrderStatus.keyOf(order.status)?.toLowerCase() ?? order.status})`,
          );
        const sn = `${KEY_PREFIX}${key}`;
        const lines = await consumeBoard(m, id, { sn, worder_id: order.worder_id ?? 0, station_log_id: null }, boards);
        if (lines) return { smt_order_id: id, fqty: boards, lines, repeated: false };
        // the same key is the same report: it answers what the first one consumed
        const [done] = (await m.query('SELECT lines FROM reel_consumption WHERE smt_order_id = $1 AND sn = $2', [
          id,
          sn,
        ])) as { lines: ConsumedLine[] }[];
        return { smt_order_id: id, fqty: boards, lines: done.lines, repeated: true };
      });
    },
  );
}

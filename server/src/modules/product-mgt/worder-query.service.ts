import { ErrorCode, WorkOrderStatus, type OrderField } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../core/api/app.exception';
import { rows, sql } from '../../core/db/sql';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import { shiftOf, type Shift } from './work-shift';

const JOINED = ['product', 'product_line', 'workflow', 'organization'];

const IN_SHIFT = sql(
  'product-mgt.orders_in_shift',
  `SELECT w.id FROM worder w WHERE w.product_line_id = $1 AND w.created_at < $3 AND (
         EXISTS (SELECT 1 FROM order_status_log l WHERE l.order_type = 'worder' AND l.order_id = w.id AND l.to_status = $4
           AND l.created_at >= $2 AND l.created_at < $3)
         OR (SELECT l.to_status FROM order_status_log l WHERE l.order_type = 'worder' AND l.order_id = w.id AND l.created_at < $2
           ORDER BY l.id DESC LIMIT 1) = $4
         OR (w.status = $4 AND NOT EXISTS (SELECT 1 FROM order_status_log l WHERE l.order_type = 'worder' AND l.order_id = w.id))
         OR EXISTS (SELECT 1 FROM station_log s WHERE s.worder_id = w.id AND s.product_line_id = $1 AND s.created_at >= $2 AND s.created_at < $3))
       ORDER BY w.id`,
);

// Read-side lookups of work orders beyond the standard list.
export class WorderQueryService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly registry: ResourceRegistry,
    private readonly resources: ResourceService,
    private readonly worder: ResourceDef,
  ) {}

  async getOrder(fbillno: string): Promise<Row> {
    const filter = `fbillno:"${fbillno.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" ${JOINED.map((r) => `has:${r}`).join(' ')}`;
    const found = await this.resources.list(this.worder, { filter });
    if (found.list.length === 0)
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'fbillno', 'product.no_work_order', { order: fbillno });
    return found.list[0];
  }

  async field(worderId: number, field: OrderField): Promise<Record<string, unknown>> {
    const order = await this.resources.get(this.worder, worderId);
    return { id: order.id, fbillno: order.fbillno, [field]: order[field] };
  }

  // Orders of a line that were working at some moment of the shift holding `at`: the status log says so, or the
  // order reported on the line during the shift. An order set to working without a log row (seeded) counts while it is.
  async inShift(
    lineId: number,
    at: Date,
  ): Promise<{ shift: { name: Shift['name']; start_at: Date; end_at: Date }; list: Row[] }> {
    await this.resources.get(this.registry.byName('product_line')!, lineId);
    const shift = shiftOf(at);
    const working = WorkOrderStatus.WORKING;
    const orders = await rows(this.pool, IN_SHIFT, [lineId, shift.start, shift.end, working]);
    const list = await this.withRelations(
      await this.resources.getMany(
        this.worder,
        orders.map((r) => r.id),
      ),
    );
    return { shift: { name: shift.name, start_at: shift.start, end_at: shift.end }, list };
  }

  /** product, product_line, workflow and organization joined, as `has:` does in a list. */
  async withRelations(list: Row[]): Promise<Row[]> {
    for (const name of JOINED) {
      const rel = this.worder.relations![name];
      const ids = [...new Set(list.map((r) => r[rel.via]).filter((v): v is number => typeof v === 'number'))];
      const found = new Map(
        (ids.length ? await this.resources.getMany(this.registry.byName(rel.resource)!, ids) : []).map((f) => [
          f.id,
          f,
        ]),
      );
      for (const r of list) r[name] = found.get(r[rel.via] as number) ?? null;
    }
    return list;
  }
}

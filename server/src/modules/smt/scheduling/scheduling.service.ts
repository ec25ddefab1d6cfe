import {
  ErrorCode,
  SchedulingChangeType,
  SchedulingOperation,
  TOPIC,
  WorkOrderStatus,
  type RefusalCode,
  type SchedulingChange,
  type SchedulingChangedEvent,
  type SchedulingQueueEntry,
} from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { Ctx } from '../smt-types';
import type { OrderAction } from '../../product-mgt';
import type { SmtSettings } from '../smt-settings';
import { writeOutbox } from '../../../core/events/outbox.writer';

export type QueuedOrder = { smt_order_id: number } | { worder_id: number };
type Entry = {
  id: number;
  product_line_id: number;
  position: number;
  smt_order_id: number | null;
  worder_id: number | null;
};
type Op = 'start' | 'stop' | 'finish' | 'cancel';

/** the queue operation an order action is (reverse_finish reopens paused and is none). */
const OP_OF: Record<OrderAction, Op | null> = {
  start_order: 'start',
  stop_order: 'stop',
  finish_order: 'finish',
  cancel_order: 'cancel',
  reverse_finish: null,
};
const OPERATION: Record<Op, number> = {
  start: SchedulingOperation.START,
  stop: SchedulingOperation.STOP,
  finish: SchedulingOperation.FINISH,
  cancel: SchedulingOperation.CANCEL,
};
const CHANGE: Record<'add' | 'del' | 'replace', number> = {
  add: SchedulingChangeType.ADD,
  del: SchedulingChangeType.DEL,
  replace: SchedulingChangeType.REPLACE,
};
const OPEN = [WorkOrderStatus.READY, WorkOrderStatus.WORKING, WorkOrderStatus.PAUSE];

type QueuedField = 'smt_order_id' | 'worder_id';
/** what append refuses of an order, by the kind of order it names */
const REFUSALS_OF = {
  smt_order_id: {
    otherLine: 'smt.smt_order_other_line',
    notOpen: 'smt.smt_order_not_open',
    scheduled: 'smt.smt_order_already_scheduled',
  },
  worder_id: {
    otherLine: 'smt.worder_other_line',
    notOpen: 'smt.worder_not_open',
    scheduled: 'smt.worder_already_scheduled',
  },
} as const satisfies Record<QueuedField, Record<string, RefusalCode>>;

// A line's queue of orders (production_scheduling): append and move, and the operations of queued orders. Every change
// locks the line's row (one queue change per line at a time), writes its log row and the outbox entry
// production_scheduling.<change> whose payload is the queue after it (the line board's 'scheduling.changed').
export class SchedulingService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly settings: SmtSettings,
  ) {}

  async append(lineId: number, order: QueuedOrder, ctx: Ctx): Promise<Row> {
    return this.ds.transaction(async (m) => {
      await this.lockLine(m, lineId);
      const found = await this.order(m, order);
      const codes = REFUSALS_OF[found.field];
      if (found.product_line_id !== lineId)
        throw refuse(found.field, codes.otherLine, {
          fbillno: found.fbillno,
          order_line: found.product_line_id,
          line: lineId,
        });
      if (!OPEN.some((s) => s === found.status))
        throw refuse(found.field, codes.notOpen, {
          fbillno: found.fbillno,
          status: String(WorkOrderStatus.keyOf(found.status)?.toLowerCase()),
        });
      const queued = (await m.query(`SELECT product_line_id FROM production_scheduling WHERE ${found.field} = $1`, [
        found.id,
      ])) as { product_line_id: number }[];
      if (queued.length > 0) throw refuse(found.field, codes.scheduled, { fbillno: found.fbillno });
      const [{ n }] = (await m.query(
        'SELECT count(*)::int AS n FROM production_scheduling WHERE product_line_id = $1',
        [lineId],
      )) as { n: number }[];
      const max = await this.settings.int('production_scheduling', 'max_queue', m);
      if (n >= max) throw refuse('product_line_id', 'smt.queue_full', { line: lineId, max });
      const [{ id }] = (await m.query(
        `INSERT INTO production_scheduling (product_line_id, position, ${found.field}, creater_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [lineId, n + 1, found.id, ctx.userId],
      )) as { id: number }[];
      await this.change(
        m,
        { id, product_line_id: lineId, position: n + 1, ...this.refs(found) },
        'add',
        null,
        n + 1,
        ctx,
      );
      return this.resources.get(this.def, id, m);
    });
  }

  async move(id: number, to: number, ctx: Ctx): Promise<Row> {
    return this.ds.transaction(async (m) => {
      const entry = await this.entry(m, id);
      await this.lockLine(m, entry.product_line_id);
      const [cur] = (await m.query('SELECT position FROM production_scheduling WHERE id = $1', [id])) as {
        position: number;
      }[];
      const [{ n }] = (await m.query(
        'SELECT count(*)::int AS n FROM production_scheduling WHERE product_line_id = $1',
        [entry.product_line_id],
      )) as { n: number }[];
      if (to > n) throw refuse('to_position', 'smt.queue_position', { n });
      const from = cur.position;
      if (to < from)
        await m.query(
          'UPDATE production_scheduling SET position = position + 1 WHERE product_line_id = $1 AND position >= $2 AND position < $3',
          [entry.product_line_id, to, from],
        );
      if (to > from)
        await m.query(
          'UPDATE production_scheduling SET position = position - 1 WHERE product_line_id = $1 AND position > $2 AND position <= $3',
          [entry.product_line_id, from, to],
        );
      await m.query('UPDATE production_scheduling SET position = $2, updated_at = now() WHERE id = $1', [id, to]);
      await this.change(m, { ...entry, position: to }, 'replace', from, to, ctx);
      return this.resources.get(this.def, id, m);
    });
  }

  /**
   * a status action of an order (an SMT order's or a work order's), in its transaction, seen by the order's line
   * queue when it is queued: logged, and a finished or cancelled order leaves it.
   */
  async orderAction(m: EntityManager, order: QueuedOrder, action: OrderAction, ctx: Ctx): Promise<void> {
    const op = OP_OF[action];
    if (op === null) return;
    const [field, id] = 'smt_order_id' in order ? ['smt_order_id', order.smt_order_id] : ['worder_id', order.worder_id];
    const rows = (await m.query(
      `SELECT id, product_line_id, position, smt_order_id, worder_id FROM production_scheduling WHERE ${field} = $1`,
      [id],
    )) as Entry[];
    if (rows.length === 0) return;
    const entry = rows[0];
    await this.lockLine(m, entry.product_line_id);
    await this.log(m, entry, { kind: 'operation', operation: OPERATION[op] }, ctx);
    const leaves =
      (op === 'finish' || op === 'cancel') &&
      (await this.settings.bool('production_scheduling', 'remove_on_finish', m));
    if (!leaves) return this.publish(m, entry, op, null, null, ctx);
    await m.query('DELETE FROM production_scheduling WHERE id = $1', [entry.id]);
    await m.query(
      'UPDATE production_scheduling SET position = position - 1 WHERE product_line_id = $1 AND position > $2',
      [entry.product_line_id, entry.position],
    );
    await this.change(m, entry, 'del', entry.position, null, ctx);
  }

  async queue(m: EntityManager, lineId: number): Promise<SchedulingQueueEntry[]> {
    return (await m.query(
      `SELECT s.id, s.position, s.smt_order_id, s.worder_id, COALESCE(o.fbillno, w.fbillno) AS fbillno, COALESCE(o.status, w.status)::int AS status
       FROM production_scheduling s LEFT JOIN smt_order o ON o.id = s.smt_order_id LEFT JOIN worder w ON w.id = s.worder_id
       WHERE s.product_line_id = $1 ORDER BY s.position`,
      [lineId],
    )) as SchedulingQueueEntry[];
  }

  private async change(
    m: EntityManager,
    entry: Entry,
    change: 'add' | 'del' | 'replace',
    from: number | null,
    to: number | null,
    ctx: Ctx,
  ): Promise<void> {
    await this.log(
      m,
      entry,
      { kind: 'change', change_type: CHANGE[change], from_position: from, to_position: to },
      ctx,
    );
    await this.publish(m, entry, change, from, to, ctx);
  }

  private async log(m: EntityManager, e: Entry, what: Record<string, unknown>, ctx: Ctx): Promise<void> {
    const cols = Object.keys(what);
    await m.query(
      `INSERT INTO production_scheduling_log (product_line_id, production_scheduling_id, smt_order_id, worder_id, fbillno, creater_id, ${cols.join(', ')})
       SELECT $1, $2, $3, $4, COALESCE((SELECT fbillno FROM smt_order WHERE id = $3), (SELECT fbillno FROM worder WHERE id = $4), ''), $5,
       ${cols.map((_, i) => `$${i + 6}`).join(', ')}`,
      [e.product_line_id, e.id, e.smt_order_id, e.worder_id, ctx.userId, ...cols.map((c) => what[c])],
    );
  }

  private async publish(
    m: EntityManager,
    e: Entry,
    change: SchedulingChange,
    from: number | null,
    to: number | null,
    ctx: Ctx,
  ): Promise<void> {
    const event: SchedulingChangedEvent = {
      id: e.id,
      product_line_id: e.product_line_id,
      change,
      smt_order_id: e.smt_order_id,
      worder_id: e.worder_id,
      from_position: from,
      to_position: to,
      queue: await this.queue(m, e.product_line_id),
      at: new Date().toISOString(),
      by: ctx.userId,
    };
    await writeOutbox(m, TOPIC.scheduling(change), {
      ...event,
      resource: 'production_scheduling',
      module: 'product_mgt',
      action: change,
    });
  }

  private async lockLine(m: EntityManager, lineId: number): Promise<void> {
    const rows = (await m.query('SELECT id FROM product_line WHERE id = $1 FOR NO KEY UPDATE', [lineId])) as unknown[];
    if (rows.length === 0)
      throw refuseAs(ErrorCode.NO_PRODUCT_LINE, 'product_line_id', 'smt.no_product_line', { id: lineId });
  }

  private async entry(m: EntityManager, id: number): Promise<Entry> {
    const rows = (await m.query(
      'SELECT id, product_line_id, position, smt_order_id, worder_id FROM production_scheduling WHERE id = $1',
      [id],
    )) as Entry[];
    if (rows.length === 0) throw refuse('id', 'smt.no_production_scheduling', { id });
    return rows[0];
  }

  private refs(o: { field: string; id: number }): { smt_order_id: number | null; worder_id: number | null } {
    return { smt_order_id: o.field === 'smt_order_id' ? o.id : null, worder_id: o.field === 'worder_id' ? o.id : null };
  }

  private async order(
    m: EntityManager,
    order: QueuedOrder,
  ): Promise<{ field: QueuedField; id: number; fbillno: string; status: number; product_line_id: number }> {
    const isSmt = 'smt_order_id' in order;
    const id = isSmt ? order.smt_order_id : order.worder_id;
    const rows = (await m.query(
      `SELECT fbillno, status, product_line_id FROM ${isSmt ? 'smt_order' : 'worder'} WHERE id = $1`,
      [id],
    )) as { fbillno: string; status: number; product_line_id: number }[];
    if (rows.length === 0) {
      throw isSmt
        ? refuse('smt_order_id', 'smt.no_smt_order', { id })
        : refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'smt.no_work_order', { id });
    }
    return { field: isSmt ? 'smt_order_id' : 'worder_id', id, ...rows[0] };
  }
}

import type pg from 'pg';
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
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { Ctx } from '../smt-types';
import type { OrderAction } from '../../product-mgt';
import type { SmtSettings } from '../smt-settings';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf, type Tx } from '../../../core/db/sql';

export type QueuedOrder = { smt_order_id: number } | { worder_id: number };

// An order's queue entry, by the kind of order (smt_order_id or worder_id), and the order itself.
const QUEUED = {
  smt_order_id: sql(
    'smt.queued_smt_order',
    `SELECT product_line_id FROM production_scheduling WHERE smt_order_id = $1`,
  ),
  worder_id: sql('smt.queued_worder', `SELECT product_line_id FROM production_scheduling WHERE worder_id = $1`),
};
const ENQUEUE = {
  smt_order_id: sql(
    'smt.queue_smt_order',
    `INSERT INTO production_scheduling (product_line_id, position, smt_order_id, creater_id) VALUES ($1, $2, $3, $4) RETURNING id`,
  ),
  worder_id: sql(
    'smt.queue_worder',
    `INSERT INTO production_scheduling (product_line_id, position, worder_id, creater_id) VALUES ($1, $2, $3, $4) RETURNING id`,
  ),
};
const ENTRY_OF = {
  smt_order_id: sql(
    'smt.queue_entry_of_smt_order',
    `SELECT id, product_line_id, position, smt_order_id, worder_id FROM production_scheduling WHERE smt_order_id = $1`,
  ),
  worder_id: sql(
    'smt.queue_entry_of_worder',
    `SELECT id, product_line_id, position, smt_order_id, worder_id FROM production_scheduling WHERE worder_id = $1`,
  ),
};
const ORDER = {
  smt_order_id: sql('smt.smt_order_to_queue', `SELECT fbillno, status, product_line_id FROM smt_order WHERE id = $1`),
  worder_id: sql('smt.worder_to_queue', `SELECT fbillno, status, product_line_id FROM worder WHERE id = $1`),
};
const LENGTH = sql(
  'smt.queue_length',
  'SELECT count(*)::int AS n FROM production_scheduling WHERE product_line_id = $1',
  { notNull: ['n'] },
);
const POSITION = sql('smt.queue_position', 'SELECT position FROM production_scheduling WHERE id = $1');
const MOVE_DOWN = sql(
  'smt.queue_move_down',
  'UPDATE production_scheduling SET position = position + 1 WHERE product_line_id = $1 AND position >= $2 AND position < $3',
);
const MOVE_UP = sql(
  'smt.queue_move_up',
  'UPDATE production_scheduling SET position = position - 1 WHERE product_line_id = $1 AND position > $2 AND position <= $3',
);
const SET_POSITION = sql(
  'smt.queue_set_position',
  'UPDATE production_scheduling SET position = $2, updated_at = now() WHERE id = $1',
);
const UNQUEUE = sql('smt.unqueue', 'DELETE FROM production_scheduling WHERE id = $1');
const CLOSE_GAP = sql(
  'smt.queue_close_gap',
  'UPDATE production_scheduling SET position = position - 1 WHERE product_line_id = $1 AND position > $2',
);
const LINE_QUEUE = sql(
  'smt.line_queue',
  `SELECT s.id, s.position, s.smt_order_id, s.worder_id, COALESCE(o.fbillno, w.fbillno) AS fbillno, COALESCE(o.status, w.status)::int AS status
       FROM production_scheduling s LEFT JOIN smt_order o ON o.id = s.smt_order_id LEFT JOIN worder w ON w.id = s.worder_id
       WHERE s.product_line_id = $1 ORDER BY s.position`,
  { notNull: ['fbillno', 'status'] },
);
// The log row of an operation of a queued order, or of a change of the queue.
const LOG_OPERATION = sql(
  'smt.log_queue_operation',
  `INSERT INTO production_scheduling_log (product_line_id, production_scheduling_id, smt_order_id, worder_id, fbillno, creater_id, kind, operation)
       SELECT $1, $2, $3, $4, COALESCE((SELECT fbillno FROM smt_order WHERE id = $3), (SELECT fbillno FROM worder WHERE id = $4), ''), $5,
       $6, $7`,
);
const LOG_CHANGE = sql(
  'smt.log_queue_change',
  `INSERT INTO production_scheduling_log (product_line_id, production_scheduling_id, smt_order_id, worder_id, fbillno, creater_id, kind, change_type, from_position, to_position)
       SELECT $1, $2, $3, $4, COALESCE((SELECT fbillno FROM smt_order WHERE id = $3), (SELECT fbillno FROM worder WHERE id = $4), ''), $5,
       $6, $7, $8, $9`,
);
const LOCK_LINE = sql('smt.lock_line', 'SELECT id FROM product_line WHERE id = $1 FOR NO KEY UPDATE');
const ENTRY = sql(
  'smt.queue_entry',
  'SELECT id, product_line_id, position, smt_order_id, worder_id FROM production_scheduling WHERE id = $1',
);
type Entry = RowOf<'smt.queue_entry'>;
type Logged =
  | { kind: 'operation'; operation: number }
  | { kind: 'change'; change_type: number; from_position: number | null; to_position: number | null };
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
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly settings: SmtSettings,
  ) {}

  async append(lineId: number, order: QueuedOrder, ctx: Ctx): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      await this.lockLine(c, lineId);
      const found = await this.order(c, order);
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
      const queued = await rows(c, QUEUED[found.field], [found.id]);
      if (queued.length > 0) throw refuse(found.field, codes.scheduled, { fbillno: found.fbillno });
      const [{ n }] = await rows(c, LENGTH, [lineId]);
      const max = await this.settings.int('production_scheduling', 'max_queue', c);
      if (n >= max) throw refuse('product_line_id', 'smt.queue_full', { line: lineId, max });
      const [{ id }] = await rows(c, ENQUEUE[found.field], [lineId, n + 1, found.id, ctx.userId]);
      await this.change(
        c,
        { id, product_line_id: lineId, position: n + 1, ...this.refs(found) },
        'add',
        null,
        n + 1,
        ctx,
      );
      return this.resources.get(this.def, id, c);
    });
  }

  async move(id: number, to: number, ctx: Ctx): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      const entry = await this.entry(c, id);
      await this.lockLine(c, entry.product_line_id);
      const [cur] = await rows(c, POSITION, [id]);
      const [{ n }] = await rows(c, LENGTH, [entry.product_line_id]);
      if (to > n) throw refuse('to_position', 'smt.queue_position', { n });
      const from = cur.position;
      if (to < from) await run(c, MOVE_DOWN, [entry.product_line_id, to, from]);
      if (to > from) await run(c, MOVE_UP, [entry.product_line_id, from, to]);
      await run(c, SET_POSITION, [id, to]);
      await this.change(c, { ...entry, position: to }, 'replace', from, to, ctx);
      return this.resources.get(this.def, id, c);
    });
  }

  /**
   * a status action of an order (an SMT order's or a work order's), in its transaction, seen by the order's line
   * queue when it is queued: logged, and a finished or cancelled order leaves it.
   */
  async orderAction(c: Tx, order: QueuedOrder, action: OrderAction, ctx: Ctx): Promise<void> {
    const op = OP_OF[action];
    if (op === null) return;
    const [field, id] =
      'smt_order_id' in order
        ? (['smt_order_id', order.smt_order_id] as const)
        : (['worder_id', order.worder_id] as const);
    const entry = await first(c, ENTRY_OF[field], [id]);
    if (!entry) return;
    await this.lockLine(c, entry.product_line_id);
    await this.log(c, entry, { kind: 'operation', operation: OPERATION[op] }, ctx);
    const leaves =
      (op === 'finish' || op === 'cancel') &&
      (await this.settings.bool('production_scheduling', 'remove_on_finish', c));
    if (!leaves) return this.publish(c, entry, op, null, null, ctx);
    await run(c, UNQUEUE, [entry.id]);
    await run(c, CLOSE_GAP, [entry.product_line_id, entry.position]);
    await this.change(c, entry, 'del', entry.position, null, ctx);
  }

  /** a line's queue in order: on the caller's transaction's client, or the pool */
  async queue(db: Queryable, lineId: number): Promise<SchedulingQueueEntry[]> {
    return rows(db, LINE_QUEUE, [lineId]);
  }

  private async change(
    c: Tx,
    entry: Entry,
    change: 'add' | 'del' | 'replace',
    from: number | null,
    to: number | null,
    ctx: Ctx,
  ): Promise<void> {
    await this.log(
      c,
      entry,
      { kind: 'change', change_type: CHANGE[change], from_position: from, to_position: to },
      ctx,
    );
    await this.publish(c, entry, change, from, to, ctx);
  }

  private async log(c: Tx, e: Entry, what: Logged, ctx: Ctx): Promise<void> {
    const head = [e.product_line_id, e.id, e.smt_order_id, e.worder_id, ctx.userId] as const;
    if (what.kind === 'operation') await run(c, LOG_OPERATION, [...head, what.kind, what.operation]);
    else await run(c, LOG_CHANGE, [...head, what.kind, what.change_type, what.from_position, what.to_position]);
  }

  private async publish(
    c: Tx,
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
      queue: await this.queue(c, e.product_line_id),
      at: new Date().toISOString(),
      by: ctx.userId,
    };
    await writeOutbox(c, TOPIC.scheduling(change), {
      ...event,
      resource: 'production_scheduling',
      module: 'product_mgt',
      action: change,
    });
  }

  private async lockLine(c: Tx, lineId: number): Promise<void> {
    if (!(await first(c, LOCK_LINE, [lineId])))
      throw refuseAs(ErrorCode.NO_PRODUCT_LINE, 'product_line_id', 'smt.no_product_line', { id: lineId });
  }

  private async entry(c: Tx, id: number): Promise<Entry> {
    const entry = await first(c, ENTRY, [id]);
    if (!entry) throw refuse('id', 'smt.no_production_scheduling', { id });
    return entry;
  }

  private refs(o: { field: string; id: number }): { smt_order_id: number | null; worder_id: number | null } {
    return { smt_order_id: o.field === 'smt_order_id' ? o.id : null, worder_id: o.field === 'worder_id' ? o.id : null };
  }

  private async order(
    c: Tx,
    order: QueuedOrder,
  ): Promise<{ field: QueuedField; id: number; fbillno: string; status: number; product_line_id: number }> {
    const isSmt = 'smt_order_id' in order;
    const id = isSmt ? order.smt_order_id : order.worder_id;
    const field = isSmt ? 'smt_order_id' : 'worder_id';
    const found = await first(c, ORDER[field], [id]);
    if (!found) {
      throw isSmt
        ? refuse('smt_order_id', 'smt.no_smt_order', { id })
        : refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'smt.no_work_order', { id });
    }
    return { field, id, ...found };
  }
}

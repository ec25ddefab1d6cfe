import { ErrorCode, TOPIC, WorkOrderStatus, type OrderKind } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException, badRequest } from '../../core/api/app.exception';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import { writeOutbox } from '../../core/events/outbox.writer';
import { lockRow, type Ctx } from './tx';
import { nextStatus, type OrderAction } from './work-order.state-machine';

export type { OrderKind };

const NOUN: Record<OrderKind, string> = { worder: 'a work order', reworder: 'a rework order' };
const MISSING: Record<OrderKind, number> = { worder: ErrorCode.NO_WORK_ORDER, reworder: ErrorCode.BAD_REQUEST };

/** Runs in an order action's transaction after its status is written (the line queue logs the operation). */
export type OrderActionHook = (m: EntityManager, kind: OrderKind, id: number, action: OrderAction, ctx: Ctx) => Promise<void>;

// push_up of each kind: the upstream table, its screen's route, and the ids of an order's upstream rows ($1 the order).
const UPSTREAM: Record<OrderKind, { route: string; table: string; ids: string }> = {
  worder: { route: '/icpp', table: 'icpp', ids: 'SELECT icpp_id FROM icpp_worder WHERE worder_id = $1' },
  reworder: { route: '/worder', table: 'worder', ids: 'SELECT worder_id FROM reworder WHERE id = $1' },
};

export type PushTarget = { route: string; id: number; fbillno: string; creater_display_name: string; created_at: Date; fnumber: string; fname: string };

// The status actions of work and rework orders (docs/state-machines.md): one transaction each, the order locked
// FOR UPDATE, the new status, a status-log row, an outbox entry `<kind>.<action>` and the hooks' writes (the line
// queue's operation log) together.
export class OrderActionsService {
  private readonly hooks: OrderActionHook[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly defs: Record<OrderKind, ResourceDef>,
  ) {}

  /** another module's part of every action (registered at start, before any call). */
  onAction(hook: OrderActionHook): void {
    this.hooks.push(hook);
  }

  async act(kind: OrderKind, action: OrderAction, id: number, ctx: Ctx): Promise<Row> {
    return this.ds.transaction(async (m) => {
      const order = await lockRow<Row>(m, kind, id, new AppException(MISSING[kind], `id: no ${kind} ${id}`, { field: 'id' }));
      const step = nextStatus(order.status as number, action, NOUN[kind]);
      if (!step.ok) throw badRequest('status', step.reason);
      if (step.to === WorkOrderStatus.WORKING) {
        // FOR SHARE: workflow/set_stations (FOR UPDATE) waits for this start, or this start waits for it.
        await m.query('SELECT id FROM workflow WHERE id = $1 FOR SHARE', [order.workflow_id]);
        const [{ n }] = (await m.query('SELECT count(*)::int AS n FROM workflow_station WHERE workflow_id = $1', [order.workflow_id])) as { n: number }[];
        if (n === 0) throw badRequest('workflow_id', `workflow ${String(order.workflow_id)} has no stations: set them before starting`);
      }
      await m.query(`UPDATE ${kind} SET status = $2, updated_at = now() WHERE id = $1`, [id, step.to]);
      await m.query(
        'INSERT INTO order_status_log (order_type, order_id, action, from_status, to_status, creater_id) VALUES ($1, $2, $3, $4, $5, $6)',
        [kind, id, action, step.from, step.to, ctx.userId],
      );
      await writeOutbox(m, TOPIC.orderAction(kind, action), { resource: kind, module: 'product_mgt', action, id, from: step.from, to: step.to, by: ctx.userId });
      for (const hook of this.hooks) await hook(m, kind, id, action, ctx);
      return this.resources.get(this.defs[kind], id, m);
    });
  }

  // The upstream documents a push-down modal offers. A work order's are the process plans it is joined to (icpp/join;
  // the production order, icmo, joins them when it exists); a rework order's is its original work order.
  async pushUp(kind: OrderKind, id: number): Promise<PushTarget[]> {
    await this.resources.get(this.defs[kind], id);
    const up = UPSTREAM[kind];
    return (await this.ds.query(
      `SELECT '${up.route}' AS route, t.id, t.fbillno, COALESCE(u.display_name, '') AS creater_display_name, t.created_at, p.fnumber, p.fname
       FROM ${up.table} t JOIN product p ON p.id = t.product_id LEFT JOIN users u ON u.id = t.creater_id
       WHERE t.id IN (${up.ids}) ORDER BY t.id`, [id],
    )) as PushTarget[];
  }
}

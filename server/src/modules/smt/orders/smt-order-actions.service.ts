import { IcppFreezeFlag, TOPIC, WorkOrderStatus, type IcppStatusCode } from '@mes/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException, badRequest } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { lockRow } from '../../product-mgt/tx';
import { nextStatus, type OrderAction } from '../../product-mgt/work-order.state-machine';
import { icppStatusOf } from '../plans/icpp-status';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { pushSelect, type Ctx, type PushTarget } from '../smt-kit';
import { writeOutbox } from '../../../core/events/outbox.writer';

// The status actions of SMT orders on the work orders' machine (docs/state-machines.md, "SMT orders"): one transaction
// each, the order FOR UPDATE, the new status, a status-log row, the outbox entry smt_order.<action>, the process
// plan's status and the line queue's operation log written together.
export class SmtOrderActionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly def: ResourceDef,
    private readonly scheduling: SchedulingService,
  ) {}

  async act(action: OrderAction, id: number, ctx: Ctx): Promise<Row> {
    return this.ds.transaction(async (m) => {
      const order = await lockRow<Row>(m, 'smt_order', id, new AppException(400, `id: no smt_order ${id}`, { field: 'id' }));
      const step = nextStatus(order.status as number, action, 'an SMT order');
      if (!step.ok) throw badRequest('status', step.reason);
      if (step.to === WorkOrderStatus.WORKING && order.icpp_id !== null) {
        const [plan] = (await m.query('SELECT fbillno, freeze_flag FROM icpp WHERE id = $1', [order.icpp_id])) as { fbillno: string; freeze_flag: number }[];
        if (plan.freeze_flag === IcppFreezeFlag.FROZEN) throw badRequest('icpp_id', `process plan ${plan.fbillno} is frozen: unfreeze it before starting`);
      }
      await m.query('UPDATE smt_order SET status = $2, updated_at = now() WHERE id = $1', [id, step.to]);
      await m.query(
        'INSERT INTO order_status_log (order_type, order_id, action, from_status, to_status, creater_id) VALUES ($1, $2, $3, $4, $5, $6)',
        ['smt_order', id, action, step.from, step.to, ctx.userId],
      );
      await writeOutbox(m, TOPIC.smtOrderAction(action), { resource: 'smt_order', module: 'product_mgt', action, id, from: step.from, to: step.to, by: ctx.userId, product_line_id: order.product_line_id as number });
      if (order.icpp_id !== null) await this.followPlan(m, order.icpp_id as number, ctx);
      await this.scheduling.orderAction(m, { smt_order_id: id }, action, ctx);
      return this.resources.get(this.def, id, m);
    });
  }

  // The plan's status follows its orders; a change is an outbox entry icpp.status.
  private async followPlan(m: EntityManager, icppId: number, ctx: Ctx): Promise<void> {
    const [plan] = (await m.query('SELECT status FROM icpp WHERE id = $1 FOR UPDATE', [icppId])) as { status: IcppStatusCode }[];
    const orders = (await m.query('SELECT status FROM smt_order WHERE icpp_id = $1', [icppId])) as { status: number }[];
    const next = icppStatusOf(orders.map((o) => o.status), plan.status);
    if (next === plan.status) return;
    await m.query('UPDATE icpp SET status = $2, updated_at = now() WHERE id = $1', [icppId, next]);
    await writeOutbox(m, TOPIC.icppStatus, { resource: 'icpp', module: 'product_mgt', action: 'status', id: icppId, from: plan.status, to: next, by: ctx.userId });
  }

  /** the process plan and the work order an SMT order comes from. */
  async pushUp(id: number): Promise<PushTarget[]> {
    const order = await this.resources.get(this.def, id);
    return (await this.ds.query(
      `SELECT ${pushSelect('/icpp')} FROM icpp t JOIN product p ON p.id = t.product_id LEFT JOIN users u ON u.id = t.creater_id WHERE t.id = $1
       UNION ALL SELECT ${pushSelect('/worder')} FROM worder t JOIN product p ON p.id = t.product_id LEFT JOIN users u ON u.id = t.creater_id WHERE t.id = $2`,
      [order.icpp_id, order.worder_id],
    )) as PushTarget[];
  }

  /** the feedings of an SMT order. */
  async pushDown(id: number): Promise<PushTarget[]> {
    await this.resources.get(this.def, id);
    return (await this.ds.query(
      `SELECT ${pushSelect('/work/smt_feeding')} FROM smt_feeding t JOIN smt_order o ON o.id = t.smt_order_id JOIN product p ON p.id = o.product_id
       LEFT JOIN users u ON u.id = t.creater_id WHERE t.smt_order_id = $1 ORDER BY t.id`, [id],
    )) as PushTarget[];
  }
}

import { IcppFreezeFlag, TOPIC, WorkOrderStatus, type IcppStatusCode } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef } from '../../../core/resource/resource.types';
import { defineMachine } from '../../../core/resource/state-machine';
import type { MachineBinding, MoveContext } from '../../../core/resource/state-machine.runner';
import { ORDER_ACTIONS, ORDER_DELETE_FROM, ORDER_TRANSITIONS, type OrderAction } from '../../product-mgt';
import { icppStatusOf } from '../plans/icpp-status';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { rows, run, sql } from '../../../core/db/sql';

const PLAN = sql('smt.order_plan', 'SELECT fbillno, freeze_flag FROM icpp WHERE id = $1');
const LOCK_PLAN = sql('smt.lock_plan_status', 'SELECT status FROM icpp WHERE id = $1 FOR UPDATE');
const PLAN_ORDERS = sql('smt.plan_order_statuses', 'SELECT status FROM smt_order WHERE icpp_id = $1');
const SET_PLAN_STATUS = sql('smt.set_plan_status', 'UPDATE icpp SET status = $2, updated_at = now() WHERE id = $1');

/** SMT orders run the work orders' moves (docs/state-machines.md, "SMT orders"). */
export const SMT_ORDER_MACHINE = defineMachine({
  statuses: WorkOrderStatus,
  actions: ORDER_ACTIONS,
  moves: ORDER_TRANSITIONS,
  deleteFrom: ORDER_DELETE_FROM,
});

// A frozen plan holds its orders: none starts.
async function planNotFrozen({ tx, row, to }: MoveContext<OrderAction>): Promise<void> {
  if (to !== WorkOrderStatus.WORKING || row.icpp_id === null) return;
  const [plan] = await rows(tx, PLAN, [row.icpp_id as number]);
  if (plan.freeze_flag === IcppFreezeFlag.FROZEN)
    throw refuse('icpp_id', 'smt.plan_frozen_before_start', { fbillno: plan.fbillno });
}

// The plan's status follows its orders; a change is an outbox entry icpp.status.
async function followPlan({ tx: db, row, ctx }: MoveContext<OrderAction>): Promise<void> {
  if (row.icpp_id === null) return;
  const icppId = row.icpp_id as number;
  const [plan] = await rows(db, LOCK_PLAN, [icppId]);
  const orders = await rows(db, PLAN_ORDERS, [icppId]);
  // icpp.status holds an IcppStatus code: only this hook and the plan's create write it
  const next = icppStatusOf(
    orders.map((o) => o.status),
    plan.status as IcppStatusCode,
  );
  if (next === plan.status) return;
  await run(db, SET_PLAN_STATUS, [icppId, next]);
  await writeOutbox(db, TOPIC.icppStatus, {
    resource: 'icpp',
    module: 'product_mgt',
    action: 'status',
    id: icppId,
    from: plan.status,
    to: next,
    by: ctx.userId,
  });
}

/**
 * The SMT order's machine bound for the engine's runner: the status-log row (`order_type` smt_order), the outbox entry
 * smt_order.<action> with the line, then the process plan's status and the line queue's operation log.
 */
export function smtOrderBinding(
  resources: ResourceService,
  def: ResourceDef,
  scheduling: SchedulingService,
): MachineBinding<OrderAction> {
  return {
    machine: SMT_ORDER_MACHINE,
    table: 'smt_order',
    noun: 'an SMT order',
    kind: 'smt_order',
    topic: TOPIC.smtOrderAction,
    module: 'product_mgt',
    statusLog: 'order_status_log',
    missing: (id) => refuse('id', 'smt.no_smt_order', { id }),
    guards: [planNotFrozen],
    effects: [
      followPlan,
      ({ tx, id, action, ctx }) => scheduling.orderAction(tx as never, { smt_order_id: id }, action, ctx),
    ],
    eventFields: (row) => ({ product_line_id: row.product_line_id }),
    answer: (tx, id) => resources.get(def, id, tx),
  };
}

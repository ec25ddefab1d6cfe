import { ErrorCode, TOPIC, WorkOrderStatus, type OrderKind } from '@mes/contracts';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { rows, run, sql, type Tx } from '../../core/db/sql';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import type { MachineBinding, MoveContext, StateMachineRunner } from '../../core/resource/state-machine.runner';
import type { Ctx } from './ctx';
import { WORK_ORDER_MACHINE, type OrderAction } from './work-order.state-machine';

export type { OrderKind };

const NOUN: Record<OrderKind, string> = { worder: 'a work order', reworder: 'a rework order' };
const MISSING: Record<OrderKind, number> = { worder: ErrorCode.NO_WORK_ORDER, reworder: ErrorCode.BAD_REQUEST };

/** Runs in an order action's transaction after its status is written (the line queue logs the operation). */
export type OrderActionHook = (tx: Tx, kind: OrderKind, id: number, action: OrderAction, ctx: Ctx) => Promise<void>;

const SHARE_WORKFLOW = sql('product-mgt.share_workflow', 'SELECT id FROM workflow WHERE id = $1 FOR SHARE');
const FLOW_STATIONS = sql(
  'product-mgt.order_flow_stations',
  'SELECT count(*)::int AS n FROM workflow_station WHERE workflow_id = $1',
  { notNull: ['n'] },
);

// Starting needs stations to route to. FOR SHARE: workflow/set_stations (FOR UPDATE) waits for this start, or this
// start waits for it.
async function workflowHasStations({ tx, row, to }: MoveContext<OrderAction>): Promise<void> {
  if (to !== WorkOrderStatus.WORKING) return;
  await run(tx, SHARE_WORKFLOW, [row.workflow_id as number]);
  const [{ n }] = await rows(tx, FLOW_STATIONS, [row.workflow_id as number]);
  if (n === 0) throw refuse('workflow_id', 'product.order_workflow_empty', { workflow: String(row.workflow_id) });
}

// The status actions of work and rework orders (docs/state-machines.md) on the engine's machine runner; another
// module's part of every action (the line queue's operation log) is an effect registered here.
export class OrderActionsService {
  readonly bindings: Record<OrderKind, MachineBinding<OrderAction>>;
  private readonly hooks: OrderActionHook[] = [];

  constructor(
    private readonly resources: ResourceService,
    private readonly defs: Record<OrderKind, ResourceDef>,
    private readonly runner: StateMachineRunner,
  ) {
    const bind = (kind: OrderKind): MachineBinding<OrderAction> => ({
      machine: WORK_ORDER_MACHINE,
      table: kind,
      noun: NOUN[kind],
      kind,
      topic: (action) => TOPIC.orderAction(kind, action),
      module: 'product_mgt',
      statusLog: 'order_status_log',
      missing: (id) => refuseAs(MISSING[kind], 'id', 'record.no_such', { resource: kind, id }),
      guards: [workflowHasStations],
      effects: [
        async ({ tx, id, action, ctx }) => {
          for (const hook of this.hooks) await hook(tx, kind, id, action, ctx);
        },
      ],
      answer: (tx, id) => this.resources.get(this.defs[kind], id, tx),
    });
    this.bindings = { worder: bind('worder'), reworder: bind('reworder') };
  }

  /** another module's part of every action (registered at start, before any call). */
  onAction(hook: OrderActionHook): void {
    this.hooks.push(hook);
  }

  async act(kind: OrderKind, action: OrderAction, id: number, ctx: Ctx): Promise<Row> {
    return this.runner.run(this.bindings[kind], action, id, ctx);
  }

  // The upstream documents a push-down modal offers. A work order's are the process plans it is joined to (icpp/join;
  // the production order, icmo, joins them when it exists); a rework order's is its original work order.
}

import { KANBAN_BOARD_CALLS, type CallDecl, type CallParsed } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { DEFAULT_HOURS, hourSeries, order, orders, orderStats, orderWip, productLines } from './kanban-boards';
import { ACTIVE_STATUSES, planOrderIds } from './kanban-data.queries';
import { permissionOf, type KanbanKit } from './kanban.deps';
import { packageBoxes } from './kanban-package.queries';
import { SMT_ACTIVE, smtHourData, smtOrder, smtOrders, steelMeshOfPlan } from './kanban-smt.queries';

const ALL_STATUSES = [0, 1, 2, 3, 4, 5];

// The kanban data calls of 001 §7, declared in contracts/src/calls/kanban.ts: a screen (X-Screen-Token) or a user with
// the call's permission may read them (admitted before the body is read). v1 and v2 paths reach the same call.
export function registerKanbanDataCalls(registry: ResourceRegistry, d: KanbanKit): void {
  const serve = <D extends CallDecl>(decl: D, run: (b: CallParsed<D>) => Promise<unknown>) =>
    implementCall(registry, decl, (b) => run(b), {
      public: true,
      admit: async (ctx) => {
        await d.callers.of(ctx, permissionOf(decl.path), { screen: true });
      },
    });
  const B = KANBAN_BOARD_CALLS;

  serve(B.productLines, (b) =>
    productLines(d.pool, { lineType: b.line_type ?? null, worderType: b.worder_type ?? null }),
  );
  serve(B.orders, (b) => orders(d.pool, { statuses: b.status ?? ACTIVE_STATUSES, productLineId: b.product_line_id }));
  for (const decl of [B.order, B.orderAlias]) serve(decl, (b) => order(d.pool, b.worder_id, b.hours ?? DEFAULT_HOURS));
  serve(B.ordersOfPlan, async (b) => {
    const ids = await planOrderIds(d.pool, b.icpp_id);
    return orders(d.pool, { ids, statuses: b.status ?? ALL_STATUSES });
  });
  serve(B.orderStats, (b) =>
    orderStats(d.pool, { statuses: b.status ?? ACTIVE_STATUSES, productLineId: b.product_line_id, ids: b.worder_ids }),
  );
  serve(B.hourSeries, (b) =>
    hourSeries(d.pool, { lineId: b.product_line_id, worderId: b.worder_id }, b.hours ?? DEFAULT_HOURS),
  );
  serve(B.orderWip, (b) => orderWip(d.pool, b.product_line_id));

  serve(B.smtOrders, (b) => smtOrders(d.pool, { statuses: b.status ?? SMT_ACTIVE, productLineId: b.product_line_id }));
  for (const decl of [B.smtOrder, B.smtOrderAlias]) serve(decl, (b) => smtOrder(d.pool, b.smt_order_id));
  serve(B.steelMeshes, (b) => steelMeshOfPlan(d.pool, b.icpp_id));
  serve(B.smtHours, (b) => smtHourData(d.pool, b.smt_order_id, b.hours ?? DEFAULT_HOURS));
  serve(B.packages, (b) => packageBoxes(d.pool, b.worder_id ?? null));
}

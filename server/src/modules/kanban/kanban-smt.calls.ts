import { refuse } from '../../core/api/app.exception';
import { idField } from '../../core/api/call-input';
import type pg from 'pg';
import { SMT_ACTIVE, smtHourData, smtOrder, smtOrders, steelMeshOfPlan } from './kanban-smt.queries';

type Body = Record<string, unknown>;
type Call = (path: string, fields: string[], summary: string, handler: (body: Body) => Promise<unknown>) => void;
type Helpers = {
  pool: pg.Pool;
  optionalId: (b: Body, field: string) => number | undefined;
  hoursOf: (b: Body) => number;
};

function smtStatuses(body: Body): number[] {
  const s = body.status;
  if (s === undefined) return SMT_ACTIVE;
  const list = Array.isArray(s) ? s : [s];
  if (list.length === 0 || !list.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 5)) {
    throw refuse('status', 'kanban.status_codes');
  }
  return list as number[];
}

// The SMT boards' calls (docs/api.md, "Board data"): v1 and v2 paths reach the same call.
export function registerSmtBoardCalls(call: Call, h: Helpers): void {
  call(
    'kanban/smt_order/list',
    ['product_line_id', 'status'],
    'SMT orders (default ready, working, paused) with their feeding and slot progress: { list, total }',
    async (body) =>
      smtOrders(h.pool, { statuses: smtStatuses(body), productLineId: h.optionalId(body, 'product_line_id') }),
  );
  for (const path of ['kanban/smt_order', 'kanban/smt_order/smt_order']) {
    call(
      path,
      ['smt_order_id'],
      'one SMT order with its feeding, every slot (expected material, reel, verdict, locked) and progress',
      async (body) => smtOrder(h.pool, idField(body, 'smt_order_id')),
    );
  }
  call(
    'kanban/smt_order/steel_mesh_by_icpp',
    ['icpp_id'],
    'the steel meshes of a process plan: { list, total }',
    async (body) => steelMeshOfPlan(h.pool, idField(body, 'icpp_id')),
  );
  call(
    'kanban/smt_order/hour_data',
    ['smt_order_id', 'hours'],
    "the SMT order's line per hour (output, pass, fail) with the order's reel scans and failures: { product_line_id, hours }",
    async (body) => smtHourData(h.pool, idField(body, 'smt_order_id'), h.hoursOf(body)),
  );
}

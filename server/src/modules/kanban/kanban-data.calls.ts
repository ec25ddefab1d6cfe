import { refuse } from '../../core/api/app.exception';
import { idField, idsField, onlyFields, textField } from '../../core/api/call-input';
import type { CallContext, ResourceRegistry } from '../../core/resource/resource.registry';
import { WORDER_TYPE } from './binding-target';
import { DEFAULT_HOURS, hourSeries, order, orders, orderStats, orderWip, productLines } from './kanban-boards';
import { ACTIVE_STATUSES, planOrderIds, type OrderFilter } from './kanban-data.queries';
import { permissionOf, type KanbanDeps } from './kanban.deps';
import { registerSmtBoardCalls } from './kanban-smt.calls';
import { registerPackageBoardCalls } from './kanban-package.calls';

const MAX_HOURS = 72;

const optionalId = (body: Record<string, unknown>, field: string) =>
  body[field] === undefined ? undefined : idField(body, field);

const ALL_STATUSES = [0, 1, 2, 3, 4, 5];

function statusesOf(body: Record<string, unknown>, byDefault = ACTIVE_STATUSES): number[] {
  const s = body.status;
  if (s === undefined) return byDefault;
  const list = Array.isArray(s) ? s : [s];
  if (list.length === 0 || !list.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 5)) {
    throw refuse('status', 'kanban.status_codes');
  }
  return list as number[];
}

function hoursOf(body: Record<string, unknown>): number {
  const h = body.hours;
  if (h === undefined) return DEFAULT_HOURS;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < 1 || h > MAX_HOURS)
    throw refuse('hours', 'kanban.hours', { max: MAX_HOURS });
  return h;
}

function orderFilter(body: Record<string, unknown>): OrderFilter {
  return {
    statuses: statusesOf(body),
    productLineId: optionalId(body, 'product_line_id'),
    ids: body.worder_ids === undefined ? undefined : idsField(body, 'worder_ids', 500),
  };
}

// The kanban data calls of 001 §7: a screen (X-Screen-Token) or a user with the call's permission may read them.
// v1 and v2 paths reach the same call (the dispatcher serves both versions from one table).
export function registerKanbanDataCalls(registry: ResourceRegistry, d: KanbanDeps): void {
  const call = (
    path: string,
    fields: string[],
    summary: string,
    handler: (body: Record<string, unknown>) => Promise<unknown>,
  ) =>
    registry.registerExtra({
      path,
      permission: permissionOf(path),
      public: true,
      summary: `${summary} (a screen token or a user)`,
      handler: async (body, ctx: CallContext) => {
        await d.callers.of(ctx, permissionOf(path), { screen: true });
        onlyFields(body, fields);
        return handler(body);
      },
    });

  call(
    'kanban/product_line/list',
    ['line_type', 'worder_type'],
    "lines (of an order type: smt_order the SMT lines, others the rest and SMT lines with a working work order) with line_type, today's output, pass, fail, yield, FPY and WIP: { list, total }",
    async (body) => {
      const t = body.line_type;
      if (t !== undefined && t !== 'smt' && t !== 'assembly') throw refuse('line_type', 'kanban.line_type');
      const worderType = textField(body, 'worder_type', 32, true) ?? null;
      if (worderType !== null && !WORDER_TYPE.test(worderType)) throw refuse('worder_type', 'kanban.worder_type');
      return productLines(d.pool, { lineType: (t as string | undefined) ?? null, worderType });
    },
  );
  call(
    'kanban/worder/list',
    ['product_line_id', 'status'],
    'working and paused orders (or status) with progress, WIP and FPY: { list, total }',
    async (body) => orders(d.pool, orderFilter(body)),
  );
  for (const path of ['kanban/worder', 'kanban/worder/worder']) {
    call(
      path,
      ['worder_id', 'hours'],
      "one order: progress, stations in flow order with counters, its line's output per hour",
      async (body) => order(d.pool, idField(body, 'worder_id'), hoursOf(body)),
    );
  }
  call(
    'kanban/worder/worder_by_icpp',
    ['icpp_id', 'status'],
    'the work orders joined to a process plan (any status, or status) with progress, WIP and FPY: { list, total }',
    async (body) => {
      const ids = await planOrderIds(d.pool, idField(body, 'icpp_id'));
      return orders(d.pool, { ids, statuses: statusesOf(body, ALL_STATUSES) });
    },
  );
  call(
    'kanban/worder_stat/list',
    ['product_line_id', 'status', 'worder_ids'],
    'per-order started, finished, failed, pass, fail and FPY: { list, total }',
    async (body) => orderStats(d.pool, orderFilter(body)),
  );
  call(
    'kanban/worder_stat/time',
    ['product_line_id', 'worder_id', 'hours'],
    'output, pass and fail per hour for the last hours (default 12) of a line, an order or all lines: { hours }',
    async (body) => {
      if (body.product_line_id !== undefined && body.worder_id !== undefined)
        throw refuse('worder_id', 'kanban.line_or_worder');
      return hourSeries(
        d.pool,
        { lineId: optionalId(body, 'product_line_id'), worderId: optionalId(body, 'worder_id') },
        hoursOf(body),
      );
    },
  );
  call(
    'kanban/order_wip/list',
    ['product_line_id'],
    'WIP of the working and paused orders per station of their flow: { list, total }',
    async (body) => orderWip(d.pool, optionalId(body, 'product_line_id')),
  );

  registerSmtBoardCalls(call, { optionalId, hoursOf, pool: d.pool });
  registerPackageBoardCalls(call, { optionalId, pool: d.pool });
}

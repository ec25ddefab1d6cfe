import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';

// The kanban's board data (001 §7, docs/api.md "Board data"): a screen (X-Screen-Token) or a user with the call's
// permission reads them; the server admits the caller before it reads the body. Served under v1 and v2 alike. The
// boards read the answers field by field (kanban/src/lists, boards), so an answer is typed as its rows.

type Row = Record<string, unknown>;
/** a list the boards show: its rows and how many */
export type BoardList<R = Row> = { list: R[]; total: number };

/** a box on the package board */
export type PackageBox = {
  id: number;
  fnumber: string;
  fqty: number;
  capacity: number;
  status: number;
  weight: number | null;
};
/** an order being packed, with its boxes */
export type PackageOrder = { worder_id: number; fbillno: string; product: string; boxes: PackageBox[] };

/** how many hours a board's hourly series may reach back */
export const KANBAN_MAX_HOURS = 72;
/** a work order type a product-line board is bound to: letters, digits, _ or - */
export const WORDER_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

/** one order status 0..5, or a non-empty list of them (the boards' default when absent) */
const statuses = () => {
  const c = coded('kanban.status_codes');
  return z
    .union([z.number(c), z.array(z.number(c), c)], c)
    .refine((s) => {
      const list = Array.isArray(s) ? s : [s];
      return list.length > 0 && list.every((x) => Number.isInteger(x) && x >= 0 && x <= 5);
    }, c)
    .transform((s) => (Array.isArray(s) ? s : [s]));
};
const hours = () => {
  const c = coded('kanban.hours', { max: KANBAN_MAX_HOURS });
  return z.number(c).int(c).min(1, c).max(KANBAN_MAX_HOURS, c);
};
const worderType = () => field.text(32).refine((t) => WORDER_TYPE.test(t), coded('kanban.worder_type'));

const line = field.id().optional();
const orderFilter = { product_line_id: line, status: statuses().optional() };

const board =
  <A>() =>
  <I extends z.ZodType>(path: string, summary: string, input: I) =>
    declareCall<A>()({ path, summary: `${summary} (a screen token or a user)`, input });

const orderOne = field.object({ worder_id: field.id(), hours: hours().optional() });
const smtOrderOne = field.object({ smt_order_id: field.id() });

export const KANBAN_BOARD_CALLS = {
  productLines: board<BoardList>()(
    'kanban/product_line/list',
    "lines (of an order type: smt_order the SMT lines, others the rest and SMT lines with a working work order) with line_type, today's output, pass, fail, yield, FPY and WIP: { list, total }",
    field.object({
      line_type: field.oneOf(['smt', 'assembly'], 'kanban.line_type').optional(),
      worder_type: worderType().optional(),
    }),
  ),
  orders: board<BoardList>()(
    'kanban/worder/list',
    'working and paused orders (or status) with progress, WIP and FPY: { list, total }',
    field.object(orderFilter),
  ),
  order: board<Row>()(
    'kanban/worder',
    "one order: progress, stations in flow order with counters, its line's output per hour",
    orderOne,
  ),
  orderAlias: board<Row>()(
    'kanban/worder/worder',
    "one order: progress, stations in flow order with counters, its line's output per hour",
    orderOne,
  ),
  ordersOfPlan: board<BoardList>()(
    'kanban/worder/worder_by_icpp',
    'the work orders joined to a process plan (any status, or status) with progress, WIP and FPY: { list, total }',
    field.object({ icpp_id: field.id(), status: statuses().optional() }),
  ),
  orderStats: board<BoardList>()(
    'kanban/worder_stat/list',
    'per-order started, finished, failed, pass, fail and FPY: { list, total }',
    field.object({ ...orderFilter, worder_ids: field.ids(500).optional() }),
  ),
  hourSeries: board<{ hours: Row[] }>()(
    'kanban/worder_stat/time',
    'output, pass and fail per hour for the last hours (default 12) of a line, an order or all lines: { hours }',
    field
      .object({ product_line_id: line, worder_id: field.id().optional(), hours: hours().optional() })
      .refine(
        ...rule<{ product_line_id?: number; worder_id?: number }>(
          (b) => b.product_line_id === undefined || b.worder_id === undefined,
          'worder_id',
          'kanban.line_or_worder',
        ),
      ),
  ),
  orderWip: board<BoardList>()(
    'kanban/order_wip/list',
    'WIP of the working and paused orders per station of their flow: { list, total }',
    field.object({ product_line_id: line }),
  ),
  smtOrders: board<BoardList>()(
    'kanban/smt_order/list',
    'SMT orders (default ready, working, paused) with their feeding and slot progress: { list, total }',
    field.object(orderFilter),
  ),
  smtOrder: board<Row>()(
    'kanban/smt_order',
    'one SMT order with its feeding, every slot (expected material, reel, verdict, locked) and progress',
    smtOrderOne,
  ),
  smtOrderAlias: board<Row>()(
    'kanban/smt_order/smt_order',
    'one SMT order with its feeding, every slot (expected material, reel, verdict, locked) and progress',
    smtOrderOne,
  ),
  steelMeshes: board<BoardList>()(
    'kanban/smt_order/steel_mesh_by_icpp',
    'the steel meshes of a process plan: { list, total }',
    field.object({ icpp_id: field.id() }),
  ),
  smtHours: board<{ product_line_id: number; hours: Row[] }>()(
    'kanban/smt_order/hour_data',
    "the SMT order's line per hour (output, pass, fail) with the order's reel scans and failures: { product_line_id, hours }",
    field.object({ smt_order_id: field.id(), hours: hours().optional() }),
  ),
  packages: board<BoardList<PackageOrder>>()(
    'kanban/package/list',
    'orders being packed with their boxes (status 1 packing, 2 packed): { list: [{ worder_id, fbillno, product, boxes }], total }',
    field.object({ worder_id: field.id().optional() }),
  ),
};

import type { StationCounters } from '@mes/contracts';
import type pg from 'pg';
import { rows, sql, type RowOf } from '../../core/db/sql';

// Read models of the kanban boards, from the projections (proj_station_stat, proj_line_hour, proj_worder_progress).
export const ACTIVE_STATUSES = [2, 3]; // working, paused
export const MAX_ORDERS = 500;
const HOUR_MS = 3600_000;

export type HourRow = { hour: string; output: number; pass: number; fail: number };
/** A station's counters of one order as the boards sum them (the projection row without its rev). */
export type StationStat = Omit<StationCounters, 'rev'>;
export type OrderRow = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_line_id: number;
  workflow_id: number;
  plan_start_at: Date | null;
  plan_end_at: Date | null;
  product: { id: number; fnumber: string; fname: string };
  product_line: { id: number; fnumber: string; fname: string; line_type: string };
  started: number;
  finished: number;
  failed: number;
  last_report_at: Date | null;
};

/** Rolled first-pass yield: the product over the stations of first_pass_pass / first_pass_total; null before any report. */
export function rolledYield(rows: { first_pass_total: number; first_pass_pass: number }[]): number | null {
  const seen = rows.filter((r) => r.first_pass_total > 0);
  if (seen.length === 0) return null;
  return round4(seen.reduce((y, r) => y * (r.first_pass_pass / r.first_pass_total), 1));
}

export const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The start of today in the server's local time (like the shifts). */
export function todayStart(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The last `hours` hour slots up to the current one, oldest first, each filled from rows (zeros where none). */
export function fillHours(rows: HourRow[], hours: number, now = Date.now()): HourRow[] {
  const byHour = new Map(rows.map((r) => [r.hour, r]));
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  return Array.from({ length: hours }, (_, i) => {
    const hour = `${new Date(current - (hours - 1 - i) * HOUR_MS).toISOString().slice(0, 13)}:00:00Z`;
    return byHour.get(hour) ?? { hour, output: 0, pass: 0, fail: 0 };
  });
}

export function sinceHours(hours: number, now = Date.now()): string {
  return new Date(Math.floor(now / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS).toISOString();
}

// Hours are answered as \`YYYY-MM-DDTHH:00:00Z\` (UTC) text.
const LINE_HOURS = sql(
  'kanban.line_hours',
  `SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, sum(output)::int AS output, sum(pass)::int AS pass, sum(fail)::int AS fail
     FROM proj_line_hour WHERE hour >= $1 AND ($2::int IS NULL OR product_line_id = $2) GROUP BY hour ORDER BY hour`,
  { notNull: ['hour', 'output', 'pass', 'fail'] },
);
const WORDER_HOURS = sql(
  'kanban.worder_hours',
  `SELECT to_char(date_trunc('hour', l.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour,
       count(*) FILTER (WHERE l.result = 1 AND l.seq = m.last_seq)::int AS output,
       count(*) FILTER (WHERE l.result = 1)::int AS pass, count(*) FILTER (WHERE l.result = 2)::int AS fail
     FROM station_log l JOIN (SELECT workflow_id, max(seq) AS last_seq FROM workflow_station GROUP BY workflow_id) m ON m.workflow_id = l.workflow_id
     WHERE l.worder_id = $1 AND l.created_at >= $2 GROUP BY 1 ORDER BY 1`,
  { notNull: ['hour', 'output', 'pass', 'fail'] },
);

export async function lineHourRows(pool: pg.Pool, lineId: number | null, since: string): Promise<HourRow[]> {
  return rows(pool, LINE_HOURS, [since, lineId]);
}

/** An order's hours come from its station reports: output is a pass at the last step of the flow the SN followed. */
export async function worderHourRows(pool: pg.Pool, worderId: number, since: string): Promise<HourRow[]> {
  return rows(pool, WORDER_HOURS, [worderId, since]);
}

/** Which lines a product-line board lists: SMT orders run on the SMT lines; any other order type (production orders)
 * on the other lines, and on an SMT line while a work order is working on it. */
export type LineFilter = { lineType: string | null; worderType: string | null };
export const SMT_ORDER_TYPE = 'smt_order';

// 'smt_order' is SMT_ORDER_TYPE
const LINES = sql(
  'kanban.lines',
  `SELECT pl.id, pl.fnumber, pl.fname, pl.line_type, COALESCE(h.output, 0)::int AS output, COALESCE(h.pass, 0)::int AS pass,
       COALESCE(h.fail, 0)::int AS fail, COALESCE(o.n, 0)::int AS working_orders
     FROM product_line pl
     LEFT JOIN (SELECT product_line_id, sum(output) AS output, sum(pass) AS pass, sum(fail) AS fail FROM proj_line_hour
                WHERE hour >= $1 GROUP BY product_line_id) h ON h.product_line_id = pl.id
     LEFT JOIN (SELECT product_line_id, count(*) AS n FROM worder WHERE status = 2 GROUP BY product_line_id) o ON o.product_line_id = pl.id
     WHERE NOT pl.disabled AND ($2::varchar IS NULL OR pl.line_type = $2)
       AND ($3::varchar IS NULL OR ($3 = 'smt_order') = (pl.line_type = 'smt') OR ($3 <> 'smt_order' AND COALESCE(o.n, 0) > 0))
     ORDER BY pl.id`,
  { notNull: ['output', 'pass', 'fail', 'working_orders'] },
);

export async function lineRows(pool: pg.Pool, f: LineFilter): Promise<RowOf<'kanban.lines'>[]> {
  return rows(pool, LINES, [todayStart().toISOString(), f.lineType, f.worderType]);
}

const ACTIVE_LINE_STATIONS = sql(
  'kanban.active_line_stations',
  `SELECT w.product_line_id, s.station_id, 0 AS worder_id, sum(s.pass)::int AS pass, sum(s.fail)::int AS fail,
       sum(s.first_pass_total)::int AS first_pass_total, sum(s.first_pass_pass)::int AS first_pass_pass, sum(s.wip)::int AS wip
     FROM proj_station_stat s JOIN worder w ON w.id = s.worder_id WHERE w.status = ANY($1) GROUP BY w.product_line_id, s.station_id`,
  { notNull: ['worder_id', 'pass', 'fail', 'first_pass_total', 'first_pass_pass', 'wip'] },
);

/** Station counters of the active orders, summed per (line, station). */
export async function activeLineStations(pool: pg.Pool): Promise<(StationStat & { product_line_id: number })[]> {
  return rows(pool, ACTIVE_LINE_STATIONS, [ACTIVE_STATUSES]);
}

export type OrderFilter = { ids?: number[]; statuses: number[]; productLineId?: number };

const PLAN_ORDER_IDS = sql('kanban.plan_order_ids', 'SELECT worder_id FROM icpp_worder WHERE icpp_id = $1');

/** The work orders joined to a process plan (icpp_worder); none for a plan that does not exist. */
export async function planOrderIds(pool: pg.Pool, icppId: number): Promise<number[]> {
  return (await rows(pool, PLAN_ORDER_IDS, [icppId])).map((r) => r.worder_id);
}

// at most 500 orders (MAX_ORDERS)
const ORDERS = sql(
  'kanban.orders',
  `SELECT w.id, w.fbillno, w.fqty, w.status::int AS status, w.product_line_id, w.workflow_id, w.plan_start_at, w.plan_end_at,
       json_build_object('id', p.id, 'fnumber', p.fnumber, 'fname', p.fname) AS product,
       json_build_object('id', pl.id, 'fnumber', pl.fnumber, 'fname', pl.fname, 'line_type', pl.line_type) AS product_line,
       COALESCE(g.started, 0) AS started, COALESCE(g.finished, 0) AS finished, COALESCE(g.failed, 0) AS failed, g.last_report_at
     FROM worder w JOIN product p ON p.id = w.product_id JOIN product_line pl ON pl.id = w.product_line_id
     LEFT JOIN proj_worder_progress g ON g.worder_id = w.id
     WHERE ($1::int[] IS NULL OR w.id = ANY($1)) AND w.status = ANY($2) AND ($3::int IS NULL OR w.product_line_id = $3)
     ORDER BY w.status, w.id DESC LIMIT 500`,
  { notNull: ['status', 'product', 'product_line', 'started', 'finished', 'failed'] },
);

export async function orderRows(pool: pg.Pool, f: OrderFilter): Promise<OrderRow[]> {
  const found = await rows(pool, ORDERS, [f.ids ?? null, f.statuses, f.productLineId ?? null]);
  // product and product_line are json_build_object of the joined rows' columns: objects of these keys
  return found.map((r) => ({
    ...r,
    product: r.product as OrderRow['product'],
    product_line: r.product_line as OrderRow['product_line'],
  }));
}

const STATION_STATS = sql(
  'kanban.station_stats',
  `SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip FROM proj_station_stat WHERE worder_id = ANY($1)`,
);

export async function stationStats(pool: pg.Pool, worderIds: number[]): Promise<StationStat[]> {
  if (worderIds.length === 0) return [];
  return rows(pool, STATION_STATS, [worderIds]);
}

export type FlowStation = { worder_id: number; seq: number; station_id: number; fnumber: string; fname: string };

const FLOW_STATIONS = sql(
  'kanban.flow_stations',
  `SELECT w.id AS worder_id, ws.seq, s.id AS station_id, s.fnumber, s.fname FROM worder w
     JOIN workflow_station ws ON ws.workflow_id = w.workflow_id JOIN station s ON s.id = ws.station_id
     WHERE w.id = ANY($1) ORDER BY w.id, ws.seq`,
);

/** The stations of each order's workflow, in flow order. */
export async function flowStations(pool: pg.Pool, worderIds: number[]): Promise<FlowStation[]> {
  if (worderIds.length === 0) return [];
  return rows(pool, FLOW_STATIONS, [worderIds]);
}

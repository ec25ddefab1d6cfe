import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { run } from '../../core/db/sql';
import { LINE_EXISTS } from './binding-target';
import { refuseAs } from '../../core/api/app.exception';
import {
  activeLineStations,
  fillHours,
  flowStations,
  lineHourRows,
  lineRows,
  orderRows,
  rolledYield,
  round4,
  sinceHours,
  stationStats,
  worderHourRows,
  type HourRow,
  type LineFilter,
  type OrderFilter,
  type OrderRow,
  type StationStat,
} from './kanban-data.queries';

export const DEFAULT_HOURS = 12;
const sum = (rows: StationStat[], k: 'pass' | 'fail' | 'wip') => rows.reduce((n, r) => n + r[k], 0);

function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

/** One order as the boards show it: progress (finished of fqty), report counters over its stations, WIP and FPY. */
export function orderSummary(o: OrderRow, stats: StationStat[]) {
  return {
    id: o.id,
    worder_id: o.id,
    fbillno: o.fbillno,
    fqty: o.fqty,
    status: o.status,
    product_line_id: o.product_line_id,
    workflow_id: o.workflow_id,
    plan_start_at: o.plan_start_at,
    plan_end_at: o.plan_end_at,
    product: o.product,
    product_line: o.product_line,
    progress: {
      started: o.started,
      finished: o.finished,
      failed: o.failed,
      last_report_at: o.last_report_at,
      rate: o.fqty > 0 ? round4(Math.min(1, o.finished / o.fqty)) : 0,
    },
    pass: sum(stats, 'pass'),
    fail: sum(stats, 'fail'),
    wip: sum(stats, 'wip'),
    fpy: rolledYield(stats),
  };
}

export async function productLines(pool: pg.Pool, filter: LineFilter) {
  const [lines, stations] = await Promise.all([lineRows(pool, filter), activeLineStations(pool)]);
  const byLine = groupBy(stations, (s) => s.product_line_id);
  const list = lines.map((l) => {
    const st = byLine.get(l.id) ?? [];
    const reports = l.pass + l.fail;
    return { ...l, yield: reports > 0 ? round4(l.pass / reports) : null, fpy: rolledYield(st), wip: sum(st, 'wip') };
  });
  return { list, total: list.length };
}

export async function orders(pool: pg.Pool, filter: OrderFilter) {
  const rows = await orderRows(pool, filter);
  const stats = groupBy(
    await stationStats(
      pool,
      rows.map((r) => r.id),
    ),
    (s) => s.worder_id,
  );
  const list = rows.map((o) => orderSummary(o, stats.get(o.id) ?? []));
  return { list, total: list.length };
}

/** One order: its summary, the counters of every station of its flow in order, and its line's output per hour. */
export async function order(pool: pg.Pool, worderId: number, hours = DEFAULT_HOURS) {
  const [row] = await orderRows(pool, { ids: [worderId], statuses: [0, 1, 2, 3, 4, 5] });
  if (!row) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'kanban.no_work_order', { id: worderId });
  const [stats, flow, lineHours] = await Promise.all([
    stationStats(pool, [worderId]),
    flowStations(pool, [worderId]),
    lineHourRows(pool, row.product_line_id, sinceHours(hours)),
  ]);
  const byStation = new Map(stats.map((s) => [s.station_id, s]));
  const stations = flow.map((f) => {
    const s = byStation.get(f.station_id);
    const c = {
      pass: s?.pass ?? 0,
      fail: s?.fail ?? 0,
      wip: s?.wip ?? 0,
      first_pass_total: s?.first_pass_total ?? 0,
      first_pass_pass: s?.first_pass_pass ?? 0,
    };
    return { seq: f.seq, station_id: f.station_id, fnumber: f.fnumber, fname: f.fname, ...c, fpy: rolledYield([c]) };
  });
  return { ...orderSummary(row, stats), stations, hours: fillHours(lineHours, hours) };
}

export async function orderStats(pool: pg.Pool, filter: OrderFilter) {
  const { list } = await orders(pool, filter);
  const stats = list.map((o) => ({
    worder_id: o.id,
    fbillno: o.fbillno,
    fqty: o.fqty,
    status: o.status,
    product_line_id: o.product_line_id,
    started: o.progress.started,
    finished: o.progress.finished,
    failed: o.progress.failed,
    pass: o.pass,
    fail: o.fail,
    fpy: o.fpy,
  }));
  return { list: stats, total: stats.length };
}

export async function hourSeries(
  pool: pg.Pool,
  target: { lineId?: number; worderId?: number },
  hours: number,
): Promise<{ hours: HourRow[] }> {
  const since = sinceHours(hours);
  let rows: HourRow[];
  if (target.worderId !== undefined) {
    const [o] = await orderRows(pool, { ids: [target.worderId], statuses: [0, 1, 2, 3, 4, 5] });
    if (!o) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'kanban.no_work_order', { id: target.worderId });
    rows = await worderHourRows(pool, target.worderId, since);
  } else {
    if (target.lineId !== undefined) {
      if (!(await run(pool, LINE_EXISTS, [target.lineId])))
        throw refuseAs(ErrorCode.NO_PRODUCT_LINE, 'product_line_id', 'kanban.no_product_line', { id: target.lineId });
    }
    rows = await lineHourRows(pool, target.lineId ?? null, since);
  }
  return { hours: fillHours(rows, hours) };
}

/** WIP of the active orders, per station of each order's flow. */
export async function orderWip(pool: pg.Pool, productLineId?: number) {
  const rows = await orderRows(pool, { statuses: [2, 3], productLineId });
  const ids = rows.map((r) => r.id);
  const [stats, flow] = await Promise.all([stationStats(pool, ids), flowStations(pool, ids)]);
  const wip = new Map(stats.map((s) => [`${s.worder_id}:${s.station_id}`, s.wip]));
  const flows = groupBy(flow, (f) => f.worder_id);
  const byOrder = groupBy(stats, (s) => s.worder_id);
  const list = rows.map((o) => ({
    worder_id: o.id,
    fbillno: o.fbillno,
    fqty: o.fqty,
    status: o.status,
    product_line_id: o.product_line_id,
    product: o.product,
    wip: sum(byOrder.get(o.id) ?? [], 'wip'),
    stations: (flows.get(o.id) ?? []).map((f) => ({
      seq: f.seq,
      station_id: f.station_id,
      fnumber: f.fnumber,
      fname: f.fname,
      wip: wip.get(`${f.worder_id}:${f.station_id}`) ?? 0,
    })),
  }));
  return { list, total: list.length };
}

import type pg from 'pg';
import { rows, sql } from '../../core/db/sql';
import { PARETO_NO_ITEM, type DashboardData } from '@mes/contracts';

// The supervisor dashboard's figures for a time range, optionally narrowed to a line, a station and an order. Output
// per hour reads the projection the boards use (proj_line_hour); first-pass yield, the defect Pareto and the orders
// at a station read station_log over the range (indexed by created_at); WIP reads sn_state now. When the statistics
// rollups (issue 18, v1 stat calls) land, each block can switch to them without changing this answer's shape.

export type DashboardScope = { from: Date; to: Date; lineId: number | null; stationId: number | null };
type LineFigure = DashboardData['lines'][number];
type HourPoint = DashboardData['hours'][number];
type StationFpy = DashboardData['fpy'][number];
type WipStage = DashboardData['wip'][number];
type ParetoBar = DashboardData['pareto'][number];
type OrderAtStation = DashboardData['orders'][number];

const ACTIVE = [2, 3]; // work orders working or paused
/** a fail report whose test items name no failing item */
export const NO_ITEM_CODE = PARETO_NO_ITEM;

const num = (v: unknown) => Number(v ?? 0);
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

const LINES = sql(
  'dashboard.lines',
  `SELECT pl.id, pl.fnumber, pl.fname, COALESCE(sum(h.output), 0) AS output, COALESCE(sum(h.pass), 0) AS pass,
         COALESCE(sum(h.fail), 0) AS fail
       FROM product_line pl LEFT JOIN proj_line_hour h ON h.product_line_id = pl.id AND h.hour >= date_trunc('hour', $1::timestamptz) AND h.hour < $2
       GROUP BY pl.id ORDER BY pl.fnumber`,
  { notNull: ['output', 'pass', 'fail'] },
);
const HOURS = sql(
  'dashboard.hours',
  `WITH hs AS (SELECT generate_series(date_trunc('hour', $1::timestamptz), $2::timestamptz - interval '1 second', interval '1 hour') AS hour)
       SELECT to_char(hs.hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour,
         (SELECT COALESCE(sum(p.output), 0) FROM proj_line_hour p WHERE p.hour = hs.hour AND ($3::int IS NULL OR p.product_line_id = $3)) AS output,
         (SELECT COALESCE(sum(p.pass), 0) FROM proj_line_hour p WHERE p.hour = hs.hour AND ($3::int IS NULL OR p.product_line_id = $3)) AS pass,
         (SELECT COALESCE(sum(p.fail), 0) FROM proj_line_hour p WHERE p.hour = hs.hour AND ($3::int IS NULL OR p.product_line_id = $3)) AS fail,
         (SELECT COALESCE(sum(w.fqty * extract(epoch FROM least(hs.hour + interval '1 hour', w.plan_end_at) - greatest(hs.hour, w.plan_start_at))
              / extract(epoch FROM w.plan_end_at - w.plan_start_at)), 0)
            FROM worder w WHERE w.plan_start_at < hs.hour + interval '1 hour' AND w.plan_end_at > hs.hour
              AND w.plan_end_at > w.plan_start_at AND w.status <> 0 AND ($3::int IS NULL OR w.product_line_id = $3)) AS plan
       FROM hs ORDER BY hs.hour`,
  { notNull: ['hour', 'output', 'pass', 'fail', 'plan'] },
);
const WIP = sql(
  'dashboard.wip',
  `SELECT st.id, st.fnumber, st.fname, min(ws.seq) AS seq, count(*) AS units
       FROM sn_state x JOIN worder w ON w.id = x.worder_id
         JOIN workflow_station ws ON ws.workflow_id = x.workflow_id AND ws.seq = x.next_seq
         JOIN station st ON st.id = ws.station_id
       WHERE NOT x.done AND w.status = ANY($1) AND ($2::int IS NULL OR w.product_line_id = $2)
       GROUP BY st.id ORDER BY min(ws.seq), st.fnumber`,
  { notNull: ['seq', 'units'] },
);

// The texts below spell the constants out (one literal each, so PostgreSQL can type them): result 1 is PASS and 2 is
// FAIL (StationReportResult), 'NO_ITEM' is PARETO_NO_ITEM, 15 is PARETO_BARS and 100 ORDERS_MAX.
const FPY = sql(
  'dashboard.fpy',
  `SELECT st.id, st.fnumber, st.fname, min(l.seq) AS seq, count(*) AS first_total,
         count(*) FILTER (WHERE l.result = 1) AS first_pass
       FROM station_log l JOIN station st ON st.id = l.station_id
       WHERE l.first_pass AND l.created_at >= $1 AND l.created_at < $2 AND ($3::int IS NULL OR l.product_line_id = $3)
       GROUP BY st.id ORDER BY min(l.seq), st.fnumber`,
  { notNull: ['seq', 'first_total', 'first_pass'] },
);
const PARETO = sql(
  'dashboard.pareto',
  `SELECT code, count(*) AS count FROM (
         SELECT COALESCE(i.name, 'NO_ITEM') AS code
         FROM station_log l LEFT JOIN station_log_item i ON i.station_log_id = l.id AND i.result = 2
         WHERE l.result = 2 AND l.created_at >= $1 AND l.created_at < $2
           AND ($3::int IS NULL OR l.product_line_id = $3) AND ($4::int IS NULL OR l.station_id = $4)) c
       GROUP BY code ORDER BY count(*) DESC, code LIMIT 15`,
  { notNull: ['code', 'count'] },
);
const ORDERS = sql(
  'dashboard.orders',
  `SELECT w.id, w.fbillno, count(*) FILTER (WHERE l.result = 1) AS pass, count(*) FILTER (WHERE l.result = 2) AS fail
       FROM station_log l JOIN worder w ON w.id = l.worder_id
       WHERE l.created_at >= $1 AND l.created_at < $2 AND ($3::int IS NULL OR l.product_line_id = $3)
         AND ($4::int IS NULL OR l.station_id = $4)
       GROUP BY w.id ORDER BY w.fbillno LIMIT 100`,
  { notNull: ['pass', 'fail'] },
);

export class DashboardDataQuery {
  constructor(private readonly pool: pg.Pool) {}

  async data(s: DashboardScope): Promise<DashboardData> {
    const [lines, hours, fpy, wip, pareto, orders] = await Promise.all([
      this.lines(s),
      this.hours(s),
      this.fpy(s),
      this.wip(s),
      this.pareto(s),
      this.orders(s),
    ]);
    return { from: s.from.toISOString(), to: s.to.toISOString(), lines, hours, fpy, wip, pareto, orders };
  }

  private async lines(s: DashboardScope): Promise<LineFigure[]> {
    const found = await rows(this.pool, LINES, [s.from, s.to]);
    return found.map((r) => ({ ...r, output: num(r.output), pass: num(r.pass), fail: num(r.fail) }));
  }

  /** each hour of the range: output from the projection; plan spreads each order's quantity evenly over its planned window */
  private async hours(s: DashboardScope): Promise<HourPoint[]> {
    const found = await rows(this.pool, HOURS, [s.from, s.to, s.lineId]);
    return found.map((r) => ({
      hour: r.hour,
      output: num(r.output),
      pass: num(r.pass),
      fail: num(r.fail),
      plan: Math.round(num(r.plan) * 100) / 100,
    }));
  }

  /** per station: units reported there for the first time in the range, and how many of them passed that first time */
  private async fpy(s: DashboardScope): Promise<StationFpy[]> {
    const found = await rows(this.pool, FPY, [s.from, s.to, s.lineId]);
    return found.map((r) => {
      const total = num(r.first_total);
      const pass = num(r.first_pass);
      return { ...r, seq: num(r.seq), first_total: total, first_pass: pass, fpy: ratio(pass, total) };
    });
  }

  /** units of working or paused orders by the step they wait at now (SNs that reported at least once) */
  private async wip(s: DashboardScope): Promise<WipStage[]> {
    const found = await rows(this.pool, WIP, [ACTIVE, s.lineId]);
    return found.map((r) => ({ ...r, seq: num(r.seq), units: num(r.units) }));
  }

  /** fail reports in the range by the test item that failed (a report with several failing items counts for each) */
  private async pareto(s: DashboardScope): Promise<ParetoBar[]> {
    const found = await rows(this.pool, PARETO, [s.from, s.to, s.lineId, s.stationId]);
    return found.map((r) => ({ code: r.code, count: num(r.count) }));
  }

  /** the orders reported at the chosen station (or on the chosen line) in the range: the drill-down's third level */
  private async orders(s: DashboardScope): Promise<OrderAtStation[]> {
    if (s.lineId === null && s.stationId === null) return [];
    const found = await rows(this.pool, ORDERS, [s.from, s.to, s.lineId, s.stationId]);
    return found.map((r) => ({ ...r, pass: num(r.pass), fail: num(r.fail) }));
  }
}

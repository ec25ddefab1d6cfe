import { StationReportResult, type LineHour, type StationCounters, type StationReportFact, type WorderProgress } from '@mes/contracts';
import type pg from 'pg';

type Db = pg.Pool | pg.PoolClient;

// The projections of station reports: counters per (order, station), per (line, hour) and per order. One function
// applies one fact; the live workers and the rebuild command both use it, so a rebuild equals the live result.
export async function applyFact(db: Db, f: StationReportFact): Promise<void> {
  const pass = f.result === StationReportResult.PASS ? 1 : 0;
  const fail = f.result === StationReportResult.FAIL ? 1 : 0;
  const entered = f.entered ? 1 : 0;
  await db.query(
    `INSERT INTO proj_station_stat AS p (worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev)
     VALUES ($1, $2, $3::int, $4::int, $5::int, $6::int, $7::int - $3::int, 1)
     ON CONFLICT (worder_id, station_id) DO UPDATE SET pass = p.pass + $3, fail = p.fail + $4,
       first_pass_total = p.first_pass_total + $5, first_pass_pass = p.first_pass_pass + $6, wip = p.wip + $7::int - $3::int, rev = p.rev + 1`,
    [f.worder_id, f.station_id, pass, fail, f.first_pass ? 1 : 0, f.first_pass && pass ? 1 : 0, entered],
  );
  if (f.to_station_id !== null) {
    await db.query(
      `INSERT INTO proj_station_stat AS p (worder_id, station_id, wip, rev) VALUES ($1, $2, 1, 1)
       ON CONFLICT (worder_id, station_id) DO UPDATE SET wip = p.wip + 1, rev = p.rev + 1`, [f.worder_id, f.to_station_id],
    );
  }
  await db.query(
    `INSERT INTO proj_line_hour AS p (product_line_id, hour, pass, fail, output, rev) VALUES ($1, date_trunc('hour', $2::timestamptz), $3::int, $4::int, $5::int, 1)
     ON CONFLICT (product_line_id, hour) DO UPDATE SET pass = p.pass + $3, fail = p.fail + $4, output = p.output + $5, rev = p.rev + 1`,
    [f.product_line_id, f.created_at, pass, fail, f.done ? 1 : 0],
  );
  await db.query(
    `INSERT INTO proj_worder_progress AS p (worder_id, started, finished, failed, last_report_at, rev) VALUES ($1, $2::int, $3::int, $4::int, $5::timestamptz, 1)
     ON CONFLICT (worder_id) DO UPDATE SET started = p.started + $2::int, finished = p.finished + $3::int, failed = p.failed + $4::int,
       last_report_at = GREATEST(p.last_report_at, $5::timestamptz), rev = p.rev + 1`,
    [f.worder_id, entered, f.done ? 1 : 0, fail, f.created_at],
  );
}

const STATION_COLS = 'worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev::int AS rev';
const HOUR_COLS = `product_line_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, pass, fail, output, rev::int AS rev`;
const PROGRESS_COLS = `worder_id, started, finished, failed, to_char(last_report_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_report_at, rev::int AS rev`;

export async function stationCounters(db: Db, worderId: number, stationIds: number[]): Promise<StationCounters[]> {
  const { rows } = await db.query<StationCounters>(
    `SELECT ${STATION_COLS} FROM proj_station_stat WHERE worder_id = $1 AND station_id = ANY($2) ORDER BY station_id`, [worderId, stationIds],
  );
  return rows;
}

export async function lineHour(db: Db, lineId: number, at: string): Promise<LineHour> {
  const { rows } = await db.query<LineHour>(
    `SELECT ${HOUR_COLS} FROM proj_line_hour WHERE product_line_id = $1 AND hour = date_trunc('hour', $2::timestamptz)`, [lineId, at],
  );
  return rows[0];
}

export async function worderProgress(db: Db, worderId: number): Promise<WorderProgress> {
  const { rows } = await db.query<WorderProgress>(`SELECT ${PROGRESS_COLS} FROM proj_worder_progress WHERE worder_id = $1`, [worderId]);
  return rows[0] ?? { worder_id: worderId, started: 0, finished: 0, failed: 0, last_report_at: null, rev: 0 };
}

export async function lineHours(db: Db, lineId: number, sinceIso: string): Promise<LineHour[]> {
  const { rows } = await db.query<LineHour>(
    `SELECT ${HOUR_COLS} FROM proj_line_hour WHERE product_line_id = $1 AND hour >= date_trunc('hour', $2::timestamptz) ORDER BY hour`, [lineId, sinceIso],
  );
  return rows;
}

export async function worderStations(db: Db, worderId: number): Promise<StationCounters[]> {
  const { rows } = await db.query<StationCounters>(`SELECT ${STATION_COLS} FROM proj_station_stat WHERE worder_id = $1 ORDER BY station_id`, [worderId]);
  return rows;
}

export async function stationAllOrders(db: Db, stationId: number): Promise<StationCounters[]> {
  const { rows } = await db.query<StationCounters>(`SELECT ${STATION_COLS} FROM proj_station_stat WHERE station_id = $1 ORDER BY worder_id`, [stationId]);
  return rows;
}

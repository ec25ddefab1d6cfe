import {
  StationReportResult,
  type LineHour,
  type StationCounters,
  type StationReportFact,
  type WorderProgress,
} from '@mes/contracts';
import type pg from 'pg';
import { first, rows, run, sql } from '../../core/db/sql';

type Db = pg.Pool | pg.PoolClient;
type StationInc = {
  worder_id: number;
  station_id: number;
  pass: number;
  fail: number;
  fpt: number;
  fpp: number;
  wip: number;
};
type HourInc = { product_line_id: number; hour: string; pass: number; fail: number; output: number };
type ProgressInc = { worder_id: number; started: number; finished: number; failed: number; last: string };
/** the hourly rollup of statistics (docs/statistics.md) */
type StationHourInc = {
  worder_id: number;
  station_id: number;
  product_line_id: number;
  hour: string;
  tested: number;
  passed: number;
  failed: number;
  fpt: number;
  fpp: number;
  input: number;
  output: number;
};

// The counters' statements: each upsert answers the rows it left, in the boards' shape (rev as an integer, hours and
// times as ISO text).
const UPSERT_STATIONS = sql(
  'shop-floor.upsert_station_stat',
  `INSERT INTO proj_station_stat AS p (worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev)
     SELECT w, s, pa, fa, ft, fp, wi, 1 FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[]) AS u(w, s, pa, fa, ft, fp, wi)
     ON CONFLICT (worder_id, station_id) DO UPDATE SET pass = p.pass + EXCLUDED.pass, fail = p.fail + EXCLUDED.fail,
       first_pass_total = p.first_pass_total + EXCLUDED.first_pass_total, first_pass_pass = p.first_pass_pass + EXCLUDED.first_pass_pass,
       wip = p.wip + EXCLUDED.wip, rev = p.rev + 1
     RETURNING worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev::int AS rev`,
  { notNull: ['rev'] },
);

const UPSERT_HOURS = sql(
  'shop-floor.upsert_line_hour',
  `INSERT INTO proj_line_hour AS p (product_line_id, hour, pass, fail, output, rev)
     SELECT l, h, pa, fa, o, 1 FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[], $5::int[]) AS u(l, h, pa, fa, o)
     ON CONFLICT (product_line_id, hour) DO UPDATE SET pass = p.pass + EXCLUDED.pass, fail = p.fail + EXCLUDED.fail,
       output = p.output + EXCLUDED.output, rev = p.rev + 1
     RETURNING product_line_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, pass, fail, output, rev::int AS rev`,
  { notNull: ['hour', 'rev'] },
);

const UPSERT_PROGRESS = sql(
  'shop-floor.upsert_worder_progress',
  `INSERT INTO proj_worder_progress AS p (worder_id, started, finished, failed, last_report_at, rev)
     SELECT w, st, fi, fa, la, 1 FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::timestamptz[]) AS u(w, st, fi, fa, la)
     ON CONFLICT (worder_id) DO UPDATE SET started = p.started + EXCLUDED.started, finished = p.finished + EXCLUDED.finished,
       failed = p.failed + EXCLUDED.failed, last_report_at = GREATEST(p.last_report_at, EXCLUDED.last_report_at), rev = p.rev + 1
     RETURNING worder_id, started, finished, failed, to_char(last_report_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_report_at, rev::int AS rev`,
  { notNull: ['rev'] },
);

const UPSERT_STATION_MINUTES = sql(
  'shop-floor.upsert_station_minutes',
  `INSERT INTO proj_station_minutes AS p (station_id, hour, first_at, last_at, minutes, rev)
     SELECT s, h, min(t), max(t), bit_or(1::bigint << m), 1 FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[],
       $4::int[]) AS u(s, h, t, m) GROUP BY s, h ORDER BY s, h
     ON CONFLICT (station_id, hour) DO UPDATE SET first_at = LEAST(p.first_at, EXCLUDED.first_at),
       last_at = GREATEST(p.last_at, EXCLUDED.last_at), minutes = p.minutes | EXCLUDED.minutes, rev = p.rev + 1`,
);

const UPSERT_STATION_HOURS = sql(
  'shop-floor.upsert_station_hour',
  `INSERT INTO proj_station_hour AS p (station_id, hour, worder_id, product_line_id, tested, passed, failed,
       first_pass_tested, first_pass_passed, input, output, rev)
     SELECT s, h, w, l, t, pa, fa, ft, fp, i, o, 1 FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[], $5::int[],
       $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[]) AS u(s, h, w, l, t, pa, fa, ft, fp, i, o)
     ON CONFLICT (station_id, hour, worder_id, product_line_id) DO UPDATE SET tested = p.tested + EXCLUDED.tested,
       passed = p.passed + EXCLUDED.passed, failed = p.failed + EXCLUDED.failed,
       first_pass_tested = p.first_pass_tested + EXCLUDED.first_pass_tested,
       first_pass_passed = p.first_pass_passed + EXCLUDED.first_pass_passed,
       input = p.input + EXCLUDED.input, output = p.output + EXCLUDED.output, rev = p.rev + 1`,
);

const TOUCHED_STATIONS = sql(
  'shop-floor.touched_stations',
  `SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev::int AS rev FROM proj_station_stat WHERE (worder_id, station_id) IN
      (SELECT * FROM unnest($1::int[], $2::int[]))`,
  { notNull: ['rev'] },
);

const TOUCHED_HOURS = sql(
  'shop-floor.touched_hours',
  `SELECT product_line_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, pass, fail, output, rev::int AS rev FROM proj_line_hour WHERE (product_line_id, hour) IN
      (SELECT * FROM unnest($1::int[], $2::timestamptz[]))`,
  { notNull: ['hour', 'rev'] },
);

const TOUCHED_PROGRESS = sql(
  'shop-floor.touched_progress',
  `SELECT worder_id, started, finished, failed, to_char(last_report_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_report_at, rev::int AS rev FROM proj_worder_progress WHERE worder_id = ANY($1)`,
  { notNull: ['rev'] },
);

const PROGRESS_OF = sql(
  'shop-floor.worder_progress',
  `SELECT worder_id, started, finished, failed, to_char(last_report_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_report_at, rev::int AS rev FROM proj_worder_progress WHERE worder_id = $1`,
  { notNull: ['rev'] },
);

const LINE_HOURS = sql(
  'shop-floor.line_hours',
  `SELECT product_line_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, pass, fail, output, rev::int AS rev FROM proj_line_hour WHERE product_line_id = $1 AND hour >= $2::timestamptz ORDER BY hour`,
  { notNull: ['hour', 'rev'] },
);

const ORDER_STATIONS = sql(
  'shop-floor.worder_stations',
  `SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev::int AS rev FROM proj_station_stat WHERE worder_id = $1 ORDER BY station_id`,
  { notNull: ['rev'] },
);

const STATION_ORDERS = sql(
  'shop-floor.station_all_orders',
  `SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip, rev::int AS rev FROM proj_station_stat WHERE station_id = $1 ORDER BY worder_id`,
  { notNull: ['rev'] },
);

/** The counter rows a set of facts changed, as the boards receive them. */
export type TouchedRows = { stations: StationCounters[]; hours: LineHour[]; progress: WorderProgress[] };

/** The UTC hour a fact counts in. */
export function hourOf(iso: string): string {
  return `${iso.slice(0, 13)}:00:00.000Z`;
}

// What a set of facts adds to each counter row, keys sorted so that concurrent batches lock rows in the same order.
export function increments(facts: StationReportFact[]): {
  stations: StationInc[];
  hours: HourInc[];
  progress: ProgressInc[];
  stationHours: StationHourInc[];
} {
  const stations = new Map<string, StationInc>();
  const stationHours = new Map<string, StationHourInc>();
  const hours = new Map<string, HourInc>();
  const progress = new Map<number, ProgressInc>();
  const station = (w: number, s: number) => {
    const k = `${String(w).padStart(10, '0')}|${String(s).padStart(10, '0')}`;
    let row = stations.get(k);
    if (!row) stations.set(k, (row = { worder_id: w, station_id: s, pass: 0, fail: 0, fpt: 0, fpp: 0, wip: 0 }));
    return row;
  };
  for (const f of facts) {
    const pass = f.result === StationReportResult.PASS ? 1 : 0;
    const fail = f.result === StationReportResult.FAIL ? 1 : 0;
    const here = station(f.worder_id, f.station_id);
    here.pass += pass;
    here.fail += fail;
    here.fpt += f.first_pass ? 1 : 0;
    here.fpp += f.first_pass && pass ? 1 : 0;
    here.wip += (f.entered ? 1 : 0) - pass;
    if (f.to_station_id !== null) station(f.worder_id, f.to_station_id).wip += 1;
    const hour = hourOf(f.created_at);
    const hk = `${String(f.product_line_id).padStart(10, '0')}|${hour}`;
    const h = hours.get(hk) ?? { product_line_id: f.product_line_id, hour, pass: 0, fail: 0, output: 0 };
    h.pass += pass;
    h.fail += fail;
    h.output += f.done ? 1 : 0;
    hours.set(hk, h);
    const p = progress.get(f.worder_id) ?? {
      worder_id: f.worder_id,
      started: 0,
      finished: 0,
      failed: 0,
      last: f.created_at,
    };
    p.started += f.entered ? 1 : 0;
    p.finished += f.done ? 1 : 0;
    p.failed += fail;
    if (f.created_at > p.last) p.last = f.created_at;
    progress.set(f.worder_id, p);
    // keyed in the table's primary-key order, so concurrent batches lock its rows in the same order
    const sk = [f.station_id, hour, f.worder_id, f.product_line_id].map((v) => String(v).padStart(10, '0')).join('|');
    const sh = stationHours.get(sk) ?? {
      worder_id: f.worder_id,
      station_id: f.station_id,
      product_line_id: f.product_line_id,
      hour,
      tested: 0,
      passed: 0,
      failed: 0,
      fpt: 0,
      fpp: 0,
      input: 0,
      output: 0,
    };
    sh.tested += pass + fail;
    sh.passed += pass;
    sh.failed += fail;
    sh.fpt += f.first_pass && pass + fail > 0 ? 1 : 0;
    sh.fpp += f.first_pass && pass ? 1 : 0;
    sh.input += f.entered ? 1 : 0;
    sh.output += f.done ? 1 : 0;
    stationHours.set(sk, sh);
  }
  const sorted = <V>(m: Map<string | number, V>) =>
    [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  return {
    stations: sorted(stations),
    hours: sorted(hours),
    progress: sorted(progress),
    stationHours: sorted(stationHours),
  };
}

// The projections of station reports: counters per (order, station), per (line, hour), per order and the statistics'
// hourly rollup per (station, hour, order, line) with the minutes each station reported in. A batch of facts is five statements; the live workers and the rebuild command both use this, so a rebuild equals the live
// result. Every updated row's rev grows by one.
// Each upsert answers the rows it left (RETURNING), so the boards' delta needs no second read.
export async function applyFacts(db: Db, facts: StationReportFact[]): Promise<TouchedRows> {
  if (facts.length === 0) return { stations: [], hours: [], progress: [] };
  const inc = increments(facts);
  // unnest() takes one array a column: the increments, column by column in the statement's order.
  const { stations: st, hours: h, progress: p, stationHours: sh } = inc;
  const stations = await rows(db, UPSERT_STATIONS, [
    st.map((r) => r.worder_id),
    st.map((r) => r.station_id),
    st.map((r) => r.pass),
    st.map((r) => r.fail),
    st.map((r) => r.fpt),
    st.map((r) => r.fpp),
    st.map((r) => r.wip),
  ]);
  const hours = await rows(db, UPSERT_HOURS, [
    h.map((r) => r.product_line_id),
    h.map((r) => r.hour),
    h.map((r) => r.pass),
    h.map((r) => r.fail),
    h.map((r) => r.output),
  ]);
  const progress = await rows(db, UPSERT_PROGRESS, [
    p.map((r) => r.worder_id),
    p.map((r) => r.started),
    p.map((r) => r.finished),
    p.map((r) => r.failed),
    p.map((r) => r.last),
  ]);
  // OEE's stops (docs/statistics.md): first and last report and the minutes with one, per station and hour. OR,
  // LEAST and GREATEST give the same row whatever the order and grouping of the batches, as the rebuild needs.
  await run(db, UPSERT_STATION_MINUTES, [
    facts.map((f) => f.station_id),
    facts.map((f) => hourOf(f.created_at)),
    facts.map((f) => f.created_at),
    facts.map((f) => Number(f.created_at.slice(14, 16))),
  ]);
  await run(db, UPSERT_STATION_HOURS, [
    sh.map((r) => r.station_id),
    sh.map((r) => r.hour),
    sh.map((r) => r.worder_id),
    sh.map((r) => r.product_line_id),
    sh.map((r) => r.tested),
    sh.map((r) => r.passed),
    sh.map((r) => r.failed),
    sh.map((r) => r.fpt),
    sh.map((r) => r.fpp),
    sh.map((r) => r.input),
    sh.map((r) => r.output),
  ]);
  return { stations, hours, progress };
}

// The current values of the rows a batch touched, for the boards.
export async function touchedRows(db: Db, facts: StationReportFact[]): Promise<TouchedRows> {
  const inc = increments(facts);
  const [stations, hours, progress] = await Promise.all([
    rows(db, TOUCHED_STATIONS, [inc.stations.map((r) => r.worder_id), inc.stations.map((r) => r.station_id)]),
    rows(db, TOUCHED_HOURS, [inc.hours.map((r) => r.product_line_id), inc.hours.map((r) => r.hour)]),
    rows(db, TOUCHED_PROGRESS, [inc.progress.map((r) => r.worder_id)]),
  ]);
  return { stations, hours, progress };
}

export async function worderProgress(db: Db, worderId: number): Promise<WorderProgress> {
  return (
    (await first(db, PROGRESS_OF, [worderId])) ?? {
      worder_id: worderId,
      started: 0,
      finished: 0,
      failed: 0,
      last_report_at: null,
      rev: 0,
    }
  );
}

export function lineHours(db: Db, lineId: number, sinceIso: string): Promise<LineHour[]> {
  return rows(db, LINE_HOURS, [lineId, hourOf(sinceIso)]);
}

export function worderStations(db: Db, worderId: number): Promise<StationCounters[]> {
  return rows(db, ORDER_STATIONS, [worderId]);
}

export function stationAllOrders(db: Db, stationId: number): Promise<StationCounters[]> {
  return rows(db, STATION_ORDERS, [stationId]);
}

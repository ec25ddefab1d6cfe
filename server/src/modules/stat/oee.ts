import type { StatOee } from '@mes/contracts';
import type pg from 'pg';
import { namedQuery } from './named-query';
import type { StatFilter } from './stat-filter';

// OEE per station over [from, to) clipped at now (docs/statistics.md, "OEE"): availability from the station's
// silences longer than the threshold and its machines' CFX downtime (docs/cfx-oee-genealogy.md), performance from the ideal cycle times (stat_ideal_cycle), quality = FPY.

export const STOP_THRESHOLD_S = 300;

// minutes 0-59 all set: no silence over two minutes inside the hour, so none over the threshold
const FULL_HOUR = `${2n ** 60n - 1n}`;

export type Oee = StatOee;

type StopRow = { station_id: number; stops: number; stop_s: number; cfx_stop_s: number };
type WorkRow = { station_id: number; fpt: number; fpp: number; ideal_s: number | null; missing: number };

/** What a station's OEE is made of over the range; summed per line. ideal_s null: an ideal cycle time is missing. */
export type OeeParts = {
  planned_s: number;
  stop_s: number;
  stops: number;
  cfx_stop_s: number;
  ideal_s: number | null;
  fpt: number;
  fpp: number;
};

export async function oeePartsOfStations(
  pool: pg.Pool,
  f: StatFilter,
  stationIds: number[],
): Promise<Map<number, OeeParts>> {
  const out = new Map<number, OeeParts>();
  if (!f.from || !f.to || stationIds.length === 0) return out;
  const from = f.from;
  const to = new Date(Math.min(f.to.getTime(), Date.now()));
  if (to <= from) return out;
  const plannedS = (to.getTime() - from.getTime()) / 1000;
  // A gap counts from the range start to the first report, between reports, and from the last report to the end.
  // An hour whose 60 minutes all had a report (proj_station_minutes) has no gap over the threshold inside it: only
  // its first and last report are read, and the gap between them counts as none (the flag `inside`; at equal times
  // the range start sorts first). The other hours read their reports from station_log.
  // The silences over the threshold and the CFX downtime (faults, down or blocked states: cfx_downtime, clipped to
  // the range) are one set of intervals; their union is the stop time, so a fault inside a silence or overlapping
  // it is not counted twice. A stop is one merged interval (touching ones stay two, as two silences around one
  // report always did).
  const stops = await namedQuery<StopRow>(
    pool,
    `WITH hrs AS (
       SELECT station_id, hour, first_at, last_at,
         minutes = ${FULL_HOUR} AND hour >= $2::timestamptz AND hour + interval '1 hour' <= $3::timestamptz AS whole
       FROM proj_station_minutes WHERE station_id = ANY($1) AND hour >= date_trunc('hour', $2::timestamptz) AND hour < $3),
     pts AS (
       SELECT station_id, first_at AS t, true AS inside FROM hrs WHERE whole
       UNION ALL SELECT station_id, last_at, false FROM hrs WHERE whole
       UNION ALL SELECT l.station_id, l.created_at, false FROM hrs JOIN station_log l ON l.station_id = hrs.station_id
         AND l.created_at >= GREATEST(hrs.hour, $2::timestamptz) AND l.created_at < LEAST(hrs.hour + interval '1 hour', $3::timestamptz)
         WHERE NOT hrs.whole
       UNION ALL SELECT unnest($1::int[]), $2::timestamptz, false),
     gaps AS (
       SELECT station_id, inside, t, lead(t, 1, $3::timestamptz) OVER (PARTITION BY station_id ORDER BY t, inside) AS t2
       FROM pts),
     iv AS (
       SELECT station_id, t AS s, t2 AS e, false AS cfx FROM gaps WHERE NOT inside AND extract(epoch FROM t2 - t) > $4
       UNION ALL
       SELECT station_id, GREATEST(start_at, $2::timestamptz), LEAST(COALESCE(end_at, now()), $3::timestamptz), true
       FROM cfx_downtime WHERE station_id = ANY($1) AND start_at < $3::timestamptz AND COALESCE(end_at, now()) > $2::timestamptz),
     -- each interval twice: in the set of all stops, and (a CFX one) in the set of CFX stops
     sets AS (SELECT station_id, false AS cfx_only, s, e FROM iv WHERE e > s
              UNION ALL SELECT station_id, true, s, e FROM iv WHERE cfx AND e > s),
     ord AS (
       SELECT station_id, cfx_only, s, e, max(e) OVER (PARTITION BY station_id, cfx_only ORDER BY s, e
         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_e
       FROM sets),
     isl AS (
       SELECT station_id, cfx_only, s, e, count(*) FILTER (WHERE before_e IS NULL OR s >= before_e)
         OVER (PARTITION BY station_id, cfx_only ORDER BY s, e) AS grp
       FROM ord),
     merged AS (
       SELECT station_id, cfx_only, extract(epoch FROM max(e) - min(s))::float8 AS len
       FROM isl GROUP BY station_id, cfx_only, grp)
     SELECT st.id AS station_id,
       count(m.len) FILTER (WHERE NOT m.cfx_only)::int AS stops,
       COALESCE(sum(m.len) FILTER (WHERE NOT m.cfx_only), 0)::float8 AS stop_s,
       COALESCE(sum(m.len) FILTER (WHERE m.cfx_only), 0)::float8 AS cfx_stop_s
     FROM unnest($1::int[]) st(id) LEFT JOIN merged m ON m.station_id = st.id
     GROUP BY st.id`,
    [stationIds, from.toISOString(), to.toISOString(), STOP_THRESHOLD_S],
  );
  const keys = f.keys;
  const work = await namedQuery<WorkRow>(
    pool,
    `SELECT h.station_id, sum(h.first_pass_tested)::int AS fpt, sum(h.first_pass_passed)::int AS fpp,
       sum(h.tested * c.seconds)::float8 AS ideal_s, count(*) FILTER (WHERE h.tested > 0 AND c.id IS NULL)::int AS missing
     FROM proj_station_hour h JOIN worder w ON w.id = h.worder_id
     LEFT JOIN stat_ideal_cycle c ON c.product_id = w.product_id AND c.station_id = h.station_id AND NOT c.disabled
     WHERE h.station_id = ANY($1) AND h.hour >= $2 AND h.hour < $3
       AND ($4::int IS NULL OR h.worder_id = $4) AND ($5::int IS NULL OR h.product_line_id = $5)
       AND ($6::int IS NULL OR w.product_id = $6)
     GROUP BY h.station_id`,
    [
      stationIds,
      from.toISOString(),
      f.to.toISOString(),
      keys.worder_id ?? null,
      keys.product_line_id ?? null,
      keys.product_id ?? null,
    ],
  );
  const workOf = new Map(work.map((w) => [w.station_id, w]));
  for (const s of stops) {
    const w = workOf.get(s.station_id);
    out.set(s.station_id, {
      planned_s: plannedS,
      stop_s: s.stop_s,
      stops: s.stops,
      cfx_stop_s: s.cfx_stop_s,
      ideal_s: !w || w.missing > 0 ? null : w.ideal_s,
      fpt: w?.fpt ?? 0,
      fpp: w?.fpp ?? 0,
    });
  }
  return out;
}

/** The figures of one station's parts, or of several stations' summed parts (a line). */
export function oeeOf(p: OeeParts): Oee {
  const runS = Math.max(p.planned_s - p.stop_s, 0);
  const availability = p.planned_s > 0 ? runS / p.planned_s : 0;
  const quality = p.fpt > 0 ? p.fpp / p.fpt : null;
  const performance = p.ideal_s === null ? null : runS > 0 ? Math.min(p.ideal_s / runS, 1) : 0;
  return {
    planned_s: p.planned_s,
    stop_s: p.stop_s,
    stops: p.stops,
    cfx_stop_s: p.cfx_stop_s,
    availability,
    performance,
    quality,
    oee: performance === null || quality === null ? null : availability * performance * quality,
  };
}

/** A line's parts: its stations' sums (performance unknown when one station's is). */
export function sumParts(parts: OeeParts[]): OeeParts {
  return parts.reduce(
    (t, p) => ({
      planned_s: t.planned_s + p.planned_s,
      stop_s: t.stop_s + p.stop_s,
      stops: t.stops + p.stops,
      cfx_stop_s: t.cfx_stop_s + p.cfx_stop_s,
      ideal_s: t.ideal_s === null || p.ideal_s === null ? null : t.ideal_s + p.ideal_s,
      fpt: t.fpt + p.fpt,
      fpp: t.fpp + p.fpp,
    }),
    { planned_s: 0, stop_s: 0, stops: 0, cfx_stop_s: 0, ideal_s: 0, fpt: 0, fpp: 0 },
  );
}

export async function oeeOfStations(pool: pg.Pool, f: StatFilter, stationIds: number[]): Promise<Map<number, Oee>> {
  const parts = await oeePartsOfStations(pool, f, stationIds);
  return new Map([...parts].map(([id, p]) => [id, oeeOf(p)]));
}

import type { StatOee } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { namedQuery } from './named-query';
import type { StatFilter } from './stat-filter';

// OEE per station over [from, to) clipped at now (docs/statistics.md, "OEE"): availability from the station's
// silences longer than the threshold, performance from the ideal cycle times (stat_ideal_cycle), quality = FPY.

export const STOP_THRESHOLD_S = 300;

// minutes 0-59 all set: no silence over two minutes inside the hour, so none over the threshold
const FULL_HOUR = `${2n ** 60n - 1n}`;

export type Oee = StatOee;

type StopRow = { station_id: number; stops: number; stop_s: number };
type WorkRow = { station_id: number; fpt: number; fpp: number; ideal_s: number | null; missing: number };

export async function oeeOfStations(ds: DataSource, f: StatFilter, stationIds: number[]): Promise<Map<number, Oee>> {
  const out = new Map<number, Oee>();
  if (!f.from || !f.to || stationIds.length === 0) return out;
  const from = f.from;
  const to = new Date(Math.min(f.to.getTime(), Date.now()));
  if (to <= from) return out;
  const plannedS = (to.getTime() - from.getTime()) / 1000;
  // A gap counts from the range start to the first report, between reports, and from the last report to the end.
  // An hour whose 60 minutes all had a report (proj_station_minutes) has no gap over the threshold inside it: only
  // its first and last report are read, and the gap between them counts as none (the flag `inside`; at equal times
  // the range start sorts first). The other hours read their reports from station_log.
  const stops = await namedQuery<StopRow>(
    ds,
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
       UNION ALL SELECT unnest($1::int[]), $2::timestamptz, false)
     SELECT station_id, count(*) FILTER (WHERE gap > $4)::int AS stops, COALESCE(sum(gap) FILTER (WHERE gap > $4), 0)::float8 AS stop_s
     FROM (SELECT station_id, CASE WHEN inside THEN 0
             ELSE extract(epoch FROM lead(t, 1, $3::timestamptz) OVER (PARTITION BY station_id ORDER BY t, inside) - t) END AS gap
           FROM pts) g
     GROUP BY station_id`,
    [stationIds, from.toISOString(), to.toISOString(), STOP_THRESHOLD_S],
  );
  const keys = f.keys;
  const work = await namedQuery<WorkRow>(
    ds,
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
    const runS = Math.max(plannedS - s.stop_s, 0);
    const availability = runS / plannedS;
    const quality = w && w.fpt > 0 ? w.fpp / w.fpt : null;
    const performance = !w || w.missing > 0 || w.ideal_s === null ? null : runS > 0 ? Math.min(w.ideal_s / runS, 1) : 0;
    out.set(s.station_id, {
      planned_s: plannedS,
      stop_s: s.stop_s,
      stops: s.stops,
      availability,
      performance,
      quality,
      oee: performance === null || quality === null ? null : availability * performance * quality,
    });
  }
  return out;
}

import type { StatOee } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import type { StatFilter } from './stat-filter';

// OEE per station over [from, to) clipped at now (docs/statistics.md, "OEE"): availability from the station's
// silences longer than the threshold, performance from the ideal cycle times (stat_ideal_cycle), quality = FPY.

export const STOP_THRESHOLD_S = 300;

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
  const stops = (await ds.query(
    `SELECT station_id, count(*) FILTER (WHERE gap > $4)::int AS stops, COALESCE(sum(gap) FILTER (WHERE gap > $4), 0)::float8 AS stop_s
     FROM (SELECT station_id, extract(epoch FROM lead(t, 1, $3::timestamptz) OVER (PARTITION BY station_id ORDER BY t) - t) AS gap
           FROM (SELECT station_id, created_at AS t FROM station_log
                 WHERE station_id = ANY($1) AND created_at >= $2 AND created_at < $3
                 UNION ALL SELECT unnest($1::int[]), $2::timestamptz) x) g
     GROUP BY station_id`,
    [stationIds, from.toISOString(), to.toISOString(), STOP_THRESHOLD_S],
  )) as StopRow[];
  const keys = f.keys;
  const work = (await ds.query(
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
  )) as WorkRow[];
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

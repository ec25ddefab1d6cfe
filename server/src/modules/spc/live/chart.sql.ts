import { sql } from '../../../core/db/sql';

// The statements of the chart, the freeze and the line panel (chart.ts, baseline.ts, line-panel.ts).

export const CHARACTERISTIC = sql(
  'spc.characteristic',
  `SELECT c.id, c.fnumber, c.fname, c.source, c.chart, c.subgroup_size, c.item, c.lsl::float8 AS lsl,
     c.usl::float8 AS usl, c.rules, c.reaction, c.station_id, s.fnumber AS s_fnumber, s.fname AS s_fname,
     c.product_id, p.fnumber AS p_fnumber, p.fname AS p_fname
   FROM spc_characteristic c LEFT JOIN station s ON s.id = c.station_id LEFT JOIN product p ON p.id = c.product_id
   WHERE c.id = ANY($1::int[]) ORDER BY c.id`,
);

export const LINE_CHARACTERISTICS = sql(
  'spc.line_characteristics',
  `SELECT c.id FROM spc_characteristic c JOIN station s ON s.id = c.station_id
   WHERE s.product_line_id = $1 AND NOT c.disabled ORDER BY c.fnumber LIMIT 24`,
);

export const BASELINE = sql(
  'spc.baseline',
  `SELECT b.id, b.centre, b.sigma, b.lcl, b.ucl, b.spread_centre, b.spread_lcl, b.spread_ucl, b.from_seq, b.to_seq,
     b.points, b.frozen_by, u.name AS frozen_by_name, b.frozen_at, b.fdesc
   FROM spc_baseline b LEFT JOIN users u ON u.id = b.frozen_by
   WHERE b.characteristic_id = $1 ORDER BY b.id DESC LIMIT 1`,
);

// the last $2 complete points (of station $3, or all), newest first; times as ms since the epoch and the violations as
// text ('' for none: most points), so that 10,000 of them are formatted and read in a few milliseconds
export const CHART_POINTS = sql(
  'spc.chart_points',
  `SELECT seq, extract(epoch FROM at)::float8 * 1000 AS at_ms, station_id, n, value, spread,
     array_to_string(violations, ',') AS violations
   FROM spc_point WHERE characteristic_id = $1 AND complete AND ($3::int IS NULL OR station_id = $3)
   ORDER BY seq DESC LIMIT $2`,
  { notNull: ['seq', 'at_ms', 'value', 'violations'] },
);

// the same window summed up for capability: the values' count, mean, sample standard deviation (the points' own sums
// of squared deviations combined, Chan et al. 1979: M2 = Σ m2ᵢ + Σ nᵢ(x̄ᵢ − x̄)²) and range from the points' sums, the
// points' mean spread (R̄, s̄ or MR̄), and the values counted in Sturges' ⌈log2 N⌉ + 1 equal bins from the least to the
// greatest (the greatest in the last bin): one pass over the values, for the bins
export const WINDOW_SUMMARY = sql(
  'spc.window_summary',
  `WITH w AS MATERIALIZED (SELECT n, total, m2, lo, hi, spread, vals FROM spc_point
     WHERE characteristic_id = $1 AND complete AND ($3::int IS NULL OR station_id = $3) ORDER BY seq DESC LIMIT $2),
   s AS (SELECT sum(n)::int AS n, sum(total) / NULLIF(sum(n), 0) AS mean, min(lo) AS lo, max(hi) AS hi,
     avg(spread) AS spread_bar FROM w),
   d AS (SELECT sum(w.m2 + w.n * (w.total / w.n - s.mean) ^ 2) AS m2 FROM w, s),
   k AS (SELECT CASE WHEN n > 1 THEN ceil(log(2, n::numeric))::int + 1 ELSE 1 END AS bins FROM s),
   b AS (SELECT LEAST(width_bucket(v.x, s.lo, s.hi, k.bins), k.bins) AS bin, count(*)::int AS c
         FROM (SELECT unnest(vals) AS x FROM w) v, s, k WHERE s.hi > s.lo GROUP BY 1)
   SELECT s.n, s.mean, CASE WHEN s.n > 1 THEN sqrt(d.m2 / (s.n - 1)) END AS sd, s.lo, s.hi, k.bins, s.spread_bar,
     COALESCE((SELECT array_agg(c ORDER BY bin) FROM b), '{}') AS counts,
     COALESCE((SELECT array_agg(bin ORDER BY bin) FROM b), '{}') AS at_bins
   FROM s, d, k`,
  { notNull: ['n', 'bins', 'counts', 'at_bins'] },
);

// a freeze's window: complete points from_seq..to_seq
export const WINDOW_POINTS = sql(
  'spc.window_points',
  `SELECT seq, n, vals FROM spc_point
   WHERE characteristic_id = $1 AND complete AND seq BETWEEN $2 AND $3 ORDER BY seq`,
  { notNull: ['seq'] },
);

export const LAST_SEQ = sql(
  'spc.last_seq',
  `SELECT COALESCE(max(seq), 0)::int AS seq FROM spc_point WHERE characteristic_id = $1`,
  { notNull: ['seq'] },
);

export const LOCK_FOR_FREEZE = sql(
  'spc.lock_for_freeze',
  `SELECT c.id, c.chart, (SELECT max(b.to_seq) FROM spc_baseline b WHERE b.characteristic_id = c.id) AS frozen_to
   FROM spc_characteristic c WHERE c.id = $1 FOR UPDATE`,
);

export const INSERT_BASELINE = sql(
  'spc.insert_baseline',
  `INSERT INTO spc_baseline (characteristic_id, chart, subgroup_size, centre, sigma, lcl, ucl, spread_centre,
     spread_lcl, spread_ucl, from_seq, to_seq, points, frozen_by, fdesc)
   SELECT id, chart, subgroup_size, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
   FROM spc_characteristic WHERE id = $1 RETURNING id`,
);

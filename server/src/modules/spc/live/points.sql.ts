import { sql } from '../../../core/db/sql';

// The statements of the points (evaluate.ts), a relay batch at a time: which characteristics the reports feed and with
// what value, the characteristics' state (locked: one evaluator at a time on each), and every point the batch touched,
// written at once.

// $1..$5 the facts (station_log id, station, work order, time, result): each fact's value for each enabled
// characteristic of its station (or of its product at any station) that watches reports (weighings feed the others:
// CHARACTERISTICS_OF_VALUES). Only pass and fail reports count.
export const VALUES_OF_REPORTS = sql(
  'spc.values_of_reports',
  `
SELECT c.id AS characteristic_id, f.id AS station_log_id, f.station_id, f.at,
  CASE c.source
    WHEN 'test_item' THEN (SELECT i.value FROM station_log_item i WHERE i.station_log_id = f.id AND i.name = c.item
      ORDER BY i.id LIMIT 1)
    WHEN 'pass_fail' THEN (f.result = 2)::int::text
    ELSE (SELECT count(*) FROM station_log_item i WHERE i.station_log_id = f.id AND i.result = 2)::text END AS value
FROM unnest($1::bigint[], $2::int[], $3::int[], $4::timestamptz[], $5::int[]) AS f(id, station_id, worder_id, at, result)
JOIN worder w ON w.id = f.worder_id
JOIN spc_characteristic c ON NOT c.disabled AND (c.station_id = f.station_id OR c.station_id IS NULL)
  AND (c.product_id IS NULL OR c.product_id = w.product_id) AND c.source IN ('test_item', 'pass_fail', 'defects')
WHERE f.result IN (1, 2)
ORDER BY c.id, f.id`,
  { notNull: ['characteristic_id', 'station_log_id', 'station_id', 'at'] },
);

// $1 a source (glue, weight), $2..$3 the weighings' stations and products: for each enabled characteristic of that
// source at the station (or of the product at any station), the weighings it takes (their index in the arrays)
export const CHARACTERISTICS_OF_VALUES = sql(
  'spc.characteristics_of_values',
  `SELECT c.id AS characteristic_id, (v.i - 1)::int AS i
   FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS v(station_id, product_id, i)
   JOIN spc_characteristic c ON NOT c.disabled AND c.source = $1
     AND (c.station_id = v.station_id OR c.station_id IS NULL) AND (c.product_id IS NULL OR c.product_id = v.product_id)
   ORDER BY c.id, v.i`,
  { notNull: ['characteristic_id', 'i'] },
);

// the characteristics, locked in id order, each with the baseline in force, and its points in play: the ones being
// filled and the last 20 complete ones (enough for the longest rule, 15 points, with its look-back: seqs run without a
// gap, so the last 20 are a range of the index whatever the planner knows of the table); a characteristic without any
// point comes as one row whose point columns are null
export const CHARACTERISTICS_IN_PLAY = sql(
  'spc.characteristics_in_play',
  `WITH c AS MATERIALIZED (
     SELECT id, chart, subgroup_size, rules, reaction FROM spc_characteristic
     WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE)
   SELECT c.id, c.chart, c.subgroup_size, c.rules, c.reaction, b.id AS baseline_id, b.centre, b.sigma, b.lcl, b.ucl,
     p.id AS point_id, p.complete, p.seq, p.station_id, p.n, p.vals, p.value, p.z, p.baseline_id AS point_baseline_id,
     p.station_log_ids
   FROM c
   LEFT JOIN LATERAL (SELECT id, centre, sigma, lcl, ucl FROM spc_baseline WHERE characteristic_id = c.id
     ORDER BY id DESC LIMIT 1) b ON true
   LEFT JOIN LATERAL (
     (SELECT id, false AS complete, NULL::int AS seq, station_id, n, vals, NULL::float8 AS value, NULL::float8 AS z,
        NULL::int AS baseline_id, station_log_ids
      FROM spc_point WHERE characteristic_id = c.id AND NOT complete)
     UNION ALL
     (SELECT id, true, seq, station_id, n, NULL::float8[], value, z, baseline_id, NULL::bigint[]
      FROM spc_point WHERE characteristic_id = c.id AND complete
        AND seq > (SELECT max(seq) FROM spc_point WHERE characteristic_id = c.id) - 20)) p ON true
   ORDER BY c.id`,
  {
    notNull: ['id', 'chart', 'subgroup_size', 'rules', 'reaction'],
    nullable: ['baseline_id', 'centre', 'sigma', 'lcl', 'ucl', 'point_id', 'complete', 'station_id', 'n'],
  },
);

// every point the batch touched, in its last state: the ones with an id updated (still open when read), the others
// inserted; answers each one's id and seq. Arrays of a point travel as text ('{1,2}').
export const WRITE_POINTS = sql(
  'spc.write_points',
  `WITH u AS (
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::int[], $7::text[],
       $8::bool[], $9::float8[], $10::float8[], $11::int[], $12::float8[], $13::text[], $14::text[], $15::float8[],
       $16::float8[], $17::float8[], $18::float8[])
     AS u(id, characteristic_id, seq, station_id, at, n, vals, complete, value, spread, baseline_id, z, violations, refs,
       total, m2, lo, hi)),
   upd AS (
     UPDATE spc_point p SET seq = u.seq, at = u.at, n = u.n, vals = u.vals::float8[], complete = u.complete,
       value = u.value, spread = u.spread, baseline_id = u.baseline_id, z = u.z,
       violations = u.violations::smallint[], station_log_ids = u.refs::bigint[], total = u.total, m2 = u.m2,
       lo = u.lo, hi = u.hi
     FROM u WHERE u.id IS NOT NULL AND p.id = u.id AND NOT p.complete
     RETURNING p.id, p.characteristic_id, p.seq),
   ins AS (
     INSERT INTO spc_point (characteristic_id, seq, station_id, at, n, vals, complete, value, spread, baseline_id, z,
       violations, station_log_ids, total, m2, lo, hi)
     SELECT characteristic_id, seq, station_id, at, n, vals::float8[], complete, value, spread, baseline_id, z,
       violations::smallint[], refs::bigint[], total, m2, lo, hi
     FROM u WHERE u.id IS NULL
     RETURNING id, characteristic_id, seq)
   SELECT id, characteristic_id, seq FROM upd UNION ALL SELECT id, characteristic_id, seq FROM ins`,
  { notNull: ['id', 'characteristic_id'] },
);

import { sql } from '../../../core/db/sql';

// The statements of the points (evaluate.ts): which characteristics the reports feed and with what value, a
// characteristic's state (locked: one evaluator at a time), the points written.

// $1..$6 the facts (station_log id, station, work order, line, time, result): each fact's value for each enabled
// characteristic of its station (or of its product at any station). Only pass and fail reports count.
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
  AND (c.product_id IS NULL OR c.product_id = w.product_id)
WHERE f.result IN (1, 2)
ORDER BY c.id, f.id`,
  { notNull: ['characteristic_id', 'station_log_id', 'station_id', 'at'] },
);

export const LOCK_CHARACTERISTIC = sql(
  'spc.lock_characteristic',
  `SELECT id, chart, subgroup_size, rules, reaction FROM spc_characteristic WHERE id = $1 FOR UPDATE`,
);

export const CURRENT_BASELINE = sql(
  'spc.current_baseline',
  `SELECT id, centre, sigma, lcl, ucl FROM spc_baseline WHERE characteristic_id = $1 ORDER BY id DESC LIMIT 1`,
);

export const OPEN_POINTS = sql(
  'spc.open_points',
  `SELECT id, station_id, n, vals, station_log_ids FROM spc_point WHERE characteristic_id = $1 AND NOT complete`,
);

// the last complete points (enough for the longest rule, 15 points, with its look-back)
export const RECENT_POINTS = sql(
  'spc.recent_points',
  `SELECT seq, value, z, baseline_id FROM spc_point WHERE characteristic_id = $1 AND complete
   ORDER BY seq DESC LIMIT 20`,
  { notNull: ['seq'] },
);

export const INSERT_POINT = sql(
  'spc.insert_point',
  `INSERT INTO spc_point (characteristic_id, seq, station_id, at, n, vals, complete, value, spread, baseline_id, z,
     violations, station_log_ids)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
);

export const UPDATE_POINT = sql(
  'spc.update_point',
  `UPDATE spc_point SET seq = $2, at = $3, n = $4, vals = $5, complete = $6, value = $7, spread = $8,
     baseline_id = $9, z = $10, violations = $11, station_log_ids = $12
   WHERE id = $1 AND NOT complete`,
);

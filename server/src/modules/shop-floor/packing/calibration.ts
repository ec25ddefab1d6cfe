import type pg from 'pg';
import type { Calibration } from '@mes/contracts';
import type { RoutingCache } from '../routing-cache';
import type { CalibrationInput } from './packing.input';
import { stationOf } from './packing-rules';
import { rows, sql } from '../../../core/db/sql';

const CALIBRATE = sql(
  'shop-floor.calibrate',
  `INSERT INTO calibration_weight (station_id, scale, reference_weight, measured_weight, deviation, tolerance, result, operator, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, station_id, scale, reference_weight::float8 AS reference_weight, measured_weight::float8 AS measured_weight,
       deviation::float8 AS deviation, tolerance::float8 AS tolerance, result, created_at`,
  { notNull: ['reference_weight', 'measured_weight', 'deviation', 'tolerance'] },
);

// calibration_weight (docs/packing.md, "Check-weighing"): a reference weight put on the station's scale and what the
// scale read. Every calibration is recorded, a failed one too (result 2), so the record shows when a scale drifted.
// The tolerance defaults to 0.1 % of the reference weight.
export async function calibrate(
  pool: pg.Pool,
  cache: RoutingCache,
  body: CalibrationInput,
  userId: number | null,
): Promise<Calibration> {
  const reference = body.reference_weight;
  const measured = body.measured_weight;
  const tolerance = body.tolerance ?? Math.round(reference * 1000) / 1e6;
  const scale = body.scale.trim();
  const operator = body.operator.trim();
  const station = await stationOf(cache, body);
  const micro = (kg: number) => Math.round(kg * 1e6);
  const deviation = (micro(measured) - micro(reference)) / 1e6;
  const result = Math.abs(micro(measured) - micro(reference)) <= micro(tolerance) ? 1 : 2;
  const [row] = await rows(pool, CALIBRATE, [
    station.id,
    scale,
    reference,
    measured,
    deviation,
    tolerance,
    result,
    operator,
    userId,
  ]);
  return { ...row, result, created_at: row.created_at.toISOString() };
}

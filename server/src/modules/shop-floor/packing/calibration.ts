import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { onlyFields } from '../../../core/api/call-input';
import type { RoutingCache } from '../routing-cache';
import { stationRef, text, weight } from './packing.input';
import { stationOf } from './packing-rules';

export type Calibration = {
  id: number;
  station_id: number;
  scale: string;
  reference_weight: number;
  measured_weight: number;
  deviation: number;
  tolerance: number;
  result: 1 | 2;
  created_at: string;
};

// calibration_weight (docs/packing.md, "Check-weighing"): a reference weight put on the station's scale and what the
// scale read. Every calibration is recorded, a failed one too (result 2), so the record shows when a scale drifted.
// The tolerance defaults to 0.1 % of the reference weight.
export async function calibrate(
  pool: pg.Pool,
  cache: RoutingCache,
  body: Record<string, unknown>,
  userId: number | null,
): Promise<Calibration> {
  onlyFields(body, ['station_id', 'station', 'scale', 'reference_weight', 'measured_weight', 'tolerance', 'operator']);
  const ref = stationRef(body);
  const reference = weight(body, 'reference_weight', true)!;
  if (reference === 0) throw refuse('reference_weight', 'shop_floor.above_zero');
  const measured = weight(body, 'measured_weight', true)!;
  const tolerance = weight(body, 'tolerance', false) ?? Math.round(reference * 1000) / 1e6;
  const scale = text(body, 'scale', 64, false) ?? '';
  const operator = text(body, 'operator', 64, false) ?? '';
  const station = await stationOf(cache, ref);
  const micro = (kg: number) => Math.round(kg * 1e6);
  const deviation = (micro(measured) - micro(reference)) / 1e6;
  const result = Math.abs(micro(measured) - micro(reference)) <= micro(tolerance) ? 1 : 2;
  const { rows } = await pool.query<Calibration>(
    `INSERT INTO calibration_weight (station_id, scale, reference_weight, measured_weight, deviation, tolerance, result, operator, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, station_id, scale, reference_weight::float8 AS reference_weight, measured_weight::float8 AS measured_weight,
       deviation::float8 AS deviation, tolerance::float8 AS tolerance, result, created_at`,
    [station.id, scale, reference, measured, deviation, tolerance, result, operator, userId],
  );
  return rows[0];
}

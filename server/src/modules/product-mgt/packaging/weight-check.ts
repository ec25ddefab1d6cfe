// The packing station's judgement of a weighing (used by the packing of a later issue; docs/labels-packaging.md,
// "Weights"): a level with expected weight 0 is not weighed; otherwise the measured weight must lie within expected
// ± tolerance, bounds included. Weights are kg with at most 6 decimals (numeric(18,6)), compared in micrograms so
// 0.1 + 0.2 and 0.3 are the same weight.

export type WeightLevel = { weight: number; tolerance: number };
export type WeightVerdict =
  | { ok: true; reason: 'not_weighed' }
  | { ok: boolean; reason: 'within' | 'under' | 'over'; low: number; high: number; deviation: number };

const micro = (kg: number) => Math.round(kg * 1e6);

export function judgeWeight(measured: number, level: WeightLevel): WeightVerdict {
  if (!Number.isFinite(measured) || measured < 0) throw new RangeError(`not a weight: ${measured}`);
  if (!(level.tolerance >= 0)) throw new RangeError(`not a tolerance: ${level.tolerance}`);
  if (level.weight <= 0) return { ok: true, reason: 'not_weighed' };
  const m = micro(measured);
  const low = micro(level.weight) - micro(level.tolerance);
  const high = micro(level.weight) + micro(level.tolerance);
  const deviation = (m - micro(level.weight)) / 1e6;
  const reason = m < low ? 'under' : m > high ? 'over' : 'within';
  return { ok: reason === 'within', reason, low: low / 1e6, high: high / 1e6, deviation };
}

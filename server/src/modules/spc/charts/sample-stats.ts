/** Arithmetic mean of a non-empty list. */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}

/** Largest minus smallest value. */
export function range(values: readonly number[]): number {
  let lo = values[0];
  let hi = values[0];
  for (let i = 1; i < values.length; i++) {
    if (values[i] < lo) lo = values[i];
    if (values[i] > hi) hi = values[i];
  }
  return hi - lo;
}

/** Sample standard deviation (divisor n - 1); 0 for a single value. */
export function sampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let ss = 0;
  for (let i = 0; i < values.length; i++) ss += (values[i] - m) * (values[i] - m);
  return Math.sqrt(ss / (values.length - 1));
}

/** Mean of the moving ranges of span 2, |x[i] - x[i-1]| (needs at least two values). */
export function meanMovingRange(values: readonly number[]): number {
  let sum = 0;
  for (let i = 1; i < values.length; i++) sum += Math.abs(values[i] - values[i - 1]);
  return sum / (values.length - 1);
}

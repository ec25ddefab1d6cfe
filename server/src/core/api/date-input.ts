import { readDateTime } from '@mes/contracts';
import { refuse } from './app.exception';

export { EARLIEST_YEAR, LATEST_YEAR, readDateTime, type DateReading, type DateRefusal } from '@mes/contracts';

/** A caller's date-time as the ISO text to store, or a 400 naming the field. */
export function dateTimeValue(field: string, value: unknown): string {
  if (typeof value !== 'string') throw refuse(field, 'input.date_time_string');
  const r = readDateTime(value);
  if (!r.ok) throw refuse(field, r.code, { ...r.params, value: value.slice(0, 40) });
  return r.date.toISOString();
}

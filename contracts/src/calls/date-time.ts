import { refusalText, type RefusalCode, type RefusalParams } from '../refusals';

// The one reader of dates and date-times from callers (bodies, list filters, spreadsheet cells). PostgreSQL stores
// years 4713 BC to 294276 AD and JavaScript's Date rolls 2025-02-30 over into March, so both are checked here, before
// any value reaches SQL: a real calendar day, within years EARLIEST_YEAR..LATEST_YEAR (docs/api.md, "Input rules").
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 9999;

/**
 * A refused reading: its code and parameters (the value itself is the caller's `value` parameter, added where the
 * value is named) and `reason`, the en-US text after the value: `is not a day of the calendar (2025-02 has 28 days)`.
 */
export type DateRefusal = { ok: false; code: RefusalCode; params: RefusalParams; reason: string };
export type DateReading = { ok: true; date: Date } | DateRefusal;

// Every code's en-US text starts with the value ('{value}' is ...); the reason is the rest.
function refused(code: RefusalCode, params: RefusalParams = {}): DateRefusal {
  return { ok: false, code, params, reason: refusalText(code, 'en-US', params).replace(/^'\{value\}' /, '') };
}

// YYYY-MM-DD, optionally with a time (T or a blank, HH:MM[:SS[.fraction]]) and an offset (Z, ±HH, ±HHMM, ±HH:MM).
// The year may be signed or longer (ISO's expanded years) so that such years answer 'out of range', not 'malformed'.
const ISO =
  /^([+-]\d{4,6}|\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const MAX_OFFSET_MINUTES = 14 * 60;

// Day 0 of the next month is the last day of this one (years here are >= 1900, so Date.UTC takes them as written).
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

function offsetMinutes(text: string | undefined): number | null {
  if (text === undefined || text.toUpperCase() === 'Z') return 0;
  const sign = text[0] === '-' ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (minutes > 59 || hours * 60 + minutes > MAX_OFFSET_MINUTES) return null;
  return sign * (hours * 60 + minutes);
}

/** An ISO 8601 date or date-time; without an offset it is UTC. */
export function readDateTime(raw: string): DateReading {
  const m = ISO.exec(raw.trim());
  if (!m) return refused('input.date_not_iso');
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', off] = m;
  const year = Number(y);
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > LATEST_YEAR) {
    return refused('input.date_year_range', { min: EARLIEST_YEAR, max: LATEST_YEAR });
  }
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12) return refused('input.date_no_month', { month: mo });
  if (day < 1 || day > daysIn(year, month))
    return refused('input.date_no_day', { month: `${y}-${mo}`, days: daysIn(year, month) });
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (hour > 23 || minute > 59 || second > 59) return refused('input.date_no_time');
  const offset = offsetMinutes(off);
  if (offset === null) return refused('input.date_offset');
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000;
  return { ok: true, date: new Date(utc) };
}

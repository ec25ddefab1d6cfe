// The date parts of a number, read in the rule's time zone (a fixed IANA zone per rule, default Asia/Shanghai), so a
// number made at 23:30 UTC carries the factory's next day whatever the server's own zone.

export const DATE_FORMATS = ['yyyy', 'yy', 'mm', 'dd', 'ww', 'ddd', 'gggg', 'gg'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const RESETS = ['day', 'month', 'year', 'never'] as const;
export type Reset = (typeof RESETS)[number];

/** yyyy, yy, mm, dd: the calendar date; ww: ISO week (01-53); ddd: day of year (001-366); gggg, gg: ISO week year. */
export type DateParts = Record<DateFormat, string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function calendarDate(at: Date, timeZone: string): { y: number; m: number; d: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
}

const DAY = 86_400_000;

/** ISO 8601 week and week year: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(y: number, m: number, d: number): { week: number; year: number } {
  const date = Date.UTC(y, m - 1, d);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0
  const thursday = date + (3 - weekday) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return { week, year };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function dateParts(at: Date, timeZone: string): DateParts {
  const { y, m, d } = calendarDate(at, timeZone);
  const iso = isoWeek(y, m, d);
  const dayOfYear = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / DAY) + 1;
  return {
    yyyy: pad(y, 4),
    yy: pad(y % 100, 2),
    mm: pad(m, 2),
    dd: pad(d, 2),
    ww: pad(iso.week, 2),
    ddd: pad(dayOfYear, 3),
    gggg: pad(iso.year, 4),
    gg: pad(iso.year % 100, 2),
  };
}

/** the counter's period: one counter row per policy and period. */
export function periodKey(reset: Reset, d: DateParts): string {
  if (reset === 'year') return d.yyyy;
  if (reset === 'month') return `${d.yyyy}-${d.mm}`;
  if (reset === 'day') return `${d.yyyy}-${d.mm}-${d.dd}`;
  return '';
}

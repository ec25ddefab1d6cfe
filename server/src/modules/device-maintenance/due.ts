// What maintenance is due when (docs/device-maintenance.md, "Due and overdue"): pure functions over a period, the
// records of one device for it, and (for counter periods) the hourly counter of the device's line. No I/O here.

import type { DmPeriodKind } from '@mes/contracts';

export { DM_PERIOD_KINDS, type DmPeriodKind } from '@mes/contracts';
export type DmPeriod = { kind: DmPeriodKind; every: number };

/** done: in time; late: done after its deadline (or past the grace of a counter); missed: not done; due: still open. */
export type OccurrenceStatus = 'done' | 'late' | 'missed' | 'due';

/** One time a period asks for the maintenance: due from due_at; period_start keys its record. */
export type Occurrence = {
  period_start: Date;
  due_at: Date;
  /** calendar: the window's end; counters: null (the counter decides) */
  deadline: Date | null;
  status: OccurrenceStatus;
  done_at: Date | null;
  /** still open and already past its deadline or grace */
  overdue: boolean;
};

export type DoneRecord = { period_start: Date; done_at: Date };
/** one hour of the line: its produced units (units) or 1 when it ran at all (hours). */
export type CounterSample = { at: Date; value: number };

/** a counter record is late once the counter passed every x (1 + COUNTER_GRACE); missed at 2 x every. */
export const COUNTER_GRACE = 0.1;
const HOUR = 3_600_000;

export const isCounter = (p: DmPeriod): boolean => p.kind === 'units' || p.kind === 'hours';

const DAY = 86_400_000;
// 1970-01-05 was a Monday: weeks start on Mondays.
const MONDAY = 4 * DAY;

/**
 * The calendar window holding `t`, in local time of `offsetMin` minutes east of UTC: every N days (counted from
 * 1970-01-01), N weeks (from Monday 1970-01-05), N months (from January 1970).
 */
export function windowOf(p: DmPeriod, t: Date, offsetMin: number): { start: Date; end: Date } {
  const off = offsetMin * 60_000;
  const local = t.getTime() + off;
  if (p.kind === 'day' || p.kind === 'week') {
    const len = (p.kind === 'day' ? DAY : 7 * DAY) * p.every;
    const base = p.kind === 'day' ? 0 : MONDAY;
    const start = Math.floor((local - base) / len) * len + base;
    return { start: new Date(start - off), end: new Date(start + len - off) };
  }
  const d = new Date(local);
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth();
  const first = Math.floor(index / p.every) * p.every;
  const startLocal = Date.UTC(Math.floor(first / 12), first % 12, 1);
  const next = first + p.every;
  const endLocal = Date.UTC(Math.floor(next / 12), next % 12, 1);
  return { start: new Date(startLocal - off), end: new Date(endLocal - off) };
}

/** The occurrences of a calendar period between `from` (the device got the item) and `now`, in order. */
export function calendarOccurrences(
  p: DmPeriod,
  records: readonly DoneRecord[],
  from: Date,
  now: Date,
  offsetMin: number,
): Occurrence[] {
  const byStart = new Map(records.map((r) => [r.period_start.getTime(), r]));
  const out: Occurrence[] = [];
  for (let w = windowOf(p, from, offsetMin); w.start < now; w = windowOf(p, w.end, offsetMin)) {
    const rec = byStart.get(w.start.getTime());
    const ended = w.end <= now;
    const status: OccurrenceStatus = rec ? (rec.done_at <= w.end ? 'done' : 'late') : ended ? 'missed' : 'due';
    out.push({
      period_start: w.start,
      due_at: w.start,
      deadline: w.end,
      status,
      done_at: rec?.done_at ?? null,
      overdue: false,
    });
  }
  return out;
}

/**
 * The occurrences of a counter period: counting starts at `from` and again at each record; the maintenance is due
 * once `every` units (or running hours) were counted, done within the grace, late after it, missed when twice
 * `every` were counted without a record (counting then starts again). A record before it was due is done early.
 */
export function counterOccurrences(
  p: DmPeriod,
  records: readonly DoneRecord[],
  samples: readonly CounterSample[],
  from: Date,
  now: Date,
): Occurrence[] {
  return counterRun(p, records, samples, from, now).occurrences;
}

// The occurrences, and where the counting of the next one started.
function counterRun(
  p: DmPeriod,
  records: readonly DoneRecord[],
  samples: readonly CounterSample[],
  from: Date,
  now: Date,
): { occurrences: Occurrence[]; start: Date } {
  const out: Occurrence[] = [];
  const recs = [...records].filter((r) => r.done_at >= from).sort((a, b) => +a.done_at - +b.done_at);
  // a sample stands for its whole hour (stamped with the hour's start, proj_line_hour): the hour in which counting
  // starts counts, as the samples read for it do (dm-due.service.ts reads from date_trunc('hour', since))
  const hours = [...samples].filter((s) => +s.at + HOUR > +from && s.at < now).sort((a, b) => +a.at - +b.at);
  let start = from;
  let acc = 0;
  let dueAt: Date | null = null;
  let ri = 0;
  const closeWithRecord = (r: DoneRecord) => {
    const late = acc > p.every * (1 + COUNTER_GRACE);
    out.push({
      period_start: start,
      due_at: dueAt ?? r.done_at,
      deadline: null,
      status: late ? 'late' : 'done',
      done_at: r.done_at,
      overdue: false,
    });
    start = r.done_at;
    acc = 0;
    dueAt = null;
  };
  for (const s of hours) {
    while (ri < recs.length && recs[ri].done_at <= s.at) closeWithRecord(recs[ri++]);
    acc += s.value;
    if (dueAt === null && acc >= p.every) dueAt = s.at;
    if (acc >= 2 * p.every) {
      out.push({
        period_start: start,
        due_at: dueAt ?? s.at,
        deadline: null,
        status: 'missed',
        done_at: null,
        overdue: false,
      });
      start = s.at;
      acc = 0;
      dueAt = null;
    }
  }
  while (ri < recs.length && recs[ri].done_at <= now) closeWithRecord(recs[ri++]);
  if (dueAt !== null)
    out.push({
      period_start: start,
      due_at: dueAt,
      deadline: null,
      status: 'due',
      done_at: null,
      overdue: acc > p.every * (1 + COUNTER_GRACE),
    });
  return { occurrences: out, start };
}

/**
 * What the computation knows of one device and period: its records, the line's hourly counter (counter periods),
 * since when the device has the period's items, the time now, and the local time's offset east of UTC in minutes.
 */
export type DueFacts = {
  records: readonly DoneRecord[];
  samples: readonly CounterSample[];
  from: Date;
  now: Date;
  offsetMin: number;
};

/** What the device's next record of this period is for: the open occurrence (due or not yet due). */
export function currentOccurrence(
  p: DmPeriod,
  { records, samples, from, now, offsetMin }: DueFacts,
): { period_start: Date; due: boolean; overdue: boolean; done: boolean } {
  if (!isCounter(p)) {
    const w = windowOf(p, now, offsetMin);
    const done = records.some((r) => r.period_start.getTime() === w.start.getTime());
    return { period_start: w.start, due: !done, overdue: false, done };
  }
  const run = counterRun(p, records, samples, from, now);
  const open = run.occurrences.find((o) => o.status === 'due');
  return { period_start: run.start, due: open !== undefined, overdue: open?.overdue ?? false, done: false };
}

/** every occurrence of a period for one device */
export function occurrences(p: DmPeriod, { records, samples, from, now, offsetMin }: DueFacts): Occurrence[] {
  return isCounter(p)
    ? counterOccurrences(p, records, samples, from, now)
    : calendarOccurrences(p, records, from, now, offsetMin);
}

/** The local calendar day (YYYY-MM-DD) of `t`. */
export function localDay(t: Date, offsetMin: number): string {
  return new Date(t.getTime() + offsetMin * 60_000).toISOString().slice(0, 10);
}

export type DayCount = { day: string; due: number; done: number; late: number; missed: number };

/** Per local day of due_at: how many occurrences were due, and how they ended (an open one counts in due only). */
export function countByDay(occ: readonly Occurrence[], offsetMin: number): DayCount[] {
  const days = new Map<string, DayCount>();
  for (const o of occ) {
    const day = localDay(o.due_at, offsetMin);
    const c = days.get(day) ?? { day, due: 0, done: 0, late: 0, missed: 0 };
    c.due += 1;
    if (o.status !== 'due') c[o.status] += 1;
    days.set(day, c);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

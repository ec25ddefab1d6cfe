import { countByDay, currentOccurrence, occurrences, windowOf, type CounterSample, type DoneRecord } from './due';

// A simulated November 2026 in a factory at UTC+8: a daily, a weekly and a per-1,000-units item on one device.
const TZ = 480;
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour - 8, minute)); // local Nov <day> <hour>:<minute>
const FROM = at(1, 0);
const NOW = at(31, 0); // = Dec 1 00:00 local
const sum = (xs: { status: string }[], status: string) => xs.filter((x) => x.status === status).length;

describe('device maintenance: what is due when', () => {
  it('cuts calendar windows in local time: days, Monday weeks, months', () => {
    expect(windowOf({ kind: 'day', every: 1 }, at(3, 7), TZ)).toEqual({ start: at(3, 0), end: at(4, 0) });
    // Nov 4 2026 is a Wednesday: its week runs Monday Nov 2 .. Monday Nov 9.
    expect(windowOf({ kind: 'week', every: 1 }, at(4, 12), TZ)).toEqual({ start: at(2, 0), end: at(9, 0) });
    expect(windowOf({ kind: 'month', every: 1 }, at(20, 1), TZ)).toEqual({ start: at(1, 0), end: at(31, 0) });
    // just before local midnight still belongs to that day
    expect(windowOf({ kind: 'day', every: 1 }, at(3, 23, 59), TZ).start).toEqual(at(3, 0));
  });

  it('a daily item over the month: done, late when caught up after its day, missed when never done', () => {
    const daily = { kind: 'day', every: 1 } as const;
    const records: DoneRecord[] = [];
    for (let d = 1; d <= 30; d++) {
      if (d === 5 || d === 6) continue; // never done
      // day 10's check was written the next morning
      records.push({ period_start: at(d, 0), done_at: d === 10 ? at(11, 9) : at(d, 9) });
    }
    const occ = occurrences(daily, { records, samples: [], from: FROM, now: NOW, offsetMin: TZ });
    expect(occ).toHaveLength(30);
    expect([sum(occ, 'done'), sum(occ, 'late'), sum(occ, 'missed'), sum(occ, 'due')]).toEqual([27, 1, 2, 0]);
    const days = countByDay(occ, TZ);
    expect(days.find((d) => d.day === '2026-11-05')).toEqual({
      day: '2026-11-05',
      due: 1,
      done: 0,
      late: 0,
      missed: 1,
    });
    expect(days.find((d) => d.day === '2026-11-10')).toMatchObject({ due: 1, late: 1 });
    // mid-day on the 15th, before its record: due now
    const mid = occurrences(daily, {
      records: records.filter((r) => r.done_at < at(15, 8)),
      samples: [],
      from: FROM,
      now: at(15, 8),
      offsetMin: TZ,
    });
    expect(mid[mid.length - 1]).toMatchObject({ status: 'due', period_start: at(15, 0) });
  });

  it('a weekly item: the week holding the 1st and an unrecorded week are missed, the open week is due', () => {
    const weekly = { kind: 'week', every: 1 } as const;
    const records = [at(3, 10), at(17, 10), at(24, 10)].map((t) => ({
      period_start: windowOf(weekly, t, TZ).start,
      done_at: t,
    }));
    const occ = occurrences(weekly, { records, samples: [], from: FROM, now: NOW, offsetMin: TZ });
    expect(occ.map((o) => o.status)).toEqual(['missed', 'done', 'missed', 'done', 'done', 'due']);
    const cur = currentOccurrence(weekly, { records, samples: [], from: FROM, now: at(25, 10), offsetMin: TZ });
    expect(cur).toMatchObject({ due: false, done: true, period_start: at(23, 0) });
  });

  it('a per-5-units item given to a device at 10:23: the 7 units of that clock hour count, so it is due', () => {
    const per5 = { kind: 'units', every: 5 } as const;
    const given = at(3, 10, 23);
    // the line's hourly counter stamps the 10:00-11:00 hour with its start, 10:00
    const samples: CounterSample[] = [{ at: at(3, 10), value: 7 }];
    const facts = { records: [], samples, from: given, now: at(3, 10, 50), offsetMin: TZ };
    expect(currentOccurrence(per5, facts)).toMatchObject({ due: true, overdue: true });
    // the hour before it was given does not count
    const before = { ...facts, samples: [{ at: at(3, 9), value: 7 }] };
    expect(currentOccurrence(per5, before)).toMatchObject({ due: false });
  });

  it('a per-1,000-units item: due at 1,000, late past 1,100, missed at 2,000 without a record', () => {
    const perK = { kind: 'units', every: 1000 } as const;
    // 100 units an hour from 08:00 to 17:00 local: 1,000 units a day, reached at the 17:00 hour.
    const samples: CounterSample[] = [];
    for (let d = 1; d <= 30; d++) for (let h = 8; h <= 17; h++) samples.push({ at: at(d, h), value: 100 });
    const records: DoneRecord[] = [];
    for (let d = 1; d <= 30; d++) {
      if (d === 2 || d === 3) continue; // day 2 and 3: nothing -> at day 3 17:00 the counter reached 2,000
      if (d === 12) continue; // day 12's is written on day 13 at 09:30, 1,200 units in: late
      records.push({ period_start: at(d, 0), done_at: d === 13 ? at(13, 9, 30) : at(d, 18) });
    }
    const occ = occurrences(perK, { records, samples, from: FROM, now: NOW, offsetMin: TZ });
    const missed = occ.filter((o) => o.status === 'missed');
    expect(missed).toHaveLength(1);
    expect(missed[0].due_at).toEqual(at(2, 17));
    const late = occ.filter((o) => o.status === 'late');
    // after the late record on day 13 at 09:30 counting restarts: 1,000 units again on day 14 at 09:00, and that
    // day's 18:00 record comes 1,800 units in: late too. From then on each 18:00 record is in time.
    expect(late.map((o) => o.due_at)).toEqual([at(12, 17), at(14, 9)]);
    expect(sum(occ, 'done')).toBe(30 - 3 - 2 - 1 + 1);
    expect(sum(occ, 'due')).toBe(0);
    // as seen before day 5's record: 900 units at 17:00, due with 1,000 at 18:00, overdue with 1,200 on day 6 10:00
    const before = records.filter((r) => r.done_at < at(5, 0));
    const seen = (t: Date) => currentOccurrence(perK, { records: before, samples, from: FROM, now: t, offsetMin: TZ });
    expect(seen(at(5, 17))).toEqual({ due: false, overdue: false, done: false, period_start: at(4, 18) });
    expect(seen(at(5, 18))).toEqual({ due: true, overdue: false, done: false, period_start: at(4, 18) });
    expect(seen(at(6, 10))).toEqual({ due: true, overdue: true, done: false, period_start: at(4, 18) });
  });
});

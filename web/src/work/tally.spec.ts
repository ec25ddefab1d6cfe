import type { ReportSummary } from '@mes/contracts';
import { StationTally, localDay } from './tally';
import type { ReportAnswer } from './work.types';

const now = Date.now();
const today = localDay(now);
const iso = (ms: number) => new Date(ms).toISOString();
const log = (id: number, result: number, sn = `S${id}`) => ({
  id,
  sn,
  worder_id: 1,
  station_id: 3,
  result,
  created_at: iso(now - 1000 + id),
});
const summary = (id: number, result: 1 | 2, at = now): ReportSummary => ({
  station_log_id: id,
  sn: `S${id}`,
  result,
  worder_id: 1,
  station_id: 3,
  product_line_id: 2,
  at: iso(at),
});
const answer = (id: number, verdict: 'pass' | 'fail' = 'pass'): ReportAnswer => ({
  station_log_id: id,
  sn: `S${id}`,
  worder_id: 1,
  station_id: 3,
  result: verdict === 'pass' ? 1 : 2,
  verdict,
  next_station: { id: 4, fnumber: 'GT' },
  done: false,
  repeated: false,
});

describe(StationTally.name, () => {
  it('starts from the station log and counts each later report once, whoever told about it', () => {
    const sut = new StationTally(today);
    sut.baseline([log(12, 1), log(11, 2), log(10, 1)]);
    expect(sut.getView()).toMatchObject({ pass: 2, fail: 1, ready: true });
    sut.reports([summary(12, 1), summary(13, 1)]); // 12 was in the baseline
    sut.scanned('k14', 'S14', now);
    sut.outcome('k14', 'S14', { kind: 'verdict', answer: answer(14) }, false);
    sut.reports([summary(14, 1), summary(13, 1), summary(15, 2)]);
    expect(sut.getView()).toMatchObject({ pass: 4, fail: 2 });
    expect(sut.getView().rows.filter((r) => r.station_log_id === 14)).toHaveLength(1);
  });

  it('counts what arrived before the baseline only when the baseline did not hold it', () => {
    const sut = new StationTally(today);
    sut.reports([summary(20, 1), summary(21, 1)]);
    sut.baseline([log(20, 1)]);
    expect(sut.getView()).toMatchObject({ pass: 2, fail: 0 });
  });

  it('takes the totals when the log list was cut short, and leaves out reports of another day', () => {
    const sut = new StationTally(today);
    sut.baseline([log(900, 1)], { pass: 600, fail: 30 });
    sut.reports([summary(901, 2, now - 2 * 86_400_000)]);
    expect(sut.getView()).toMatchObject({ pass: 600, fail: 30 });
  });

  it('shows a queued scan at once and marks one refused after the fact', () => {
    const sut = new StationTally(today);
    sut.baseline([]);
    sut.scanned('q1', 'SQ1', now);
    expect(sut.getView().rows[0]).toMatchObject({ key: 'q1', state: 'queued' });
    sut.outcome('q1', 'SQ1', { kind: 'refused', err: 1216, msg: 'already passed' }, true);
    expect(sut.getView().rows[0]).toMatchObject({ key: 'q1', state: 'refused', late: true, err: 1216 });
    expect(sut.getView()).toMatchObject({ pass: 0, fail: 0 });
  });

  it('keeps the last N results, and never pushes out scans still waiting', () => {
    const sut = new StationTally(today, 3);
    sut.baseline([]);
    sut.scanned('w', 'SW', now - 10_000);
    for (let i = 1; i <= 5; i++) sut.outcome(`k${i}`, `S${i}`, { kind: 'verdict', answer: answer(i) }, false);
    const keys = sut.getView().rows.map((r) => r.key);
    expect(keys).toHaveLength(4);
    expect(keys).toContain('w');
  });
});

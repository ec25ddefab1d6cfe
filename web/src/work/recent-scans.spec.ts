import { rowOf, withRow } from './recent-scans';
import type { ResultRow } from './tally';

const row = (key: string, at = 1): ResultRow => ({ key, sn: key, at, state: 'queued', late: false });
const detail = (a: { ok: boolean }) => ({ state: a.ok ? ('pass' as const) : ('fail' as const), text: 'done' });

describe('recent scans', () => {
  it('puts a new scan in front, at most the limit, and replaces a scan by its key keeping when it was taken', () => {
    const rows = withRow(withRow(withRow([], row('a')), row('b')), row('c'), 2);
    expect(rows.map((r) => r.key)).toEqual(['c', 'b']);
    const late = withRow(rows, { ...row('b', 99), state: 'pass', late: true });
    expect(late.map((r) => [r.key, r.state, r.at, r.late])).toEqual([
      ['c', 'queued', 1, false],
      ['b', 'pass', 1, true],
    ]);
  });

  it('reads an outcome as a row: queued, refused with code and message, or what the answer did', () => {
    const scan = { key: 'k', subject: 'SN1', at: 5 };
    expect(rowOf(scan, { kind: 'queued' }, false, detail)).toMatchObject({ state: 'queued', sn: 'SN1' });
    expect(rowOf(scan, { kind: 'refused', err: 1504, msg: 'packed' }, true, detail)).toMatchObject({
      state: 'refused',
      err: 1504,
      msg: 'packed',
      late: true,
    });
    expect(rowOf(scan, { kind: 'verdict', answer: { ok: false } }, true, detail)).toMatchObject({
      state: 'fail',
      detail: 'done',
    });
  });
});

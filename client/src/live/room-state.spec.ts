import type { RoomDelta } from '@mes/contracts';
import { applyDelta, applyJoinAnswer, joinBody, newEntry, rejoining, MAX_PENDING, type RoomModel } from './room-state';

// A model that records the seqs it applied, so ordering is visible.
type Log = { base: string; seqs: number[] };
const model: RoomModel<Log> = {
  fromSnapshot: (s) => ({ base: String(s), seqs: [] }),
  apply: (d, delta) => ({ ...d, seqs: [...d.seqs, delta.seq] }),
};
const d = (seq: number): RoomDelta => ({
  room: 'line:1',
  seq,
  event: 'health.heartbeat',
  data: { at: '', worker: '' },
});

describe('room state', () => {
  it('joins without last_seq first, and with it once data is held', () => {
    const e = newEntry<Log>('line:1');
    expect(joinBody(e)).toEqual({ room: 'line:1' });
    const live = applyJoinAnswer(e, { ok: true, room: 'line:1', seq: 7, snapshot: 'S' }, model, 1).entry;
    expect(joinBody(live)).toEqual({ room: 'line:1', last_seq: 7 });
  });

  it('applies a snapshot, then deltas in order, ignoring those at or below the seq', () => {
    let e = applyJoinAnswer(
      newEntry<Log>('line:1'),
      { ok: true, room: 'line:1', seq: 5, snapshot: 'S' },
      model,
      1,
    ).entry;
    for (const seq of [4, 5, 6, 6, 7]) e = applyDelta(e, d(seq), model, 2).entry;
    expect(e.data).toEqual({ base: 'S', seqs: [6, 7] });
    expect(e.seq).toBe(7);
    expect(e.lastUpdate).toBe(2);
  });

  it('holds deltas that arrive during a join and applies only those after the answer', () => {
    let e = newEntry<Log>('line:1');
    for (const seq of [9, 10, 11]) e = applyDelta(e, d(seq), model, 1).entry;
    const step = applyJoinAnswer(e, { ok: true, room: 'line:1', seq: 10, snapshot: 'S' }, model, 2);
    expect(step.resync).toBe(false);
    expect(step.entry.data?.seqs).toEqual([11]);
    expect(step.entry.pending).toEqual([]);
  });

  it('asks for a resync on a hole and fills it from the missed deltas', () => {
    const e = applyJoinAnswer(
      newEntry<Log>('line:1'),
      { ok: true, room: 'line:1', seq: 3, snapshot: 'S' },
      model,
      1,
    ).entry;
    const gap = applyDelta(e, d(6), model, 2);
    expect(gap.resync).toBe(true);
    expect(joinBody(gap.entry)).toEqual({ room: 'line:1', last_seq: 3 });
    const filled = applyJoinAnswer(
      gap.entry,
      { ok: true, room: 'line:1', seq: 6, deltas: [d(4), d(5), d(6)] },
      model,
      3,
    );
    expect(filled.resync).toBe(false);
    expect(filled.entry.data?.seqs).toEqual([4, 5, 6]);
    expect(filled.entry.seq).toBe(6);
  });

  it('catches up after a reconnect from the missed deltas, keeping the data meanwhile', () => {
    let e = applyJoinAnswer(
      newEntry<Log>('line:1'),
      { ok: true, room: 'line:1', seq: 2, snapshot: 'S' },
      model,
      1,
    ).entry;
    e = rejoining(e);
    expect(e.data).toEqual({ base: 'S', seqs: [] });
    e = applyJoinAnswer(e, { ok: true, room: 'line:1', seq: 4, deltas: [d(3), d(4)] }, model, 2).entry;
    expect(e.data?.seqs).toEqual([3, 4]);
    e = applyJoinAnswer(rejoining(e), { ok: true, room: 'line:1', seq: 4, deltas: [] }, model, 3).entry;
    expect(e).toMatchObject({ phase: 'live', seq: 4 });
  });

  it('takes a snapshot at a lower seq (the server log restarted)', () => {
    let e = applyJoinAnswer(
      newEntry<Log>('line:1'),
      { ok: true, room: 'line:1', seq: 50, snapshot: 'old' },
      model,
      1,
    ).entry;
    e = applyJoinAnswer(rejoining(e), { ok: true, room: 'line:1', seq: 1, snapshot: 'new' }, model, 2).entry;
    expect(e).toMatchObject({ seq: 1, data: { base: 'new', seqs: [] } });
    expect(applyDelta(e, d(2), model, 3).entry.data?.seqs).toEqual([2]);
  });

  it('keeps a refusal as an error and ignores deltas then', () => {
    const e = applyJoinAnswer(newEntry<Log>('line:1'), { ok: false, error: 'not allowed' }, model, 1).entry;
    expect(e).toMatchObject({ phase: 'error', error: 'not allowed' });
    expect(applyDelta(e, d(1), model, 2).entry).toBe(e);
  });

  it('bounds the deltas held during a join', () => {
    let e = newEntry<Log>('line:1');
    for (let seq = 1; seq <= MAX_PENDING + 50; seq += 1) e = applyDelta(e, d(seq), model, 1).entry;
    expect(e.pending).toHaveLength(MAX_PENDING);
    expect(e.pending[0].seq).toBe(51);
  });
});

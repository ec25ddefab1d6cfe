import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SOCKET_EVENTS, type RoomDelta } from '@mes/contracts';
import { FakeSocket } from '../test/fake-socket';
import { LEAVE_GRACE_MS, RoomClient } from './room-client';

// The back office's lists and screens watch rooms through the one room client (they were served by a socket of
// their own that ignored the sequence numbers).

const delta = (room: string, seq: number): RoomDelta =>
  ({
    room,
    seq,
    event: 'resource.changed',
    data: { resource: 'x', action: 'update', id: seq },
  }) as unknown as RoomDelta;
const sent = (fake: FakeSocket) => fake.emitted.map((e) => [e.event, e.body]);

describe('watching rooms (the back office)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('joins on connect, routes deltas by room, leaves when the last listener goes', () => {
    const fake = new FakeSocket();
    const live = new RoomClient({ createSocket: () => fake });
    const a: number[] = [];
    const b: number[] = [];
    const offA = live.watch('line:1', { delta: (d) => a.push(d.seq) });
    live.watch('line:2', { delta: (d) => b.push(d.seq) });
    fake.serverConnect();
    expect(sent(fake)).toEqual([
      [SOCKET_EVENTS.join, { room: 'line:1' }],
      [SOCKET_EVENTS.join, { room: 'line:2' }],
    ]);
    fake.answer('line:1', { ok: true, room: 'line:1', seq: 4, snapshot: {} });
    fake.answer('line:2', { ok: true, room: 'line:2', seq: 5, snapshot: {} });
    fake.fire(SOCKET_EVENTS.delta, delta('line:1', 5));
    fake.fire(SOCKET_EVENTS.delta, delta('line:2', 6));
    expect([a, b]).toEqual([[5], [6]]);
    offA();
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(sent(fake).at(-1)).toEqual([SOCKET_EVENTS.leave, { room: 'line:1' }]);
    fake.fire(SOCKET_EVENTS.delta, delta('line:1', 6));
    expect(a).toEqual([5]);
  });

  it('after a reconnect, hands over what was missed, or asks every watcher to read again when it is lost', () => {
    const fake = new FakeSocket();
    const live = new RoomClient({ createSocket: () => fake });
    let resyncs = 0;
    const seen: number[] = [];
    live.watch('smt_order:3', { resync: () => resyncs++, delta: (d) => seen.push(d.seq) });
    live.watch('smt_order:3', {});
    fake.serverConnect();
    fake.answer('smt_order:3', { ok: true, room: 'smt_order:3', seq: 1, snapshot: {} });
    expect(resyncs).toBe(0);
    fake.serverDrop();
    fake.serverConnect();
    expect(fake.joins('smt_order:3').at(-1)?.body).toEqual({ room: 'smt_order:3', last_seq: 1 });
    fake.answer('smt_order:3', { ok: true, room: 'smt_order:3', seq: 2, deltas: [delta('smt_order:3', 2)] });
    expect([resyncs, seen]).toEqual([0, [2]]);
    fake.serverDrop();
    fake.serverConnect();
    fake.answer('smt_order:3', { ok: true, room: 'smt_order:3', seq: 9, snapshot: {} }); // the log no longer held seq 3..9
    expect(resyncs).toBe(1);
    expect(fake.joins()).toHaveLength(3);
  });

  it('asks a room afresh for a watch that wants its snapshot when the room is held already', () => {
    const fake = new FakeSocket();
    const live = new RoomClient({ createSocket: () => fake });
    let resyncs = 0;
    live.watch('worder:1', { resync: () => resyncs++ });
    fake.serverConnect();
    fake.answer('worder:1', { ok: true, room: 'worder:1', seq: 3, snapshot: { progress: 'old' } });
    const snapshots: unknown[] = [];
    live.watch('worder:1', { snapshot: (s) => snapshots.push(s) });
    expect(fake.joins('worder:1').at(-1)?.body).toEqual({ room: 'worder:1' });
    fake.answer('worder:1', { ok: true, room: 'worder:1', seq: 5, snapshot: { progress: 'now' } });
    expect(snapshots).toEqual([{ progress: 'now' }]);
    expect(resyncs).toBe(1);
  });
});

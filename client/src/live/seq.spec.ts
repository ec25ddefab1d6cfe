import { describe, expect, it, jest } from '@jest/globals';
import type { RoomDelta } from '@mes/contracts';
import { FakeSocket } from '../test/fake-socket';
import { REFUSED_RETRY_MS, RoomClient } from './room-client';

// The station screens' rooms (they had a second socket of their own): snapshot, then each numbered delta once and in
// order, a gap or a reconnect asks again with the last seq.

function setup() {
  const f = new FakeSocket();
  const sut = new RoomClient({ createSocket: () => f });
  return { f, sut };
}

const delta = (seq: number, room = 'station:3'): RoomDelta => ({
  room,
  seq,
  event: 'resource.changed',
  data: { resource: 'x', action: 'y', id: seq, by: null },
});

describe('RoomClient.watch', () => {
  it('joins on connect, takes the snapshot, then applies each delta once and in order', () => {
    const { f, sut } = setup();
    const seen: number[] = [];
    const snapshots: unknown[] = [];
    sut.watch('station:3', { snapshot: (s) => snapshots.push(s), delta: (d) => seen.push(d.seq) });
    f.serverConnect();
    expect(f.joins()[0].body).toEqual({ room: 'station:3' });
    f.fire('delta', delta(5)); // arrives while the join is on its way
    f.answer('station:3', { ok: true, room: 'station:3', seq: 4, snapshot: { counters: [] } });
    f.fire('delta', delta(5));
    f.fire('delta', delta(6));
    f.fire('delta', delta(6, 'worder:1'));
    expect(snapshots).toEqual([{ counters: [] }]);
    expect(seen).toEqual([5, 6]);
  });

  it('asks for what it missed after a gap or a reconnect, with its last seq', () => {
    const { f, sut } = setup();
    const seen: number[] = [];
    sut.watch('station:3', { delta: (d) => seen.push(d.seq) });
    f.serverConnect();
    f.answer('station:3', { ok: true, room: 'station:3', seq: 1, snapshot: {} });
    f.fire('delta', delta(3));
    expect(f.joins()[1].body).toEqual({ room: 'station:3', last_seq: 1 });
    f.answer('station:3', { ok: true, room: 'station:3', seq: 3, deltas: [delta(2), delta(3)] });
    f.serverDrop();
    f.serverConnect();
    expect(f.joins()[2].body).toEqual({ room: 'station:3', last_seq: 3 });
    f.answer('station:3', { ok: true, room: 'station:3', seq: 4, deltas: [delta(4)] });
    expect(seen).toEqual([2, 3, 4]);
  });

  it('hands on un-numbered deltas (seq 0) without moving the room or asking it again', () => {
    const { f, sut } = setup();
    const seen: unknown[] = [];
    sut.watch('user:1', { delta: (d) => seen.push(d.data) });
    f.serverConnect();
    f.answer('user:1', { ok: true, room: 'user:1', seq: 0, snapshot: null });
    f.fire('delta', { room: 'user:1', seq: 0, event: 'progress.changed', data: { id: 7, done: 1 } });
    f.fire('delta', { room: 'user:1', seq: 0, event: 'progress.changed', data: { id: 7, done: 2 } });
    expect(seen).toEqual([
      { id: 7, done: 1 },
      { id: 7, done: 2 },
    ]);
    expect(f.joins()).toHaveLength(1);
    sut.close();
  });

  it('stops delivering after the last watcher leaves', () => {
    const { f, sut } = setup();
    const seen: number[] = [];
    const off = sut.watch('station:3', { delta: (d) => seen.push(d.seq) });
    f.serverConnect();
    f.answer('station:3', { ok: true, room: 'station:3', seq: 0, snapshot: {} });
    off();
    f.fire('delta', delta(1));
    expect(seen).toEqual([]);
    sut.close();
  });

  it('connects again later when the server closed the socket (socket.io would not)', () => {
    jest.useFakeTimers();
    try {
      const f = new FakeSocket();
      const closed: string[] = [];
      const sut = new RoomClient({ createSocket: () => f, onClosedByServer: () => closed.push('closed') });
      f.serverConnect();
      f.fire('disconnect', 'transport close');
      // a dropped network is not the server's word: no identity check
      expect(closed).toEqual([]);
      f.serverConnect();
      f.connected = false;
      f.fire('disconnect', 'io server disconnect');
      expect(sut.getStatus()).toBe('offline');
      // the owner hears at once (a revoked TV says hello now, not at the retry)
      expect(closed).toEqual(['closed']);
      jest.advanceTimersByTime(REFUSED_RETRY_MS);
      expect(f.connectCalls).toBe(1);
      sut.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the room client offline when the socket drops, keeping what it holds', () => {
    const { f, sut } = setup();
    sut.watch('station:3', {});
    f.serverConnect();
    f.answer('station:3', { ok: true, room: 'station:3', seq: 2, snapshot: { n: 1 } });
    f.serverDrop();
    expect(sut.getStatus()).toBe('offline');
    expect(sut.getEntry('station:3')).toMatchObject({ seq: 2, data: { n: 1 } });
  });
});

import type { RoomDelta } from '@mes/contracts';
import { RoomSocket, type SocketLike } from './room-socket';

type Fn = (...args: never[]) => void;

// A socket.io client stand-in: the test plays the server's side (connect, join answers, deltas).
function fakeSocket() {
  const handlers = new Map<string, Fn>();
  const joins: { body: { room: string; last_seq?: number }; ack: (a: unknown) => void }[] = [];
  const socket: SocketLike & { connected: boolean } = {
    connected: false,
    on: (e, fn) => handlers.set(e, fn as Fn),
    emit: (e, body, ack) => {
      if (e === 'join') joins.push({ body: body as { room: string; last_seq?: number }, ack: ack as (a: unknown) => void });
    },
    connect: () => undefined,
    disconnect: () => undefined,
  };
  const fire = (e: string, ...args: unknown[]) => (handlers.get(e) as ((...a: unknown[]) => void) | undefined)?.(...args);
  return { socket, joins, fire, connect: () => { socket.connected = true; fire('connect'); }, drop: () => { socket.connected = false; fire('disconnect'); } };
}

const delta = (seq: number, room = 'station:3'): RoomDelta => ({ room, seq, event: 'resource.changed', data: { resource: 'x', action: 'y', id: seq, by: null } });

describe(RoomSocket.name, () => {
  it('joins on connect, takes the snapshot, then applies each delta once and in order', () => {
    const f = fakeSocket();
    const sut = new RoomSocket('t', () => f.socket);
    const seen: number[] = [];
    const snapshots: unknown[] = [];
    sut.watch('station:3', { snapshot: (s) => snapshots.push(s), delta: (d) => seen.push(d.seq) });
    f.connect();
    expect(f.joins[0].body).toEqual({ room: 'station:3' });
    f.fire('delta', delta(5)); // arrives while the join is on its way
    f.joins[0].ack({ ok: true, room: 'station:3', seq: 4, snapshot: { counters: [] } });
    f.fire('delta', delta(5));
    f.fire('delta', delta(6));
    f.fire('delta', delta(6, 'worder:1'));
    expect(snapshots).toEqual([{ counters: [] }]);
    expect(seen).toEqual([5, 6]);
  });

  it('asks for what it missed after a gap or a reconnect, with its last seq', () => {
    const f = fakeSocket();
    const sut = new RoomSocket('t', () => f.socket);
    const seen: number[] = [];
    sut.watch('station:3', { delta: (d) => seen.push(d.seq) });
    f.connect();
    f.joins[0].ack({ ok: true, room: 'station:3', seq: 1, snapshot: {} });
    f.fire('delta', delta(3));
    expect(f.joins[1].body).toEqual({ room: 'station:3', last_seq: 1 });
    f.joins[1].ack({ ok: true, room: 'station:3', seq: 3, deltas: [delta(2), delta(3)] });
    f.drop();
    f.connect();
    expect(f.joins[2].body).toEqual({ room: 'station:3', last_seq: 3 });
    f.joins[2].ack({ ok: true, room: 'station:3', seq: 4, deltas: [delta(4)] });
    expect(seen).toEqual([2, 3, 4]);
  });

  it('stops delivering after the last watcher leaves', () => {
    const f = fakeSocket();
    const sut = new RoomSocket('t', () => f.socket);
    const seen: number[] = [];
    const off = sut.watch('station:3', { delta: (d) => seen.push(d.seq) });
    f.connect();
    f.joins[0].ack({ ok: true, room: 'station:3', seq: 0, snapshot: {} });
    off();
    f.fire('delta', delta(1));
    expect(seen).toEqual([]);
    sut.close();
  });
});

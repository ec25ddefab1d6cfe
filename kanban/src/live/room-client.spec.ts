import { LEAVE_GRACE_MS, OFFLINE_RETRY_MS, RoomClient, refusalOf } from '@mes/client';
import { FakeSocket, counters, delta, report } from '../test/fakes';
import { modelOf, type LineData } from './board-model';

// The one room client of @mes/client as the kanban runs it: with the board models, so the rooms hold board data.

function setup(opts: { events?: EventTarget } = {}) {
  const socket = new FakeSocket();
  const refused: [number, string][] = [];
  const client = new RoomClient({
    createSocket: () => socket,
    modelOf,
    now: () => 1000,
    joinTimeoutMs: 5000,
    onRefused: (code, msg) => refused.push([code, msg]),
    events: (opts.events as Window | undefined) ?? null,
  });
  return { socket, client, refused };
}

const snapshot = { line: { id: 2, fnumber: 'L', fname: 'L', line_type: 'assembly' }, hours: [], orders: [] };
const line = (c: RoomClient) => c.getEntry('line:2')?.data as LineData | null;

describe(RoomClient.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('joins a room on connect, applies the snapshot and then deltas, and tells the subscriber', () => {
    const { socket, client } = setup();
    const seen = jest.fn();
    client.subscribe('line:2', seen);
    expect(socket.joins()).toHaveLength(0); // not connected yet
    socket.serverConnect();
    expect(client.getStatus()).toBe('connected');
    expect(socket.joins('line:2')[0].body).toEqual({ room: 'line:2' });
    socket.answer('line:2', { ok: true, room: 'line:2', seq: 4, snapshot });
    socket.fire(
      'delta',
      delta('line:2', 5, report({ worder_id: 1, product_line_id: 2, stations: [counters(1, 11, { pass: 1 })] })),
    );
    expect(line(client)?.orders[1].stations[11].pass).toBe(1);
    expect(client.getEntry('line:2')?.seq).toBe(5);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps the data while offline and rejoins with last_seq on reconnect', () => {
    const { socket, client } = setup();
    client.subscribe('line:2', () => undefined);
    socket.serverConnect();
    socket.answer('line:2', { ok: true, room: 'line:2', seq: 4, snapshot });
    socket.serverDrop();
    expect(client.getStatus()).toBe('offline');
    expect(line(client)?.line?.fnumber).toBe('L');
    socket.serverConnect();
    expect(socket.joins('line:2').at(-1)?.body).toEqual({ room: 'line:2', last_seq: 4 });
    socket.answer('line:2', {
      ok: true,
      room: 'line:2',
      seq: 5,
      deltas: [
        delta('line:2', 5, report({ worder_id: 1, product_line_id: 2, stations: [counters(1, 11, { wip: 7 })] })),
      ],
    });
    expect(line(client)?.orders[1].stations[11].wip).toBe(7);
  });

  it('asks again for the deltas behind a hole', () => {
    const { socket, client } = setup();
    client.subscribe('line:2', () => undefined);
    socket.serverConnect();
    socket.answer('line:2', { ok: true, room: 'line:2', seq: 1, snapshot });
    socket.fire('delta', delta('line:2', 3, report({ worder_id: 1, product_line_id: 2 })));
    expect(socket.joins('line:2').at(-1)?.body).toEqual({ room: 'line:2', last_seq: 1 });
  });

  it('retries a join that got no answer, and ignores the late answer of the first try', () => {
    const { socket, client } = setup();
    client.subscribe('line:2', () => undefined);
    socket.serverConnect();
    const first = socket.joins('line:2')[0];
    jest.advanceTimersByTime(5000);
    expect(socket.joins('line:2')).toHaveLength(2);
    first.ack?.({ ok: true, room: 'line:2', seq: 1, snapshot: { ...snapshot, line: { id: 2, fnumber: 'LATE' } } });
    expect(client.getEntry('line:2')?.data).toBeNull();
    socket.answer('line:2', { ok: true, room: 'line:2', seq: 1, snapshot });
    expect(line(client)?.line?.fnumber).toBe('L');
  });

  it('counts subscribers and leaves a room only after the last one is gone for the grace time', () => {
    const { socket, client } = setup();
    socket.serverConnect();
    const a = client.subscribe('line:2', () => undefined);
    const b = client.subscribe('line:2', () => undefined);
    expect(socket.joins('line:2')).toHaveLength(1);
    a();
    b();
    const again = client.subscribe('line:2', () => undefined); // a remount within the grace keeps the room
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(socket.emitted.filter((e) => e.event === 'leave')).toHaveLength(0);
    again();
    jest.advanceTimersByTime(LEAVE_GRACE_MS);
    expect(socket.emitted.filter((e) => e.event === 'leave').map((e) => e.body)).toEqual([{ room: 'line:2' }]);
    expect(client.getEntry('line:2')).toBeNull();
  });

  it('passes named events on, sent directly or as a room delta', () => {
    const { socket, client } = setup();
    const bound = jest.fn();
    client.onEvent('screen.bound', bound);
    socket.fire('screen.bound', { screen_id: 1, binding: null });
    socket.fire('delta', {
      room: 'screen:1',
      seq: 1,
      event: 'screen.bound',
      data: { screen_id: 1, binding: { board: 'home', params: {} } },
    });
    expect(bound.mock.calls.map((c) => c[0].binding)).toEqual([null, { board: 'home', params: {} }]);
  });

  it('reports a refusal of the server and tries again later', () => {
    const { socket, refused } = setup();
    socket.active = false;
    socket.fire('connect_error', new Error('900: invalid token'));
    expect(refused).toEqual([[900, 'invalid token']]);
    jest.advanceTimersByTime(15_000);
    expect(socket.connectCalls).toBe(1);
    expect(refusalOf('boom')).toEqual({ code: -1, message: 'boom' });
  });

  it('goes offline at once when the browser loses the network, and reconnects when it is back', () => {
    const events = new EventTarget();
    const { socket, client } = setup({ events });
    socket.serverConnect();
    events.dispatchEvent(new Event('offline'));
    expect(client.getStatus()).toBe('offline');
    expect(socket.connected).toBe(false);
    events.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(OFFLINE_RETRY_MS);
    expect(socket.connectCalls).toBe(2);
  });

  it('removes every listener and timer on close', () => {
    const events = new EventTarget();
    const { socket, client } = setup({ events });
    client.subscribe('line:2', () => undefined);
    client.onEvent('screen.revoked', () => undefined);
    socket.serverConnect();
    client.close();
    expect(socket.listenerCount()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});

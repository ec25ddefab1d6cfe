import { SOCKET_EVENTS, type RoomDelta } from '@mes/contracts';
import { LiveSocket, type LiveSocketLike } from './live-socket';

class FakeSocket implements LiveSocketLike {
  connected = false;
  readonly sent: [string, unknown][] = [];
  private readonly handlers = new Map<string, ((...a: never[]) => void)[]>();
  on(event: string, fn: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
  }
  emit(event: string, body?: unknown) {
    this.sent.push([event, body]);
  }
  close() {}
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const fn of this.handlers.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
  }
}

const delta = (room: string, seq: number): RoomDelta => ({ room, seq, event: 'resource.changed', data: { resource: 'x', action: 'update', id: seq } } as unknown as RoomDelta);

describe('back-office live socket', () => {
  it('joins on connect, routes deltas by room, leaves when the last listener goes', () => {
    const fake = new FakeSocket();
    const live = new LiveSocket(() => fake, () => 'token');
    const a: number[] = [];
    const b: number[] = [];
    const offA = live.subscribe('line:1', (d) => a.push(d.seq));
    live.subscribe('line:2', (d) => b.push(d.seq));
    fake.fire('connect');
    expect(fake.sent).toEqual([[SOCKET_EVENTS.join, { room: 'line:1' }], [SOCKET_EVENTS.join, { room: 'line:2' }]]);
    fake.fire(SOCKET_EVENTS.delta, delta('line:1', 5));
    fake.fire(SOCKET_EVENTS.delta, delta('line:2', 6));
    expect([a, b]).toEqual([[5], [6]]);
    offA();
    expect(fake.sent.at(-1)).toEqual([SOCKET_EVENTS.leave, { room: 'line:1' }]);
    fake.fire(SOCKET_EVENTS.delta, delta('line:1', 7));
    expect(a).toEqual([5]);
  });

  it('asks every watcher to read again after a reconnect, not after the first connect', () => {
    const fake = new FakeSocket();
    const live = new LiveSocket(() => fake, () => 'token');
    let resyncs = 0;
    live.subscribe('smt_order:3', () => undefined, () => resyncs++);
    live.subscribe('smt_order:3', () => undefined);
    fake.fire('connect');
    expect(resyncs).toBe(0);
    fake.fire('disconnect');
    fake.fire('connect');
    expect(resyncs).toBe(1);
    expect(fake.sent.filter(([e]) => e === SOCKET_EVENTS.join)).toHaveLength(2);
  });

  it('opens no socket without a signed-in token', () => {
    let created = 0;
    const live = new LiveSocket(() => (created++, new FakeSocket()), () => '');
    live.subscribe('line:1', () => undefined);
    expect(created).toBe(0);
  });
});

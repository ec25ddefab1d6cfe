import type { JoinAnswer } from '@mes/contracts';
import type { SocketLike } from '../live/room-client';

type Fn = (...args: never[]) => void;
type Ack = (answer: JoinAnswer) => void;

/** A socket.io socket without a server: the test plays the server (connects, answers joins, pushes deltas). */
export class FakeSocket implements SocketLike {
  connected = false;
  active = true;
  connectCalls = 0;
  readonly emitted: { event: string; body: unknown; ack?: Ack }[] = [];
  private readonly handlers = new Map<string, Set<Fn>>();

  on(event: string, fn: Fn): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }

  off(event: string, fn?: Fn): this {
    if (fn) this.handlers.get(event)?.delete(fn);
    else this.handlers.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, body: args[0], ack: args[1] as Ack | undefined });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    const was = this.connected;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  listens(event: string): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  fire(event: string, ...args: unknown[]): void {
    for (const fn of [...(this.handlers.get(event) ?? [])]) (fn as (...a: unknown[]) => void)(...args);
  }

  joins(room?: string): { event: string; body: unknown; ack?: Ack }[] {
    return this.emitted.filter((e) => e.event === 'join' && (!room || (e.body as { room: string }).room === room));
  }

  /** Answers the latest join of a room. */
  answer(room: string, answer: JoinAnswer): void {
    const last = this.joins(room).at(-1);
    if (!last?.ack) throw new Error(`no join of ${room} to answer`);
    last.ack(answer);
  }
}

import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type JoinAnswer, type RoomDelta } from '@mes/contracts';

// The station screen's own socket (docs/events.md): joins its rooms with the last seq it holds, takes the snapshot or
// the missed deltas, then applies each numbered delta once and in order; a gap asks the room again.

export type RoomHandlers = { snapshot?: (data: unknown) => void; delta: (d: RoomDelta) => void };
export type SocketLike = {
  readonly connected: boolean;
  on(event: string, fn: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

type Watch = { handlers: Set<RoomHandlers>; seq: number | null; joining: boolean; held: RoomDelta[] };

export class RoomSocket {
  private readonly socket: SocketLike;
  private readonly rooms = new Map<string, Watch>();
  private readonly statusListeners = new Set<(connected: boolean) => void>();

  constructor(token: string, create: (token: string) => SocketLike = (t) => io({ auth: { token: t }, transports: ['websocket'], reconnectionDelayMax: 3000 })) {
    this.socket = create(token);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.socket.on('connect', () => {
      this.tell(true);
      for (const room of this.rooms.keys()) this.join(room);
    });
    this.socket.on('disconnect', () => {
      for (const w of this.rooms.values()) w.joining = false; // a join cut off by the disconnect is sent again
      this.tell(false);
    });
    this.socket.on(SOCKET_EVENTS.delta, (d: RoomDelta) => this.onDelta(d));
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  onStatus(fn: (connected: boolean) => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  watch(room: string, handlers: RoomHandlers): () => void {
    let w = this.rooms.get(room);
    if (!w) {
      w = { handlers: new Set(), seq: null, joining: false, held: [] };
      this.rooms.set(room, w);
      if (this.socket.connected) this.join(room);
    }
    w.handlers.add(handlers);
    return () => {
      w.handlers.delete(handlers);
      if (w.handlers.size > 0 || this.rooms.get(room) !== w) return;
      this.rooms.delete(room);
      if (this.socket.connected) this.socket.emit(SOCKET_EVENTS.leave, { room });
    };
  }

  close(): void {
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    this.rooms.clear();
    this.statusListeners.clear();
    this.socket.disconnect();
  }

  // the network is back: connect now rather than at the end of the reconnection back-off
  private readonly onOnline = (): void => {
    if (this.socket.connected) return;
    this.socket.disconnect(); // ends the back-off timer
    this.socket.connect();
  };

  private tell(connected: boolean): void {
    for (const fn of [...this.statusListeners]) fn(connected);
  }

  private join(room: string): void {
    const w = this.rooms.get(room);
    if (!w || w.joining) return;
    w.joining = true;
    const body = w.seq === null ? { room } : { room, last_seq: w.seq };
    this.socket.emit(SOCKET_EVENTS.join, body, (answer: JoinAnswer) => {
      if (this.rooms.get(room) !== w) return;
      w.joining = false;
      if (!answer?.ok) return;
      if (answer.snapshot !== undefined) {
        w.seq = answer.seq;
        for (const h of [...w.handlers]) h.snapshot?.(answer.snapshot);
      } else {
        for (const d of answer.deltas ?? []) this.apply(w, d);
        w.seq = Math.max(w.seq ?? 0, answer.seq);
      }
      // deltas that came while the join was on its way: the ones after the answer's seq still count
      const held = w.held;
      w.held = [];
      for (const d of held) this.onDelta(d);
    });
  }

  private onDelta(d: RoomDelta): void {
    const w = this.rooms.get(d.room);
    if (!w) return;
    if (w.joining || w.seq === null) {
      w.held.push(d);
      return;
    }
    if (d.seq <= w.seq) return;
    if (d.seq > w.seq + 1) {
      this.join(d.room); // missed some: the log (or a snapshot) fills the gap
      return;
    }
    this.apply(w, d);
  }

  private apply(w: Watch, d: RoomDelta): void {
    if (w.seq !== null && d.seq <= w.seq) return;
    w.seq = d.seq;
    for (const h of [...w.handlers]) h.delta(d);
  }
}

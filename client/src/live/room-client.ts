import { SOCKET_EVENTS, type JoinAnswer, type RoomDelta } from '@mes/contracts';
import {
  applyDelta,
  applyJoinAnswer,
  joinBody,
  newEntry,
  rawModel,
  rejoining,
  type RoomEntry,
  type RoomModel,
  type Step,
} from './room-state';

// One socket for the whole app (docs/events.md, the room protocol). Rooms are reference-counted: the first subscriber
// joins, the last one leaves (after a grace, so a remount does not rejoin). A join takes the snapshot, then the
// numbered deltas apply once and in order; a hole, and every (re)connect, joins again with the last seq, so a screen
// gets exactly what it missed. Data stays while offline.

type Listener = (...args: never[]) => void;

/** The part of a socket.io client socket the room client uses (a fake one in the tests). */
export type SocketLike = {
  readonly connected: boolean;
  /** false after the server refused the connection (its middleware): socket.io will not retry by itself */
  readonly active: boolean;
  on(event: string, fn: Listener): unknown;
  off(event: string, fn?: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

export type ConnectionStatus = 'connecting' | 'connected' | 'offline';

type Events = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** A screen that follows a room's messages itself rather than its data: each delta once and in order. */
export type RoomWatch = {
  /** the snapshot of a join (the first, or a later one when the server's log no longer held what was missed) */
  snapshot?: (data: unknown) => void;
  delta?: (d: RoomDelta) => void;
  /** a snapshot came after the watch had the room: the deltas in between are lost, read everything again */
  resync?: () => void;
};

export type RoomClientOptions = {
  createSocket: () => SocketLike;
  /** how a room's snapshot and deltas become its data (default: the snapshot as sent) */
  modelOf?: (room: string) => RoomModel<unknown>;
  now?: () => number;
  joinTimeoutMs?: number;
  /** the server refused the socket: '900: invalid token' and the like */
  onRefused?: (code: number, message: string) => void;
  /** the server closed the socket (a session ended, a screen revoked): the owner may check its identity now rather
   * than at the retry, whose refusal (onRefused) says the same later */
  onClosedByServer?: () => void;
  /** online/offline events of the browser (null in tests) */
  events?: Events | null;
};

export const JOIN_TIMEOUT_MS = 10_000;
export const JOIN_RETRY_MS = 3_000;
export const LEAVE_GRACE_MS = 2_000;
export const REFUSED_RETRY_MS = 15_000;
export const OFFLINE_RETRY_MS = 10_000;

export function refusalOf(message: string): { code: number; message: string } {
  const m = /^(-?\d+):\s*(.*)$/s.exec(message);
  return m ? { code: Number(m[1]), message: m[2] } : { code: -1, message };
}

export class RoomClient {
  private readonly socket: SocketLike;
  private readonly entries = new Map<string, RoomEntry<unknown>>();
  private readonly refs = new Map<string, number>();
  private readonly roomListeners = new Map<string, Set<() => void>>();
  private readonly watchers = new Map<string, Set<RoomWatch>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly eventListeners = new Map<string, Set<(data: unknown) => void>>();
  private readonly socketHandlers = new Map<string, Listener>();
  private readonly joinIds = new Map<string, number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly leaveTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private status: ConnectionStatus = 'connecting';
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly opts: RoomClientOptions) {
    this.now = opts.now ?? Date.now;
    this.socket = opts.createSocket();
    this.listen('connect', () => this.onConnect());
    this.listen('disconnect', (reason: string) => this.onDisconnect(reason));
    this.listen('connect_error', (e: Error) => this.onConnectError(e));
    this.listen(SOCKET_EVENTS.delta, (d: RoomDelta) => this.onDelta(d));
    opts.events?.addEventListener('offline', this.onBrowserOffline);
    opts.events?.addEventListener('online', this.onBrowserOnline);
    if (this.socket.connected) this.onConnect();
  }

  getStatus(): ConnectionStatus {
    return this.status;
  }

  getEntry(room: string): RoomEntry<unknown> | null {
    return this.entries.get(room) ?? null;
  }

  onStatus(fn: () => void): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /** Holds a room while subscribed; the listener runs on every change of its entry. */
  subscribe(room: string, fn: () => void): () => void {
    const grace = this.leaveTimers.get(room);
    if (grace !== undefined) {
      clearTimeout(grace);
      this.leaveTimers.delete(room);
    }
    let set = this.roomListeners.get(room);
    if (!set) this.roomListeners.set(room, (set = new Set()));
    set.add(fn);
    this.refs.set(room, (this.refs.get(room) ?? 0) + 1);
    if (!this.entries.has(room)) {
      this.entries.set(room, newEntry(room));
      this.join(room);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(fn);
      const left = (this.refs.get(room) ?? 1) - 1;
      this.refs.set(room, left);
      if (left > 0 || this.closed) return;
      this.leaveTimers.set(
        room,
        setTimeout(() => this.release(room), LEAVE_GRACE_MS),
      );
    };
  }

  /** Holds a room while watched and hands its snapshot and each applied delta to the watch. */
  watch(room: string, w: RoomWatch): () => void {
    let set = this.watchers.get(room);
    if (!set) this.watchers.set(room, (set = new Set()));
    // a watch that came to a live room has the room already, unless it asks for a snapshot (below)
    let had = this.entries.get(room)?.phase === 'live' && !w.snapshot;
    const own: RoomWatch = {
      snapshot: (data) => {
        if (had) w.resync?.();
        had = true;
        w.snapshot?.(data);
      },
      delta: (d) => w.delta?.(d),
    };
    set.add(own);
    const release = this.subscribe(room, () => undefined);
    // a snapshot wanted of a room held already: its data may be the raw snapshot deltas have moved on from, so the
    // room is asked afresh (the watches that had it read everything again)
    const entry = this.entries.get(room);
    if (w.snapshot && entry && entry.phase !== 'joining') {
      this.entries.set(room, { ...rejoining(entry), data: null, seq: null });
      this.join(room);
    }
    return () => {
      set.delete(own);
      release();
    };
  }

  /** A named server event ('screen.bound', …), sent directly or as a delta of a room this socket is in. */
  onEvent(name: string, fn: (data: unknown) => void): () => void {
    let set = this.eventListeners.get(name);
    if (!set) {
      this.eventListeners.set(name, (set = new Set()));
      this.listen(name, (data: unknown) => this.dispatch(name, data));
    }
    set.add(fn);
    return () => set.delete(fn);
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    for (const t of this.leaveTimers.values()) clearTimeout(t);
    this.timers.clear();
    this.leaveTimers.clear();
    for (const [event, fn] of this.socketHandlers) this.socket.off(event, fn);
    this.socketHandlers.clear();
    this.opts.events?.removeEventListener('offline', this.onBrowserOffline);
    this.opts.events?.removeEventListener('online', this.onBrowserOnline);
    this.socket.disconnect();
    this.entries.clear();
    this.roomListeners.clear();
    this.watchers.clear();
    this.statusListeners.clear();
    this.eventListeners.clear();
  }

  private listen<A extends unknown[]>(event: string, fn: (...args: A) => void): void {
    const handler = fn as unknown as Listener;
    this.socketHandlers.set(event, handler);
    this.socket.on(event, handler);
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.closed) fn();
    }, ms);
    this.timers.add(t);
  }

  private setStatus(s: ConnectionStatus): void {
    if (this.status === s) return;
    this.status = s;
    for (const fn of [...this.statusListeners]) fn();
  }

  private update(room: string, entry: RoomEntry<unknown>): void {
    this.entries.set(room, entry);
    for (const fn of [...(this.roomListeners.get(room) ?? [])]) fn();
  }

  private tellWatchers(room: string, step: Step<unknown>): void {
    const set = this.watchers.get(room);
    if (!set || set.size === 0) return;
    for (const w of [...set]) {
      if (step.snapshot) w.snapshot?.(step.snapshot.data);
      for (const d of step.applied) if (set.has(w)) w.delta?.(d);
    }
  }

  private modelOf(room: string): RoomModel<unknown> {
    return this.opts.modelOf?.(room) ?? rawModel;
  }

  private release(room: string): void {
    this.leaveTimers.delete(room);
    if ((this.refs.get(room) ?? 0) > 0) return;
    this.refs.delete(room);
    this.entries.delete(room);
    this.roomListeners.delete(room);
    this.watchers.delete(room);
    this.joinIds.delete(room);
    if (this.socket.connected) this.socket.emit(SOCKET_EVENTS.leave, { room }, () => undefined);
  }

  private onConnect(): void {
    this.setStatus('connected');
    for (const [room, entry] of this.entries) {
      this.entries.set(room, rejoining(entry));
      this.join(room);
    }
  }

  private onDisconnect(reason: string): void {
    this.setStatus('offline');
    // closed by the server (a session ended, a user disabled): socket.io does not retry; try later with the token of
    // then, which the server refuses (onRefused) if it is no longer good
    if (reason === 'io server disconnect') {
      this.opts.onClosedByServer?.();
      this.later(REFUSED_RETRY_MS, () => {
        if (!this.socket.connected) this.socket.connect();
      });
    }
  }

  private onConnectError(e: Error): void {
    this.setStatus('offline');
    if (this.socket.active) return; // socket.io retries by itself
    const r = refusalOf(e?.message ?? '');
    this.opts.onRefused?.(r.code, r.message);
    this.later(REFUSED_RETRY_MS, () => {
      if (!this.socket.connected) this.socket.connect();
    });
  }

  private readonly onBrowserOffline = (): void => {
    // the network is gone: say so now rather than after the ping timeout; the data stays
    this.socket.disconnect();
    this.setStatus('offline');
    this.later(OFFLINE_RETRY_MS, () => this.onBrowserOnline());
  };

  private readonly onBrowserOnline = (): void => {
    if (!this.socket.connected) {
      this.setStatus('connecting');
      this.socket.connect();
    }
  };

  private join(room: string): void {
    const entry = this.entries.get(room);
    if (!entry || !this.socket.connected || this.closed) return;
    const id = (this.joinIds.get(room) ?? 0) + 1;
    this.joinIds.set(room, id);
    let settled = false;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (settled) return;
      settled = true;
      if (this.joinIds.get(room) === id) this.join(room);
    }, this.opts.joinTimeoutMs ?? JOIN_TIMEOUT_MS);
    this.timers.add(timer);
    this.socket.emit(SOCKET_EVENTS.join, joinBody(entry), (answer: JoinAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      this.timers.delete(timer);
      if (this.joinIds.get(room) !== id) return;
      this.onAnswer(room, answer);
    });
  }

  private onAnswer(room: string, answer: JoinAnswer): void {
    const entry = this.entries.get(room);
    if (!entry) return;
    const step = applyJoinAnswer(entry, answer, this.modelOf(room), this.now());
    this.update(room, step.entry);
    this.tellWatchers(room, step);
    if (step.resync) this.join(room);
    else if (step.entry.phase === 'error') this.later(JOIN_RETRY_MS * 10, () => this.join(room));
  }

  private onDelta(d: RoomDelta): void {
    if (!d || typeof d.room !== 'string') return;
    this.dispatch(d.event, d.data);
    const entry = this.entries.get(d.room);
    if (!entry) return;
    const step = applyDelta(entry, d, this.modelOf(d.room), this.now());
    if (step.entry !== entry) this.update(d.room, step.entry);
    this.tellWatchers(d.room, step);
    if (step.resync) this.join(d.room);
  }

  private dispatch(name: string, data: unknown): void {
    for (const fn of [...(this.eventListeners.get(name) ?? [])]) fn(data);
  }
}

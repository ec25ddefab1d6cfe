import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type RoomDelta } from '@mes/contracts';
import { readSession } from '../session/session.storage';

type Listener = (delta: RoomDelta) => void;
type Watch = { listener: Listener; resync?: () => void };

/** What LiveSocket needs of a socket.io client (a fake in the unit tests). */
export type LiveSocketLike = {
  readonly connected: boolean;
  on(event: string, fn: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  close(): unknown;
};

// One socket for the back office, opened on first use with the signed-in user's token; rooms are joined while
// someone listens and joined again after a reconnect. Deltas sent while the socket was away are not replayed to the
// back office: after a reconnect every watcher's `resync` runs (the screens read their data again), so nothing that
// happened meanwhile is missed.
export class LiveSocket {
  private socket: LiveSocketLike | null = null;
  private token = '';
  private readonly watches = new Map<string, Set<Watch>>();

  constructor(
    private readonly create: (token: string) => LiveSocketLike = (token) => io({ auth: { token }, transports: ['websocket'] }),
    private readonly readToken: () => string = () => readSession(window.localStorage).token?.access_token ?? '',
  ) {}

  subscribe(room: string, listener: Listener, resync?: () => void): () => void {
    const set = this.watches.get(room) ?? new Set<Watch>();
    const first = set.size === 0;
    const watch: Watch = { listener, resync };
    set.add(watch);
    this.watches.set(room, set);
    const socket = this.connect();
    if (socket && first && socket.connected) socket.emit(SOCKET_EVENTS.join, { room });
    return () => {
      set.delete(watch);
      if (set.size === 0 && this.watches.get(room) === set) {
        this.watches.delete(room);
        this.socket?.emit(SOCKET_EVENTS.leave, { room });
      }
    };
  }

  private connect(): LiveSocketLike | null {
    const token = this.readToken();
    if (!token) return null;
    if (this.socket && this.token === token) return this.socket;
    this.socket?.close();
    this.token = token;
    const socket = this.create(token);
    let connectedBefore = false;
    socket.on('connect', () => {
      for (const room of this.watches.keys()) socket.emit(SOCKET_EVENTS.join, { room });
      if (connectedBefore) for (const set of [...this.watches.values()]) for (const w of [...set]) w.resync?.();
      connectedBefore = true;
    });
    socket.on(SOCKET_EVENTS.delta, (delta: RoomDelta) => {
      for (const w of [...(this.watches.get(delta.room) ?? [])]) w.listener(delta);
    });
    this.socket = socket;
    return socket;
  }
}

export const liveSocket = new LiveSocket();

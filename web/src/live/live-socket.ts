import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type RoomDelta } from '@mes/contracts';
import { readSession } from '../session/session.storage';

type Listener = (delta: RoomDelta) => void;

// One socket for the back office, opened on first use with the signed-in user's token; rooms are joined while
// someone listens and joined again after a reconnect.
class LiveSocket {
  private socket: Socket | null = null;
  private token = '';
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(room: string, listener: Listener): () => void {
    const set = this.listeners.get(room) ?? new Set<Listener>();
    const first = set.size === 0;
    set.add(listener);
    this.listeners.set(room, set);
    const socket = this.connect();
    if (socket && first && socket.connected) socket.emit(SOCKET_EVENTS.join, { room });
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(room);
        this.socket?.emit(SOCKET_EVENTS.leave, { room });
      }
    };
  }

  private connect(): Socket | null {
    const token = readSession(window.localStorage).token?.access_token ?? '';
    if (!token) return null;
    if (this.socket && this.token === token) return this.socket;
    this.socket?.close();
    this.token = token;
    const socket = io({ auth: { token }, transports: ['websocket'] });
    socket.on('connect', () => {
      for (const room of this.listeners.keys()) socket.emit(SOCKET_EVENTS.join, { room });
    });
    socket.on(SOCKET_EVENTS.delta, (delta: RoomDelta) => {
      for (const l of this.listeners.get(delta.room) ?? []) l(delta);
    });
    this.socket = socket;
    return socket;
  }
}

export const liveSocket = new LiveSocket();

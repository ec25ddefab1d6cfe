import { Injectable } from '@nestjs/common';
import {
  rooms,
  SOCKET_EVENTS,
  type RoomDelta,
  type ScreenEvents,
  type ServerEventName,
  type ServerEvents,
} from '@mes/contracts';
import type { Server } from 'socket.io';

/** Every screen socket is also in this room, so the screens online can be listed across servers. */
export const SCREENS_ROOM = 'screens';
/** Every socket of a user is in this room, so its sessions can end on every server at once. Clients cannot join it. */
export const userRoom = (userId: number) => rooms.user(userId);
const REVOKE_CLOSE_DELAY_MS = 300;

// The server's own way to reach sockets, one provider per process (RealtimeModule): the gateway attaches its socket.io
// server at init; the kanban calls and the session ender get it injected. The Redis adapter spreads every emit, fetch
// and disconnect to all servers.
@Injectable()
export class RoomBroadcaster {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  emit<E extends keyof ScreenEvents>(room: string, event: E, data: ScreenEvents[E]): void {
    this.server?.to(room).emit(event, data);
  }

  /** An un-numbered delta (seq 0) to a user's own sockets: the progress of its jobs; the latest one wins. */
  toUser<E extends ServerEventName>(userId: number, event: E, data: ServerEvents[E]): void {
    const delta: RoomDelta<E> = { room: userRoom(userId), seq: 0, event, data };
    this.server?.to(delta.room).emit(SOCKET_EVENTS.delta, delta);
  }

  /** Ids of the screens with a socket connected now, on any server. */
  async onlineScreenIds(): Promise<Set<number>> {
    if (!this.server) return new Set();
    const sockets = await this.server.in(SCREENS_ROOM).fetchSockets();
    return new Set(
      sockets
        .map((s) => (s.data as { screenId?: unknown }).screenId)
        .filter((id): id is number => typeof id === 'number'),
    );
  }

  /** After a rebind: the screen's sockets leave the board rooms the new binding does not allow. */
  async pruneScreenRooms(screenId: number, allowed: (room: string) => boolean): Promise<void> {
    if (!this.server) return;
    const sockets = await this.server.in(rooms.screen(screenId)).fetchSockets();
    for (const s of sockets) {
      for (const room of s.rooms) {
        if (room !== s.id && room !== SCREENS_ROOM && room !== rooms.screen(screenId) && !allowed(room)) s.leave(room);
      }
    }
  }

  /** After a user's sessions ended (disabled, deleted, no role left): closes its sockets on every server. */
  disconnectUser(userId: number): void {
    this.server?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** After a revoke: closes the screen's sockets, a moment after 'screen.revoked' so that it arrives first. */
  closeScreen(screenId: number): void {
    const server = this.server;
    if (!server) return;
    setTimeout(() => server.in(rooms.screen(screenId)).disconnectSockets(true), REVOKE_CLOSE_DELAY_MS).unref();
  }
}

import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type Redis from 'ioredis';
import type pg from 'pg';
import type { Server, Socket } from 'socket.io';
import { rooms, SOCKET_EVENTS, type JoinAnswer, type RoomDelta } from '@mes/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { clientAddress, parseTrustedProxies, proxyMatcher } from '../../core/http/trusted-proxies';
import { PG_POOL, REDIS } from '../../core/infra.module';
import { roomLogKey, roomSeqKey } from '../../core/redis/redis.keys';
import { AccessRepository } from '../auth';
import { LiveSessions } from '../auth';
import { SessionStore } from '../auth';
import { boundLineOf } from '../kanban';
import { ScreenRepository } from '../kanban';
import { needsBoundLine, parseRoom, screenMayJoin } from '../kanban';
import { RoomBroadcaster, SCREENS_ROOM, userRoom } from './room-broadcaster';
import { snapshotOf } from './snapshots';

type JoinBody = { room?: unknown; last_seq?: unknown };

// Every socket shows a token (a user's; a screen's with the kanban); a client joins rooms it may see and gets a
// snapshot with its number, or, reconnecting with its last number, the deltas it missed. A user's sockets are in
// user:<id>, closed on every server when its sessions end (SessionEnder).
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly store: SessionStore;
  private readonly sessions: LiveSessions;
  private readonly access: AccessRepository;
  private readonly screens: ScreenRepository;
  private readonly trustedProxy: (addr: string) => boolean;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RoomBroadcaster) private readonly broadcaster: RoomBroadcaster,
  ) {
    this.access = new AccessRepository(pool);
    this.store = new SessionStore(redis);
    this.sessions = new LiveSessions(this.store, this.access);
    this.screens = new ScreenRepository(pool);
    this.trustedProxy = proxyMatcher(parseTrustedProxies(config.MES_TRUSTED_PROXIES).entries);
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown; screen_token?: unknown } | undefined;
      // A kanban screen shows its screen token instead of a user's token.
      if (typeof auth?.screen_token === 'string') {
        this.screens.byToken(auth.screen_token).then(
          (screen) => {
            if (!screen) return next(new Error('900: invalid screen token'));
            socket.data.screenId = screen.id;
            next();
          },
          () => next(new Error('500: screen store unavailable')),
        );
        return;
      }
      const token = auth?.token;
      if (typeof token !== 'string') return next(new Error('900: invalid token'));
      this.sessions.read(token).then(
        (session) => {
          if (!session) return next(new Error('900: invalid token'));
          socket.data.userId = session.user_id;
          next();
        },
        () => next(new Error('500: session store unavailable')),
      );
    });
  }

  // A user's socket is in user:<id>; a screen's in its own room (screen.bound, screen.revoked) and in the room of
  // all screens (who is online).
  async handleConnection(socket: Socket): Promise<void> {
    const userId = userIdOf(socket);
    if (userId !== null) {
      await socket.join(userRoom(userId));
      // Sessions end by deleting them, then closing the room's sockets: read again once in the room, so a socket
      // whose handshake overlapped the end is closed too.
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || !(await this.store.read(token).catch(() => true))) socket.disconnect(true);
      return;
    }
    const screenId = screenIdOf(socket);
    if (screenId === null) return;
    await socket.join([rooms.screen(screenId), SCREENS_ROOM]);
    const forwarded = socket.handshake.headers['x-forwarded-for'];
    const ip = clientAddress(
      socket.handshake.address,
      typeof forwarded === 'string' ? forwarded : undefined,
      this.trustedProxy,
    );
    await this.screens.touch(screenId, ip, String(socket.handshake.headers['user-agent'] ?? '')).catch(() => undefined);
  }

  @SubscribeMessage(SOCKET_EVENTS.join)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinBody): Promise<JoinAnswer> {
    const screenId = screenIdOf(socket);
    const userId = userIdOf(socket);
    // Every user socket is in its own user:<id> already (progress of its jobs): joining it is a no-op with no snapshot.
    if (userId !== null && body?.room === userRoom(userId))
      return { ok: true, room: userRoom(userId), seq: 0, snapshot: null };
    const room = parseRoom(body?.room);
    if (!room) return { ok: false, error: `room: '${String(body?.room)}' is not a room` };
    // A user that can no longer hold a session (disabled, deleted, no role) joins nothing; its socket is closed.
    if (userId !== null && !(await this.access.active(userId))) {
      socket.disconnect(true);
      return { ok: false, error: 'invalid token: log in again' };
    }
    // The binding is read on every join: a rebind or a revoke takes effect at once.
    if (screenId !== null) {
      const screen = await this.screens.byId(screenId);
      const line = screen && needsBoundLine(screen.binding, room) ? await boundLineOf(this.pool, screen.binding) : null;
      if (!screen || screen.revoked || !screenMayJoin(screen.binding, room, line))
        return { ok: false, error: "room: not in this screen's binding" };
    }
    // Join first, then read: a delta published meanwhile reaches the socket and is also in the answer; boards keep
    // the highest rev per row and the highest seq, so seeing it twice is harmless.
    await socket.join(room.name);
    const lastSeq = typeof body.last_seq === 'number' && Number.isInteger(body.last_seq) ? body.last_seq : null;
    const seq = Number((await this.redis.get(roomSeqKey(room.name))) ?? 0);
    if (lastSeq !== null && lastSeq <= seq) {
      const missed = await this.missedSince(room.name, lastSeq, seq);
      if (missed) return { ok: true, room: room.name, seq, deltas: missed };
    }
    return { ok: true, room: room.name, seq, snapshot: await snapshotOf(this.pool, room.kind, room.id) };
  }

  @SubscribeMessage(SOCKET_EVENTS.leave)
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinBody): Promise<{ ok: boolean }> {
    const room = parseRoom(body?.room);
    if (room) await socket.leave(room.name);
    return { ok: room !== null };
  }

  // The deltas after lastSeq, when the log still holds all of them; null means a snapshot is needed.
  private async missedSince(room: string, lastSeq: number, seq: number): Promise<RoomDelta[] | null> {
    if (seq === lastSeq) return [];
    const raw = await this.redis.lrange(roomLogKey(room), 0, seq - lastSeq - 1);
    const deltas = raw
      .map((r) => JSON.parse(r) as RoomDelta)
      .filter((d) => d.seq > lastSeq)
      .sort((a, b) => a.seq - b.seq);
    const complete = deltas.length > 0 && deltas[0].seq === lastSeq + 1;
    return complete ? deltas : null;
  }
}

function userIdOf(socket: Socket): number | null {
  const id = (socket.data as { userId?: unknown }).userId;
  return typeof id === 'number' ? id : null;
}

function screenIdOf(socket: Socket): number | null {
  const id = (socket.data as { screenId?: unknown }).screenId;
  return typeof id === 'number' ? id : null;
}

import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { SOCKET_EVENTS, type RoomDelta, type ServerEventName, type ServerEvents } from '@mes/contracts';
import { ROOM_LOG_SIZE, roomLogKey, roomSeqKey, socketIoChannel } from '@mes/server/public/workers';

/** one numbered delta of any event, for publishAll */
export type RoomMessage = {
  [E in ServerEventName]: { room: string; event: E; data: ServerEvents[E] };
}[ServerEventName];

// Workers have no socket server: a numbered delta is logged in Redis (for catch-up) and published through the
// socket.io Redis adapter's channel, so every server delivers it to the sockets in that room.
export class RoomPublisher {
  private readonly emitter: Emitter;

  constructor(private readonly redis: Redis) {
    this.emitter = new Emitter(redis, { key: socketIoChannel(redis.options.db ?? 0) });
  }

  async publish<E extends ServerEventName>(room: string, event: E, data: ServerEvents[E]): Promise<void> {
    await this.publishAll([{ room, event, data } as RoomMessage]);
  }

  /** Many rooms at once: two Redis round trips whatever their number. */
  async publishMany<E extends ServerEventName>(
    event: E,
    messages: { room: string; data: ServerEvents[E] }[],
  ): Promise<void> {
    await this.publishAll(messages.map((m) => ({ ...m, event }) as RoomMessage));
  }

  /** Messages of several events at once, each numbered in its room: two Redis round trips in all. */
  async publishAll(messages: RoomMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const incr = this.redis.pipeline();
    for (const m of messages) incr.incr(roomSeqKey(m.room));
    const seqs = (await incr.exec()) ?? [];
    const log = this.redis.pipeline();
    const at = Date.now();
    const deltas = messages.map((m, i) => {
      const [err, seq] = seqs[i] ?? [new Error('no answer'), 0];
      if (err) throw err;
      const delta = { room: m.room, seq: Number(seq), event: m.event, data: m.data, at } as RoomDelta;
      log.lpush(roomLogKey(m.room), JSON.stringify(delta)).ltrim(roomLogKey(m.room), 0, ROOM_LOG_SIZE - 1);
      return delta;
    });
    await log.exec();
    for (const d of deltas) this.emitter.to(d.room).emit(SOCKET_EVENTS.delta, d);
  }

  /** Un-numbered broadcast (heartbeat): nothing to catch up on. */
  emit<E extends ServerEventName>(room: string, event: E, data: ServerEvents[E]): void {
    this.emitter.to(room).emit(event, data);
  }
}

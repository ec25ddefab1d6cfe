import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { SOCKET_EVENTS, type RoomDelta, type ServerEventName, type ServerEvents } from '@mes/contracts';
import { ROOM_LOG_SIZE, roomLogKey, roomSeqKey } from '@mes/server/core/redis/redis.keys';

// Workers have no socket server: a numbered delta is logged in Redis (for catch-up) and published through the
// socket.io Redis adapter's channel, so every server delivers it to the sockets in that room.
export class RoomPublisher {
  private readonly emitter: Emitter;

  constructor(private readonly redis: Redis) {
    this.emitter = new Emitter(redis);
  }

  async publish<E extends ServerEventName>(room: string, event: E, data: ServerEvents[E]): Promise<RoomDelta<E>> {
    const seq = await this.redis.incr(roomSeqKey(room));
    const delta: RoomDelta<E> = { room, seq, event, data };
    await this.redis.multi().lpush(roomLogKey(room), JSON.stringify(delta)).ltrim(roomLogKey(room), 0, ROOM_LOG_SIZE - 1).exec();
    this.emitter.to(room).emit(SOCKET_EVENTS.delta, delta);
    return delta;
  }

  /** Un-numbered broadcast (heartbeat): nothing to catch up on. */
  emit<E extends ServerEventName>(room: string, event: E, data: ServerEvents[E]): void {
    this.emitter.to(room).emit(event, data);
  }
}

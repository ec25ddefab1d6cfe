import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import type { ServerEvents } from '@mes/contracts';

// Workers have no socket server: they publish through Redis and every server's adapter delivers to its rooms.
export class RoomEmitter {
  private readonly emitter: Emitter;

  constructor(redis: Redis) {
    this.emitter = new Emitter(redis);
  }

  emit<E extends keyof ServerEvents>(room: string, event: E, payload: ServerEvents[E]): void {
    this.emitter.to(room).emit(event, payload);
  }
}

import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { socketIoChannel } from '../../core/redis/redis.keys';
import { redisOptions } from '../../core/redis/redis-url';

// Several servers share their rooms through Redis: a delta published anywhere reaches every socket in the room.
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];

  constructor(
    app: ConstructorParameters<typeof IoAdapter>[0],
    private readonly redisUrl: string,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    const redis = redisOptions(this.redisUrl);
    const pub = new Redis(redis);
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', () => undefined);
    this.clients = [pub, sub];
    server.adapter(createAdapter(pub, sub, { key: socketIoChannel(redis.db) }));
    return server;
  }

  async dispose(): Promise<void> {
    for (const c of this.clients) c.disconnect();
  }
}

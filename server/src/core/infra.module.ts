import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type pg from 'pg';
import type { QueueName } from '@mes/contracts';
import { APP_CONFIG, type AppConfig } from './config/config';
import { migrate } from './database/data-source';
import { openPool } from './db/pool';
import { JsonLogger } from './logging/json-logger';
import { openQueues } from './queue/queues';
import { redisOptions } from './redis/redis-url';

export const REDIS = Symbol('REDIS');
export const QUEUE_MAP = Symbol('QUEUE_MAP');
// The process's one pg pool (docs/database.md): every statement and transaction of the server and the workers runs on
// it, one round trip per statement, no ORM. TypeORM only migrates the database, before the pool is handed out.
export const PG_POOL = Symbol('PG_POOL');
export type QueueMap = Map<QueueName, Queue>;

// The I/O every process shares: PostgreSQL (migrated before use), Redis, the BullMQ queues.
@Global()
@Module({})
export class InfraModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_MAP) private readonly queues: QueueMap,
  ) {}

  static forConfig(config: AppConfig) {
    const onRedisError = onceEvery(30_000, (e: Error) => {
      new JsonLogger('infra', config.LOG_LEVEL).warn({ msg: 'redis unavailable', error: e.message }, 'Redis');
    });
    const onPgError = onceEvery(30_000, (e: Error) => {
      new JsonLogger('infra', config.LOG_LEVEL).warn(
        { msg: 'postgres connection error', error: e.message },
        'Postgres',
      );
    });
    return {
      module: InfraModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: REDIS,
          useFactory: () => {
            // Fail fast while Redis is away (BullMQ keeps its own connections that wait).
            const redis = new Redis({ ...redisOptions(config.REDIS_URL), maxRetriesPerRequest: 1 });
            redis.on('error', onRedisError);
            return redis;
          },
        },
        { provide: QUEUE_MAP, useFactory: () => openQueues(config.REDIS_URL, onRedisError) },
        {
          provide: PG_POOL,
          // migrated first (on a connection of TypeORM's own, closed after): no statement meets an older schema
          useFactory: async () => {
            await migrate(config.DATABASE_URL);
            const pool = openPool(config.DATABASE_URL, config.MES_PG_POOL_MAX);
            pool.on('error', onPgError);
            return pool;
          },
        },
      ],
      exports: [APP_CONFIG, REDIS, QUEUE_MAP, PG_POOL],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.redis.disconnect();
    await this.pool.end().catch(() => undefined); // ended once: a second shutdown finds it ended
  }
}

// Calls fn at most once per period: a dead Redis would otherwise log on every retry.
function onceEvery<A extends unknown[]>(periodMs: number, fn: (...args: A) => void): (...args: A) => void {
  let last = 0;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < periodMs) return;
    last = now;
    fn(...args);
  };
}

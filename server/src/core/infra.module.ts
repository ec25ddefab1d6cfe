import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { QueueName } from '@mes/contracts';
import { APP_CONFIG, type AppConfig } from './config/config';
import { dataSourceOptions, runMigrations } from './database/data-source';
import { poolOf } from './db/sql';
import { JsonLogger } from './logging/json-logger';
import { openQueues } from './queue/queues';
import { redisOptions } from './redis/redis-url';

export const REDIS = Symbol('REDIS');
export const QUEUE_MAP = Symbol('QUEUE_MAP');
// The process's one pg pool (docs/database.md): typed statements and the hot paths (station reports, projections)
// run on it, one round trip per statement, no ORM; it is the pool under TypeORM's DataSource, so the transactions
// still opened through TypeORM (the resource engine's) take their connections from the same place.
export const PG_POOL = Symbol('PG_POOL');
export type QueueMap = Map<QueueName, Queue>;

// The I/O every process shares: PostgreSQL (migrated before use), Redis, the BullMQ queues.
@Global()
@Module({})
export class InfraModule implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
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
          provide: DataSource,
          useFactory: async () => {
            const ds = new DataSource(dataSourceOptions(config.DATABASE_URL, config.MES_PG_POOL_MAX));
            await ds.initialize();
            await runMigrations(ds);
            return ds;
          },
        },
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
          // After DataSource: the migrations have run before any hot path can use the pool.
          inject: [DataSource],
          useFactory: (ds: DataSource) => {
            const pool = poolOf(ds);
            pool.on('error', onPgError);
            return pool;
          },
        },
      ],
      exports: [APP_CONFIG, DataSource, REDIS, QUEUE_MAP, PG_POOL],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.redis.disconnect();
    // the DataSource ends the one pool (ending it here first would make its destroy fail)
    if (this.ds.isInitialized) await this.ds.destroy();
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

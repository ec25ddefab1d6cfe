import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type pg from 'pg';
import { run, sql } from '../../core/db/sql';
import { PG_POOL, QUEUE_MAP, REDIS, type QueueMap } from '../../core/infra.module';
import { REDIS_KEYS } from '../../core/redis/redis.keys';
import { parseSupervisor, type SupervisedProcess } from './supervisor-report';

export type Probe = { up: boolean; latency_ms: number; error?: string };
export type QueueHealth = {
  up: boolean;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
  last_heartbeat_at?: string | null;
  last_heartbeat_worker?: string | null;
};
export type HealthReport = {
  status: 'ok' | 'degraded';
  version: string;
  uptime_s: number;
  postgres: Probe;
  redis: Probe;
  queues: Record<string, QueueHealth>;
  // Present only under `npm run up`: its restarts of server, workers and simulator.
  supervisor?: Record<string, SupervisedProcess>;
};

const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    await Promise.race([check(), timeout]);
    return { up: true, latency_ms: Date.now() - started };
  } catch (e) {
    return { up: false, latency_ms: Date.now() - started, error: (e as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

const PING = sql('health.ping', 'SELECT 1');

@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_MAP) private readonly queues: QueueMap,
  ) {}

  async report(): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      probe(() => run(this.pool, PING, [])),
      probe(() => this.redis.ping()),
    ]);
    const queues: Record<string, QueueHealth> = {};
    for (const [name, queue] of this.queues) queues[name] = await this.queueHealth(name, queue, redis.up);
    const allUp = postgres.up && redis.up && Object.values(queues).every((q) => q.up);
    const supervisor = redis.up ? await this.supervisor() : undefined;
    return {
      status: allUp ? 'ok' : 'degraded',
      version: process.env.npm_package_version ?? '0.1.0',
      uptime_s: Math.round(process.uptime()),
      postgres,
      redis,
      queues,
      ...(supervisor ? { supervisor } : {}),
    };
  }

  private async supervisor(): Promise<Record<string, SupervisedProcess> | undefined> {
    try {
      return parseSupervisor(await this.redis.hgetall(REDIS_KEYS.supervisor));
    } catch {
      return undefined; // informative only: never a reason to fail the health check
    }
  }

  private async queueHealth(name: string, queue: Queue, redisUp: boolean): Promise<QueueHealth> {
    const empty = { up: false, waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
    if (!redisUp) return empty;
    try {
      const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
      const health: QueueHealth = {
        up: true,
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
        delayed: counts.delayed ?? 0,
      };
      if (name === 'heartbeat') {
        const last = await this.redis.hgetall(REDIS_KEYS.heartbeatLast);
        health.last_heartbeat_at = last.at ?? null;
        health.last_heartbeat_worker = last.worker ?? null;
      }
      return health;
    } catch {
      return empty;
    }
  }
}

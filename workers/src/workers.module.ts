import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import pg from 'pg';
import { JOB_QUEUE, QUEUES, type JobPayload, type OutboxFamily } from '@mes/contracts';
import {
  APP_CONFIG,
  InfraModule,
  JsonLogger,
  OrderReportingSender,
  erpBackoff,
  outboxWakeChannel,
  unsentEntries,
  sweepOverdueWithPool,
  consumeReelsWithPool,
  sweepMsdExpiryWithPool,
  PG_POOL,
  QUEUE_MAP,
  QUEUE_PREFIX,
  REDIS,
  redisOptions,
  type AppConfig,
  type QueueMap,
} from '@mes/server/public/workers';
import { RoomPublisher } from './emit/room-publisher';
import { checkHandlers, declaredJobs, dispatcher, type HandlerTable } from './job-registry';
import { dispatchOutbox, outboxTable } from './outbox/outbox-handlers';
import { EventsProcessor } from './processors/events.processor';
import { HeartbeatProcessor } from './processors/heartbeat.processor';
import { ERP_BACKOFF, OrderReportingProcessor } from './processors/order-reporting.processor';
import { ProjectionProcessor } from './processors/projection.processor';
import { OutboxRelay, type InlineEvents } from './relay/outbox-relay';

/** how often overdue device maintenance is looked for (an overdue item reaches its line's board within this) */
const DM_SWEEP_MS = 60_000;
/** how often expired floor lives are looked for (the board counts down by itself; this writes the expiry event) */
const MSD_SWEEP_MS = 60_000;

/** outbox families whose handler only publishes to rooms: relayed inline (OutboxRelay), not as events jobs */
const INLINE_FAMILIES: OutboxFamily[] = ['feeding_step', 'scheduling', 'station_message'];

const CONCURRENCY: Record<string, number> = {
  [QUEUES.heartbeat]: 1,
  [QUEUES.projections]: 4,
  [QUEUES.events]: 4,
  [QUEUES.erp]: 4,
};

// Runs the outbox relay and the BullMQ processors: no HTTP, same PostgreSQL and Redis as the servers; any number may
// run side by side.
@Module({})
export class WorkersModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private workers: Worker[] = [];
  private relay: OutboxRelay | null = null;
  private wakeups: Redis | null = null;
  private readonly logger: JsonLogger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_MAP) private readonly queues: QueueMap,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    this.logger = new JsonLogger('workers', config.LOG_LEVEL);
  }

  static forConfig(config: AppConfig): DynamicModule {
    return { module: WorkersModule, imports: [InfraModule.forConfig(config)] };
  }

  async onApplicationBootstrap(): Promise<void> {
    const name = this.config.WORKER_NAME || `${hostname()}:${process.pid}`;
    const publisher = new RoomPublisher(this.redis);
    const heartbeat = new HeartbeatProcessor(this.redis, publisher, name);
    const projections = new ProjectionProcessor(this.pool, publisher);
    const reporting = new OrderReportingProcessor(
      this.queues,
      new OrderReportingSender(this.pool, {
        url: this.config.MES_ERP_REPORT_URL,
        timeoutMs: this.config.MES_ERP_REPORT_TIMEOUT_MS,
      }),
      () => unsentEntries(this.pool),
    );
    // Refuses to start when a topic family of the map has no handler or two.
    const outbox = outboxTable(new EventsProcessor(publisher, (e) => reporting.enqueue(e)).routes());
    // what only tells boards is published by the relay itself, without a job (a feeding scan cost a BullMQ job)
    const inline: InlineEvents = {
      families: new Set(INLINE_FAMILIES),
      handle: (e) => dispatchOutbox(outbox, e as JobPayload<'events', 'outbox.event'>),
    };
    const table: HandlerTable = {
      [QUEUES.heartbeat]: { 'heartbeat.beat': (job) => heartbeat.beat(job) },
      [QUEUES.projections]: {
        // the relay applies the facts to the counters itself; this job consumes the boards' reels at the line
        // (once per board: a retried batch consumes nothing twice), docs/material-flow.md
        'station_reports.batch': async (job) => ({ consumed: await consumeReelsWithPool(this.pool, job.data.facts) }),
      },
      [QUEUES.events]: {
        'outbox.event': (job) => dispatchOutbox(outbox, job.data as JobPayload<'events', 'outbox.event'>),
        'dm_overdue.sweep': async () => ({ sent: (await sweepOverdueWithPool(this.pool)).length }),
        'msd_expiry.sweep': async () => ({ announced: (await sweepMsdExpiryWithPool(this.pool)).length }),
      },
      [QUEUES.erp]: {
        'order_reporting.send': (job) => reporting.send(job),
        'order_reporting.sweep': () => reporting.sweep(),
      },
    };
    const { MES_ERP_REPORT_BACKOFF_MS: base, MES_ERP_REPORT_BACKOFF_MAX_MS: max } = this.config;
    checkHandlers(declaredJobs(JOB_QUEUE), table);
    for (const [queue, handlers] of Object.entries(table)) {
      const worker = new Worker(queue, dispatcher(queue, handlers), {
        connection: redisOptions(this.config.REDIS_URL),
        prefix: QUEUE_PREFIX,
        concurrency: CONCURRENCY[queue] ?? 1,
        // Jobs take milliseconds: a worker killed mid-job has its jobs taken over within seconds, not minutes.
        lockDuration: 10_000,
        stalledInterval: 5_000,
        // Only the ERP's jobs ask for it: a failed attempt waits longer each time, up to the cap.
        settings: {
          backoffStrategy: (attemptsMade: number, type?: string) =>
            type === ERP_BACKOFF ? erpBackoff(attemptsMade, base, max) : 1000,
        },
      });
      worker.on('error', (e) => this.logger.warn({ msg: 'worker error', queue, error: e.message }, 'Worker'));
      // An ERP refusing is expected and retried (each attempt is logged in order_reporting_attempt): a warning.
      const level = queue === QUEUES.erp ? 'warn' : 'error';
      worker.on('failed', (job, e) =>
        this.logger[level]({ msg: 'job failed', queue, job: job?.name, id: job?.id, error: e.message }, 'Worker'),
      );
      this.workers.push(worker);
    }
    // One scheduler entry however many workers start: upsert is idempotent by id.
    await this.queues
      .get(QUEUES.heartbeat)!
      .upsertJobScheduler(
        'heartbeat',
        { every: this.config.HEARTBEAT_INTERVAL_MS },
        {
          name: 'heartbeat.beat',
          data: { at: new Date().toISOString() },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      )
      .catch((e: Error) =>
        this.logger.warn({ msg: 'heartbeat scheduler not set (Redis down?)', error: e.message }, 'Worker'),
      );
    await this.queues
      .get(QUEUES.erp)!
      .upsertJobScheduler(
        'order_reporting.sweep',
        { every: this.config.MES_ERP_REPORT_SWEEP_MS },
        {
          name: 'order_reporting.sweep',
          data: { at: new Date().toISOString() },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      )
      .catch((e: Error) =>
        this.logger.warn({ msg: 'order reporting sweep not scheduled (Redis down?)', error: e.message }, 'Worker'),
      );
    await this.queues
      .get(QUEUES.events)!
      .upsertJobScheduler(
        'dm_overdue.sweep',
        { every: DM_SWEEP_MS },
        {
          name: 'dm_overdue.sweep',
          data: { at: new Date().toISOString() },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      )
      .catch((e: Error) =>
        this.logger.warn({ msg: 'maintenance sweep not scheduled (Redis down?)', error: e.message }, 'Worker'),
      );
    await this.queues
      .get(QUEUES.events)!
      .upsertJobScheduler(
        'msd_expiry.sweep',
        { every: MSD_SWEEP_MS },
        {
          name: 'msd_expiry.sweep',
          data: { at: new Date().toISOString() },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      )
      .catch((e: Error) =>
        this.logger.warn({ msg: 'floor-life sweep not scheduled (Redis down?)', error: e.message }, 'Worker'),
      );
    this.relay = new OutboxRelay(
      this.pool,
      () => new pg.Client({ connectionString: this.config.DATABASE_URL }),
      this.queues,
      this.logger,
      projections,
      inline,
    );
    await this.relay.start();
    // Station reports wake the relay through Redis (their statement does not NOTIFY: server/src/core/redis/redis.keys.ts).
    const relay = this.relay;
    this.wakeups = this.redis.duplicate();
    this.wakeups.on('error', () => undefined);
    this.wakeups.on('message', () => relay.wake());
    await this.wakeups
      .subscribe(outboxWakeChannel(this.redis.options.db ?? 0))
      .catch((e: Error) =>
        this.logger.warn({ msg: 'relay wake-ups not subscribed; polling', error: e.message }, 'Relay'),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    this.wakeups?.disconnect();
    await this.relay?.stop();
    await Promise.allSettled(this.workers.map((w) => w.close()));
  }
}

import type { JobsOptions } from 'bullmq';
import type pg from 'pg';
import { QUEUES, TOPIC, type QueueName } from '@mes/contracts';
import { OUTBOX_CHANNEL, type JsonLogger, type QueueMap } from '@mes/server/public/workers';

type OutboxRow = { id: string; topic: string; payload: Record<string, unknown> };

const BATCH = 500;
// After a notification the relay waits this long so that the entries committed meanwhile travel together: fewer,
// larger jobs and one delta per room for many reports, for a few milliseconds of latency.
const GATHER_MS = Number(process.env.MES_RELAY_GATHER_MS ?? 100);
const FACTS_PER_JOB = 250;
const POLL_MS = 500;
const JOB_OPTIONS: JobsOptions = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 200 },
  removeOnComplete: { age: 3600, count: 20000 },
  removeOnFail: { age: 7 * 86400 },
};

// Moves committed outbox entries into BullMQ. The job id names the entries it carries, so entries relayed twice (a
// crash between the add and the commit) are one job while it is kept, and projection_applied guards after that.
// Woken by NOTIFY for low latency, and polling anyway, so a lost notification only delays. Any number may run:
// SKIP LOCKED gives each batch to one relay.
export class OutboxRelay {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connect: () => pg.Client,
    private readonly queues: QueueMap,
    private readonly logger: JsonLogger,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    await this.listen();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.gathering) clearTimeout(this.gathering);
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = this.connect();
    client.on('notification', () => this.wake());
    client.on('error', () => {
      this.listener = null;
      setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (e) {
      this.logger.warn(
        { msg: 'outbox listen failed; polling only until it works', error: (e as Error).message },
        'Relay',
      );
      setTimeout(() => void this.listen().catch(() => undefined), 1000);
    }
  }

  private gathering: NodeJS.Timeout | null = null;

  wake(): void {
    if (this.stopped || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      this.drainNow();
    }, GATHER_MS);
  }

  private drainNow(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.drainNow();
      }
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      let moved: number;
      try {
        moved = await this.relayBatch();
      } catch (e) {
        // Redis or PostgreSQL away: the entries stay in the outbox and go at the next try.
        this.logger.warn({ msg: 'outbox relay paused', error: (e as Error).message }, 'Relay');
        return;
      }
      if (moved < BATCH) return;
    }
  }

  async relayBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, topic, payload FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      const byQueue = new Map<QueueName, { name: string; data: unknown; opts: JobsOptions }[]>();
      const add = (queue: QueueName, name: string, data: unknown, jobId: string) => {
        byQueue.set(queue, [...(byQueue.get(queue) ?? []), { name, data, opts: { ...JOB_OPTIONS, jobId } }]);
      };
      // Station-report facts go as one batch job per chunk: the worker applies and announces them together.
      const facts = rows
        .filter((r) => r.topic === TOPIC.stationReport)
        .map((r) => ({ ...r.payload, outbox_id: Number(r.id) }));
      for (let i = 0; i < facts.length; i += FACTS_PER_JOB) {
        const chunk = facts.slice(i, i + FACTS_PER_JOB);
        add(
          QUEUES.projections,
          'station_reports.batch',
          { facts: chunk },
          `o${chunk[0].outbox_id}-${chunk[chunk.length - 1].outbox_id}`,
        );
      }
      for (const r of rows.filter((x) => x.topic !== TOPIC.stationReport)) {
        add(QUEUES.events, 'outbox.event', { outbox_id: Number(r.id), topic: r.topic, payload: r.payload }, `o${r.id}`);
      }
      for (const [queue, jobs] of byQueue) await this.queues.get(queue)!.addBulk(jobs);
      await client.query('UPDATE outbox SET relayed_at = now() WHERE id = ANY($1)', [rows.map((r) => r.id)]);
      await client.query('COMMIT');
      return rows.length;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
}

import type { JobsOptions } from 'bullmq';
import type pg from 'pg';
import { outboxFamilyOf, QUEUES, TOPIC, WorkOrderStatus, type OutboxFact, type OutboxFamily } from '@mes/contracts';
import {
  OUTBOX_CHANNEL,
  rows as rowsOf,
  sql,
  type JsonLogger,
  type RowOf,
  type QueueMap,
} from '@mes/server/public/workers';
import type { ProjectionProcessor } from '../processors/projection.processor';

type OutboxRow = { id: string; topic: string; payload: Record<string, unknown> };
/** Entries whose handling is only telling boards (a few Redis calls): done by the relay itself, no job between. */
export type InlineEvents = {
  families: ReadonlySet<OutboxFamily>;
  handle: (entry: { outbox_id: number; topic: string; payload: Record<string, unknown> }) => Promise<void>;
};

const BATCH = 500;
// Taken and marked relayed in one statement, BATCH (500) entries at most.
const TAKE_MARK = sql(
  'workers.relay_take_mark',
  `WITH take AS (SELECT id FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
               UPDATE outbox o SET relayed_at = now() FROM take WHERE o.id = take.id
               RETURNING o.id, o.topic, o.payload, CASE WHEN o.topic = $1 THEN EXISTS (SELECT 1 FROM smt_order s
                 WHERE s.worder_id = (o.payload->>'worder_id')::int AND s.status = $2) ELSE false END AS smt`,
  { notNull: ['smt'] },
);

// an entry's payload (jsonb) is the object writeOutbox wrote (outbox.writer.ts: JSON.stringify of an OutboxPayload)
const entryOf = (r: RowOf<'workers.relay_take_mark'>): OutboxRow & { smt: boolean } => ({
  ...r,
  payload: r.payload as Record<string, unknown>,
});
// Adaptive batching, the way group commit works: a wake-up on an idle relay is relayed at once (the next turn of the
// event loop, so that the wake-ups of one read travel together); what commits while a batch is in flight goes in the
// next batch, so batches grow with the load and a quiet line waits for nothing. Under load, batches start at most
// every MIN_CYCLE_MS: each batch is one delta per room to every board in it, and a delta's cost is paid per socket,
// so this caps the fan-out at 1000 / MIN_CYCLE_MS deltas a second per room for at most MIN_CYCLE_MS of latency.
// MES_RELAY_GATHER_MS > 0 brings back a fixed gather after each wake-up (the way it was, for comparison).
const GATHER_MS = Number(process.env.MES_RELAY_GATHER_MS ?? 0);
const MIN_CYCLE_MS = Number(process.env.MES_RELAY_MIN_CYCLE_MS ?? 20);
const POLL_MS = 500;
const SWEEP_MS = 5000;
const JOB_OPTIONS: JobsOptions = {
  attempts: 20,
  backoff: { type: 'exponential', delay: 200 },
  removeOnComplete: { age: 3600, count: 20000 },
  removeOnFail: { age: 7 * 86400 },
};

// Moves committed outbox entries on. Station-report facts are applied to the projections in the relay's own
// transaction (projection_applied: once each) and announced to the boards right after its commit, without a queue
// between: one hop less on the way to the screens. Other entries become BullMQ jobs; the job id names the entry, so
// an entry relayed twice (a crash between the add and the commit) is one job while it is kept.
// Woken by NOTIFY for low latency, and polling anyway, so a lost notification only delays. Any number may run:
// SKIP LOCKED gives each batch to one relay.
export class OutboxRelay {
  private listener: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private again = false;
  private stopped = false;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connect: () => pg.Client,
    private readonly queues: QueueMap,
    private readonly logger: JsonLogger,
    private readonly projections: ProjectionProcessor,
    private readonly inline: InlineEvents | null = null,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.sweeper = setInterval(
      () =>
        void this.projections
          .sweep()
          .catch((e: Error) => this.logger.warn({ msg: 'announce sweep failed', error: e.message }, 'Relay')),
      SWEEP_MS,
    );
    await this.listen();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.gathering) {
      clearTimeout(this.gathering as NodeJS.Timeout);
      clearImmediate(this.gathering as NodeJS.Immediate);
    }
    await this.listener?.end().catch(() => undefined);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
    await this.projections.settled();
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

  private gathering: NodeJS.Timeout | NodeJS.Immediate | null = null;

  wake(): void {
    if (this.stopped || this.gathering) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const go = () => {
      this.gathering = null;
      this.drainNow();
    };
    const wait = GATHER_MS > 0 ? GATHER_MS : this.lastStart + MIN_CYCLE_MS - Date.now();
    this.gathering = wait > 0 ? setTimeout(go, wait) : setImmediate(go);
  }

  private lastStart = 0;

  private drainNow(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.lastStart = Date.now();
    void this.drain().finally(() => {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.wake();
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
    let applied: Awaited<ReturnType<ProjectionProcessor['applyIn']>> | null = null;
    let count: number;
    try {
      // Not waiting for the WAL flush loses nothing: the counters, the claims and the outbox marks commit together or
      // not at all, and entries whose relay was lost with an unflushed commit (PostgreSQL itself crashing) are
      // relayed again. The reports themselves were flushed before they were answered.
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      // Taken and marked relayed in one statement (the transaction makes it all or nothing, as if marked at the end);
      // each station-report fact also says whether its work order has a working SMT order, whose boards consume their
      // reels at the line (below). One round trip: the separate mark (an UPDATE by an array of ids, planned
      // generically) had become the relay's costliest statement.
      const rows = (await rowsOf(client, TAKE_MARK, [TOPIC.stationReport, WorkOrderStatus.WORKING])).map(entryOf);
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      count = rows.length;
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      const facts = rows
        .filter((r) => r.topic === TOPIC.stationReport)
        .map((r) => ({ ...r.payload, outbox_id: Number(r.id) }) as OutboxFact);
      if (facts.length > 0) applied = await this.projections.applyIn(client, facts);
      // Board-only entries (feeding steps, scheduling changes, station messages) are published here, before the
      // commit, as a job would have been added before it: a failure rolls the batch back and it is relayed again; a
      // commit lost after the publish relays them once more (a board may see a step twice, as with a retried job).
      const inline = (r: OutboxRow) => {
        const family = outboxFamilyOf(r.topic);
        return this.inline !== null && family !== null && this.inline.families.has(family);
      };
      for (const r of rows)
        if (r.topic !== TOPIC.stationReport && inline(r))
          await this.inline!.handle({ outbox_id: Number(r.id), topic: r.topic, payload: r.payload });
      const jobs = rows
        .filter((x) => x.topic !== TOPIC.stationReport && !inline(x))
        .map((r) => ({
          name: 'outbox.event',
          data: { outbox_id: Number(r.id), topic: r.topic, payload: r.payload },
          opts: { ...JOB_OPTIONS, jobId: `o${r.id}` },
        }));
      if (jobs.length > 0) await this.queues.get(QUEUES.events)!.addBulk(jobs);
      // Only the facts of work orders with a working SMT order go on, as a job of their own, retried until done, once
      // per board whatever the retries (reel_consumption), never holding up the counters. A batch without SMT work
      // costs no job.
      const smtFacts = new Set(rows.filter((r) => r.smt).map((r) => Number(r.id)));
      const consuming = facts.filter((f) => smtFacts.has(f.outbox_id));
      if (consuming.length > 0)
        await this.queues
          .get(QUEUES.projections)!
          .add(
            'station_reports.batch',
            { facts: consuming },
            { ...JOB_OPTIONS, jobId: `o${consuming[0].outbox_id}-${consuming[consuming.length - 1].outbox_id}` },
          );
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
    // Committed: the boards are told now (not waited for: the next batch may go meanwhile); if Redis is away, the
    // sweep tells them later.
    if (applied)
      void this.projections
        .announce(applied.fresh, applied.touched)
        .catch((e: Error) =>
          this.logger.warn({ msg: 'announce failed; the sweep retries', error: e.message }, 'Relay'),
        );
    return count;
  }
}

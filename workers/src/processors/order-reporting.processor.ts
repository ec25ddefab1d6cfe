import type { Job } from 'bullmq';
import type { JobPayload, OutboxEntry, QueueName } from '@mes/contracts';
import { QUEUES } from '@mes/contracts';
import type { OrderReportingSender, QueueMap } from '@mes/server/public/workers';

type EntryVersion = { id: number; version: number };

/** Attempts of one send: so many that, with the capped backoff, it goes on until the ERP accepts (weeks). */
export const ERP_ATTEMPTS = 100_000;
export const ERP_BACKOFF = 'erp_capped';

// Order reporting (docs/product-definitions.md): an `order_reporting.send` outbox entry (a report created or an
// entry corrected) becomes one job per entry and version on the erp queue; a job is one attempt, retried by BullMQ
// with the capped backoff while the ERP refuses. Job ids make a replayed outbox entry add nothing twice.
export class OrderReportingProcessor {
  constructor(
    private readonly queues: Pick<QueueMap, 'get'>,
    private readonly sender: Pick<OrderReportingSender, 'send'>,
    private readonly unsent: () => Promise<EntryVersion[]>,
  ) {}

  async enqueue({ payload }: OutboxEntry<'order_reporting_send'>): Promise<void> {
    await this.add(payload.entries);
  }

  /** The entries not accepted, queued again: a job still there keeps its id and its backoff, a lost one comes back. */
  async sweep(): Promise<number> {
    const entries = await this.unsent();
    await this.add(entries);
    return entries.length;
  }

  private async add(entries: EntryVersion[]): Promise<void> {
    if (entries.length === 0) return;
    const queue = this.queues.get(QUEUES.erp as QueueName)!;
    await queue.addBulk(
      entries.map((e) => ({
        name: 'order_reporting.send',
        data: { entry_id: e.id, version: e.version },
        opts: {
          jobId: `ors-${e.id}-${e.version}`,
          attempts: ERP_ATTEMPTS,
          backoff: { type: ERP_BACKOFF },
          removeOnComplete: 1000,
          removeOnFail: 1000,
        },
      })),
    );
  }

  async send(job: Job<JobPayload<'erp', 'order_reporting.send'>>): Promise<string> {
    return this.sender.send(job.data.entry_id, job.data.version);
  }
}

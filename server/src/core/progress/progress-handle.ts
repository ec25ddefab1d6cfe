import type { ProgressJob } from '@mes/contracts';
import { ErrorCode } from '@mes/contracts';
import { AppException } from '../api/app.exception';
import type { Ending, ProgressRepository, StoredJob } from './progress.repository';

/** When a step is written and pushed: at least intervalMs after the last one, and at least stepPercent further. */
export type Throttle = { intervalMs: number; stepPercent: number; heartbeatMs: number };
export const DEFAULT_THROTTLE: Throttle = { intervalMs: 250, stepPercent: 1, heartbeatMs: 60_000 };

export type ProgressSink = {
  repo: Pick<ProgressRepository, 'update' | 'end' | 'touch'>;
  /** pushes the row to its owner's sockets */
  publish: (job: StoredJob) => void;
  /** the handle is over: the service forgets it */
  release: (id: number) => void;
  now: () => number;
};

/** The answer when a job stops on a cancel: nothing of it was kept. */
export class ProgressCancelled extends AppException {
  constructor(job: Pick<ProgressJob, 'id' | 'kind' | 'label'>) {
    super(ErrorCode.BAD_REQUEST, `${job.kind} ${job.label}: cancelled, nothing kept`, {
      job_id: job.id,
      cancelled: true,
    });
  }
}

// The work's side of one job: count steps, learn of a cancel, end it. Steps are counted in memory and written (and
// pushed) only when the throttle allows, so a loop may call advance() per row.
export class ProgressHandle {
  private done = 0;
  private total: number;
  private lastWriteAt: number;
  private lastWrittenDone = 0;
  private cancelAsked: boolean;
  private ended = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private job: StoredJob,
    private readonly sink: ProgressSink,
    private readonly throttle: Throttle = DEFAULT_THROTTLE,
  ) {
    this.total = job.total;
    this.cancelAsked = job.cancel_requested;
    this.lastWriteAt = sink.now();
    this.heartbeat = setInterval(() => void sink.repo.touch(job.id).catch(() => undefined), throttle.heartbeatMs);
    this.heartbeat.unref();
  }

  get id(): number {
    return this.job.id;
  }

  get counted(): { done: number; total: number } {
    return { done: this.done, total: this.total };
  }

  /** The units of work, once known (rows parsed, facts counted); written at once. */
  async setTotal(total: number): Promise<void> {
    this.total = Math.max(0, Math.floor(total));
    await this.write();
  }

  async advance(n = 1): Promise<void> {
    this.done += n;
    if (this.total > 0 && this.done > this.total) this.total = this.done;
    if (this.due()) await this.write();
  }

  /** A cancel asked on this server is known at once; one asked on another server at the next write. */
  cancelled(): boolean {
    return this.cancelAsked;
  }

  /** Stops the work with ProgressCancelled when a cancel was asked (call it where stopping keeps nothing). */
  throwIfCancelled(): void {
    if (this.cancelAsked) throw new ProgressCancelled(this.job);
  }

  /** From the service, when the owner cancels on this server. */
  askCancel(): void {
    if (this.job.cancellable) this.cancelAsked = true;
  }

  finish(result?: unknown): Promise<ProgressJob | undefined> {
    return this.end({ status: 'done', done: this.done, total: Math.max(this.total, this.done), result });
  }

  /** Ends the job as failed, or as cancelled when the error is the cancel. */
  fail(err: unknown): Promise<ProgressJob | undefined> {
    if (err instanceof ProgressCancelled) return this.end({ status: 'cancelled', done: this.done, total: this.total });
    return this.end({
      status: 'failed',
      done: this.done,
      total: this.total,
      error: err instanceof Error ? err.message : String(err),
    });
  }

  private due(): boolean {
    if (this.sink.now() - this.lastWriteAt < this.throttle.intervalMs) return false;
    const step = this.total > 0 ? Math.max(1, Math.ceil((this.total * this.throttle.stepPercent) / 100)) : 1;
    return this.done - this.lastWrittenDone >= step;
  }

  // Progress is secondary to the work: a failed write is skipped, the next one carries the count.
  private async write(): Promise<void> {
    if (this.ended) return;
    this.lastWriteAt = this.sink.now();
    this.lastWrittenDone = this.done;
    const row = await this.sink.repo.update(this.job.id, this.done, this.total).catch(() => undefined);
    if (!row || this.ended) return;
    this.job = row;
    if (row.cancel_requested && row.cancellable) this.cancelAsked = true;
    this.sink.publish(row);
  }

  private async end(e: Ending): Promise<ProgressJob | undefined> {
    if (this.ended) return undefined;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.sink.release(this.job.id);
    const row = await this.sink.repo.end(this.job.id, e).catch(() => undefined);
    if (row) this.sink.publish(row);
    return row;
  }
}

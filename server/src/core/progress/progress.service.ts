import type { ProgressJob, ProgressKind } from '@mes/contracts';
import { refuse } from '../api/app.exception';
import { DEFAULT_THROTTLE, ProgressHandle, type Throttle } from './progress-handle';
import type { ProgressStore, StoredJob } from './progress.repository';

/** Tells of a job's step or end (the server: to the owner's user:<id> room; a CLI: its log). */
export type ProgressPublisher = (ownerId: number | null, job: ProgressJob) => void;

export type StartOptions = { label?: string; cancellable?: boolean };

const publicJob = ({ owner_id: _owner, ...job }: StoredJob): ProgressJob => job;

// Long work a user can follow: start() gives the work a handle (advance, cancelled, finish, fail); list() and
// cancel() serve the progressing calls. A cancel reaches a handle of this process at once, others through the row.
export class ProgressService {
  private readonly local = new Map<number, ProgressHandle>();

  constructor(
    private readonly repo: ProgressStore,
    private readonly publisher: ProgressPublisher = () => undefined,
    private readonly throttle: Throttle = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  async start(
    owner: number | null,
    kind: ProgressKind,
    total: number,
    opts: StartOptions = {},
  ): Promise<ProgressHandle> {
    const row = await this.repo.create({
      owner,
      kind,
      label: opts.label ?? kind,
      total: Math.max(0, Math.floor(total)),
      cancellable: opts.cancellable ?? false,
    });
    const handle = new ProgressHandle(
      row,
      {
        repo: this.repo,
        now: this.now,
        publish: (job) => this.publish(job),
        release: (id) => this.local.delete(id),
      },
      this.throttle,
    );
    this.local.set(row.id, handle);
    this.publish(row);
    return handle;
  }

  /** Runs work under a job: finished with the work's answer, failed (or cancelled) with its error, which is rethrown. */
  async track<T>(
    owner: number | null,
    kind: ProgressKind,
    total: number,
    opts: StartOptions,
    work: (h: ProgressHandle) => Promise<T>,
  ): Promise<T> {
    const handle = await this.start(owner, kind, total, opts);
    try {
      const answer = await work(handle);
      await handle.finish(answer);
      return answer;
    } catch (e) {
      await handle.fail(e);
      throw e;
    }
  }

  async list(owner: number, id?: number): Promise<{ list: ProgressJob[]; total: number }> {
    const list = (await this.repo.listFor(owner, id)).map(publicJob);
    return { list, total: list.length };
  }

  /** Only the owner, only a running cancellable job; the work stops at its next check and rolls back. */
  async cancel(owner: number, id: number): Promise<ProgressJob> {
    const row = await this.repo.requestCancel(owner, id);
    if (!row) {
      const known = await this.repo.byId(id);
      if (!known || known.owner_id !== owner) throw refuse('id', 'job.not_yours', { id });
      if (known.status !== 'running') throw refuse('id', 'job.already_ended', { id, status: known.status });
      throw refuse('id', 'job.not_cancellable', { id, kind: known.kind });
    }
    this.local.get(id)?.askCancel();
    this.publish(row);
    return publicJob(row);
  }

  private publish(job: StoredJob): void {
    this.publisher(job.owner_id, publicJob(job));
  }
}

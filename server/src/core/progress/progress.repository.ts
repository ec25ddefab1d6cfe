import {
  PROGRESS_KINDS,
  PROGRESS_STATUSES,
  type ProgressJob,
  type ProgressKind,
  type ProgressStatus,
} from '@mes/contracts';
import { known } from '../db/known-value';
import { first, rows, run, sql, type Queryable, type RowOf } from '../db/sql';

export type NewJob = { owner: number | null; kind: ProgressKind; label: string; total: number; cancellable: boolean };
export type Ending = {
  status: Exclude<ProgressStatus, 'running'>;
  done: number;
  total: number;
  result?: unknown;
  error?: string;
};

/** A running job not written for this long lost its process (a crash, a kill): it is reported failed. */
export const STALE_AFTER_S = 15 * 60;
/** Finished jobs stay in the caller's answer this long, so a bar can show its end. */
export const RECENT_S = 10 * 60;

// Each statement answers the job's columns: id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error.
const CREATE = sql(
  'core.progress_create',
  `INSERT INTO progress_job (owner_id, kind, label, total, cancellable) VALUES ($1, $2, $3, $4, $5) RETURNING id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error`,
);
const UPDATE = sql(
  'core.progress_update',
  `UPDATE progress_job SET done = $2, total = $3, updated_at = now() WHERE id = $1 RETURNING id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error`,
);
const TOUCH = sql(
  'core.progress_touch',
  `UPDATE progress_job SET updated_at = now() WHERE id = $1 AND status = 'running'`,
);
const END = sql(
  'core.progress_end',
  `UPDATE progress_job SET status = $2, done = $3, total = $4, result = $5, error = $6, finished_at = now(), updated_at = now()
       WHERE id = $1 RETURNING id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error`,
);
const END_LOST = sql(
  'core.progress_end_lost',
  `UPDATE progress_job SET status = 'failed', error = 'interrupted: its process stopped', finished_at = now()
       WHERE status = 'running' AND owner_id = $1 AND updated_at < now() - make_interval(secs => $2)`,
);
const LIST = sql(
  'core.progress_list',
  `SELECT id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error FROM progress_job WHERE owner_id = $1 AND ($2::bigint IS NULL OR id = $2)
         AND (status = 'running' OR finished_at > now() - make_interval(secs => $3))
       ORDER BY started_at DESC, id DESC LIMIT 50`,
);
const BY_ID = sql(
  'core.progress_by_id',
  `SELECT id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error FROM progress_job WHERE id = $1`,
);
const REQUEST_CANCEL = sql(
  'core.progress_request_cancel',
  `UPDATE progress_job SET cancel_requested = true, updated_at = now()
       WHERE id = $1 AND owner_id = $2 AND status = 'running' AND cancellable RETURNING id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error`,
);

// The table's row: each statement answers the same columns.
type Row = RowOf<'core.progress_by_id'>;

export type StoredJob = ProgressJob & { owner_id: number | null };

const jobOf = (r: Row | undefined): StoredJob | undefined => (r ? toJob(r) : undefined);

function toJob(r: Row): StoredJob {
  return {
    id: Number(r.id),
    owner_id: r.owner_id,
    kind: known(PROGRESS_KINDS, r.kind, 'progress_job.kind'),
    label: r.label,
    total: r.total,
    done: r.done,
    status: known(PROGRESS_STATUSES, r.status, 'progress_job.status'),
    cancellable: r.cancellable,
    cancel_requested: r.cancel_requested,
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at === null ? null : r.finished_at.toISOString(),
    result: r.result ?? null,
    error: r.error,
  };
}

// The progress_job table. Writes go through their own connection, never the work's transaction: a bar must move
// while an import's transaction is still open, and a rolled-back import still ends its job.
export class ProgressRepository {
  constructor(private readonly db: Queryable) {}

  async create(job: NewJob): Promise<StoredJob> {
    const row = await first(this.db, CREATE, [
      job.owner,
      job.kind,
      job.label.slice(0, 128),
      job.total,
      job.cancellable,
    ]);
    return toJob(row!); // INSERT ... RETURNING answers the row it inserted
  }

  /** Writes the count and answers the row, whose cancel_requested carries a cancel asked on any server. */
  async update(id: number, done: number, total: number): Promise<StoredJob | undefined> {
    return jobOf(await first(this.db, UPDATE, [id, done, total]));
  }

  /** Keeps a job that is busy between steps from being taken for lost. */
  async touch(id: number): Promise<void> {
    await run(this.db, TOUCH, [id]);
  }

  async end(id: number, e: Ending): Promise<StoredJob | undefined> {
    const row = await first(this.db, END, [
      id,
      e.status,
      e.done,
      e.total,
      e.result === undefined ? null : JSON.stringify(e.result),
      e.error?.slice(0, 512) ?? null,
    ]);
    return jobOf(row);
  }

  /** The owner's running jobs and those finished in the last RECENT_S, newest first; lost jobs are ended first. */
  async listFor(owner: number, id?: number): Promise<StoredJob[]> {
    await run(this.db, END_LOST, [owner, STALE_AFTER_S]);
    return (await rows(this.db, LIST, [owner, id ?? null, RECENT_S])).map(toJob);
  }

  async byId(id: number): Promise<StoredJob | undefined> {
    return jobOf(await first(this.db, BY_ID, [id]));
  }

  /** Sets the flag on a running, cancellable job of this owner; answers the row after, or undefined when none. */
  async requestCancel(owner: number, id: number): Promise<StoredJob | undefined> {
    return jobOf(await first(this.db, REQUEST_CANCEL, [id, owner]));
  }
}

/** What the service needs of the store (an in-memory one in the unit specs). */
export type ProgressStore = Pick<
  ProgressRepository,
  'create' | 'update' | 'touch' | 'end' | 'listFor' | 'byId' | 'requestCancel'
>;

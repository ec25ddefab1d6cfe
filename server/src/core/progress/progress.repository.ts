import type { ProgressJob, ProgressKind, ProgressStatus } from '@mes/contracts';

/** A query that answers its rows: a pg pool's `query(...).rows` (TypeORM's `ds.query` answers [rows, count] for an UPDATE). */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<unknown[]>;

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

const COLUMNS = `id, owner_id, kind, label, total, done, status, cancellable, cancel_requested, started_at, finished_at, result, error`;

// The table's row: the job as answered, with its owner, a bigint id and the driver's timestamps.
type Row = Omit<ProgressJob, 'id' | 'started_at' | 'finished_at'> & {
  id: string | number;
  owner_id: number | null;
  started_at: Date | string;
  finished_at: Date | string | null;
};

export type StoredJob = ProgressJob & { owner_id: number | null };

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

function toJob(r: Row): StoredJob {
  return {
    id: Number(r.id),
    owner_id: r.owner_id,
    kind: r.kind,
    label: r.label,
    total: r.total,
    done: r.done,
    status: r.status,
    cancellable: r.cancellable,
    cancel_requested: r.cancel_requested,
    started_at: iso(r.started_at),
    finished_at: r.finished_at === null ? null : iso(r.finished_at),
    result: r.result ?? null,
    error: r.error,
  };
}

// The progress_job table. Writes go through their own connection, never the work's transaction: a bar must move
// while an import's transaction is still open, and a rolled-back import still ends its job.
export class ProgressRepository {
  constructor(private readonly sql: SqlRunner) {}

  private async rows(text: string, params: unknown[]): Promise<StoredJob[]> {
    return ((await this.sql(text, params)) as Row[]).map(toJob);
  }

  async create(job: NewJob): Promise<StoredJob> {
    const [row] = await this.rows(
      `INSERT INTO progress_job (owner_id, kind, label, total, cancellable) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [job.owner, job.kind, job.label.slice(0, 128), job.total, job.cancellable],
    );
    return row;
  }

  /** Writes the count and answers the row, whose cancel_requested carries a cancel asked on any server. */
  async update(id: number, done: number, total: number): Promise<StoredJob | undefined> {
    const [row] = await this.rows(
      `UPDATE progress_job SET done = $2, total = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, done, total],
    );
    return row;
  }

  /** Keeps a job that is busy between steps from being taken for lost. */
  async touch(id: number): Promise<void> {
    await this.sql(`UPDATE progress_job SET updated_at = now() WHERE id = $1 AND status = 'running'`, [id]);
  }

  async end(id: number, e: Ending): Promise<StoredJob | undefined> {
    const [row] = await this.rows(
      `UPDATE progress_job SET status = $2, done = $3, total = $4, result = $5, error = $6, finished_at = now(), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        e.status,
        e.done,
        e.total,
        e.result === undefined ? null : JSON.stringify(e.result),
        e.error?.slice(0, 512) ?? null,
      ],
    );
    return row;
  }

  /** The owner's running jobs and those finished in the last RECENT_S, newest first; lost jobs are ended first. */
  async listFor(owner: number, id?: number): Promise<StoredJob[]> {
    await this.sql(
      `UPDATE progress_job SET status = 'failed', error = 'interrupted: its process stopped', finished_at = now()
       WHERE status = 'running' AND owner_id = $1 AND updated_at < now() - make_interval(secs => $2)`,
      [owner, STALE_AFTER_S],
    );
    return this.rows(
      `SELECT ${COLUMNS} FROM progress_job WHERE owner_id = $1 AND ($2::bigint IS NULL OR id = $2)
         AND (status = 'running' OR finished_at > now() - make_interval(secs => $3))
       ORDER BY started_at DESC, id DESC LIMIT 50`,
      [owner, id ?? null, RECENT_S],
    );
  }

  async byId(id: number): Promise<StoredJob | undefined> {
    const [row] = await this.rows(`SELECT ${COLUMNS} FROM progress_job WHERE id = $1`, [id]);
    return row;
  }

  /** Sets the flag on a running, cancellable job of this owner; answers the row after, or undefined when none. */
  async requestCancel(owner: number, id: number): Promise<StoredJob | undefined> {
    const [row] = await this.rows(
      `UPDATE progress_job SET cancel_requested = true, updated_at = now()
       WHERE id = $1 AND owner_id = $2 AND status = 'running' AND cancellable RETURNING ${COLUMNS}`,
      [id, owner],
    );
    return row;
  }
}

/** What the service needs of the store (an in-memory one in the unit specs). */
export type ProgressStore = Pick<
  ProgressRepository,
  'create' | 'update' | 'touch' | 'end' | 'listFor' | 'byId' | 'requestCancel'
>;

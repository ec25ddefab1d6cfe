import type { Ending, NewJob, ProgressStore, StoredJob } from './progress.repository';

// progress_job in memory, for the unit specs: the same rules as the SQL (owner, running, cancellable).
export class FakeProgressStore implements ProgressStore {
  readonly rows = new Map<number, StoredJob>();
  writes = 0;
  private next = 1;

  async create(job: NewJob): Promise<StoredJob> {
    const row: StoredJob = {
      id: this.next++,
      owner_id: job.owner,
      kind: job.kind,
      label: job.label,
      total: job.total,
      done: 0,
      status: 'running',
      cancellable: job.cancellable,
      cancel_requested: false,
      started_at: new Date().toISOString(),
      finished_at: null,
      result: null,
      error: null,
    };
    this.rows.set(row.id, row);
    return { ...row };
  }

  async update(id: number, done: number, total: number): Promise<StoredJob | undefined> {
    this.writes++;
    return this.patch(id, { done, total });
  }

  async touch(): Promise<void> {}

  async end(id: number, e: Ending): Promise<StoredJob | undefined> {
    return this.patch(id, {
      status: e.status,
      done: e.done,
      total: e.total,
      result: e.result ?? null,
      error: e.error ?? null,
      finished_at: new Date().toISOString(),
    });
  }

  async listFor(owner: number, id?: number): Promise<StoredJob[]> {
    return [...this.rows.values()]
      .filter((r) => r.owner_id === owner && (id === undefined || r.id === id))
      .reverse()
      .map((r) => ({ ...r }));
  }

  async byId(id: number): Promise<StoredJob | undefined> {
    const row = this.rows.get(id);
    return row && { ...row };
  }

  async requestCancel(owner: number, id: number): Promise<StoredJob | undefined> {
    const row = this.rows.get(id);
    if (!row || row.owner_id !== owner || row.status !== 'running' || !row.cancellable) return undefined;
    return this.patch(id, { cancel_requested: true });
  }

  /** Another server's cancel: only the row changes. */
  flagCancel(id: number): void {
    const row = this.rows.get(id);
    if (row) row.cancel_requested = true;
  }

  private patch(id: number, p: Partial<StoredJob>): StoredJob | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    Object.assign(row, p);
    return { ...row };
  }
}

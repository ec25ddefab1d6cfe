// Long work a user can follow (000 §7: /api/v1/progressing): imports, exports, number builds, recommendations,
// rebuilds. The server answers these rows from the calls and pushes them to the owner's user:<id> room.

export const PROGRESS_KINDS = ['import', 'export', 'sn_build', 'recommend', 'rebuild'] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

export const PROGRESS_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** One job as `progressing` answers it and the `progress.changed` event carries it. */
export type ProgressJob = {
  id: number;
  kind: ProgressKind;
  /** what the job works on, e.g. the resource name of an import (`supplier`) */
  label: string;
  /** units of work (rows, facts); 0 while unknown */
  total: number;
  done: number;
  status: ProgressStatus;
  cancellable: boolean;
  /** a cancel was asked and the work has not stopped yet */
  cancel_requested: boolean;
  started_at: string;
  finished_at: string | null;
  result: unknown;
  error: string | null;
};

/** Percent done, 0..100 (0 while the total is unknown; 100 once done). */
export function progressPercent(job: Pick<ProgressJob, 'total' | 'done' | 'status'>): number {
  if (job.status === 'done') return 100;
  return job.total > 0 ? Math.min(100, Math.floor((job.done * 100) / job.total)) : 0;
}

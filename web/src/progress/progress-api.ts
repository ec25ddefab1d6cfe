import { PROGRESS, type ProgressJob } from '@mes/contracts';
import { callApi } from '@mes/client';

// The calls of docs/api.md, "Long work with progress".
export function listJobs(): Promise<{ list: ProgressJob[]; total: number }> {
  return callApi(PROGRESS.list, {}, { quiet: true });
}

export function cancelJob(id: number): Promise<ProgressJob> {
  return callApi(PROGRESS.cancel, { id });
}

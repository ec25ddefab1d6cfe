import type { ProgressJob } from '@mes/contracts';
import { apiCall } from '@mes/client';

// The calls of docs/api.md, "Long work with progress".
export function listJobs(): Promise<{ list: ProgressJob[]; total: number }> {
  return apiCall('progressing', {}, { quiet: true });
}

export function cancelJob(id: number): Promise<ProgressJob> {
  return apiCall('progressing/cancel', { id });
}

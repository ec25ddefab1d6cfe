import type { ProgressJob } from '@mes/contracts';
import { JobList } from './JobList';
import { isRunning } from './progress-jobs';
import { useProgressJobs } from './useProgressJobs';

type Props = { resource: string; label: string };

// Beside a list's import and export buttons: the bars of that resource's running imports and exports.
export function ResourceJobs({ resource, label }: Props) {
  const jobs = useProgressJobs().filter(
    (j: ProgressJob) => isRunning(j) && j.label === resource && (j.kind === 'import' || j.kind === 'export'),
  );
  if (jobs.length === 0) return null;
  return (
    <div data-testid="resource-jobs">
      <JobList jobs={jobs} labelOf={() => label} />
    </div>
  );
}

import type { ProgressJob } from '@mes/contracts';

/**
 * One job's newer state over the one known: progress events are un-numbered and may cross the answer of a call, so
 * an ended job stays ended and a running one only moves forward.
 */
export function mergeJob(jobs: readonly ProgressJob[], next: ProgressJob): ProgressJob[] {
  const known = jobs.find((j) => j.id === next.id);
  if (known && isStale(known, next)) return [...jobs];
  const rest = jobs.filter((j) => j.id !== next.id);
  return [next, ...rest].sort((a, b) => b.id - a.id);
}

function isStale(known: ProgressJob, next: ProgressJob): boolean {
  if (known.status !== 'running') return true;
  if (next.status !== 'running') return false;
  return next.done < known.done || (next.done === known.done && !next.cancel_requested && known.cancel_requested);
}

/** The answer of `progressing` merged with what the socket brought meanwhile. */
export function mergeAll(jobs: readonly ProgressJob[], answer: readonly ProgressJob[]): ProgressJob[] {
  return answer.reduce((acc, j) => mergeJob(acc, j), [...jobs]);
}

export const isRunning = (j: ProgressJob): boolean => j.status === 'running';

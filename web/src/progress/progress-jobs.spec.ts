import type { ProgressJob } from '@mes/contracts';
import { mergeAll, mergeJob } from './progress-jobs';

const job = (id: number, p: Partial<ProgressJob> = {}): ProgressJob => ({
  id,
  kind: 'import',
  label: 'supplier',
  total: 100,
  done: 0,
  status: 'running',
  cancellable: true,
  cancel_requested: false,
  started_at: '2025-01-01T00:00:00.000Z',
  finished_at: null,
  result: null,
  error: null,
  ...p,
});

describe(mergeJob.name, () => {
  it('adds new jobs newest first and moves a running one forward', () => {
    const jobs = mergeJob(mergeJob([], job(1)), job(2));
    expect(jobs.map((j) => j.id)).toEqual([2, 1]);
    expect(mergeJob(jobs, job(1, { done: 40 })).find((j) => j.id === 1)?.done).toBe(40);
  });

  it('keeps an ended job ended and ignores a step older than the one known', () => {
    const done = mergeJob([job(1, { done: 50 })], job(1, { done: 100, status: 'done' }));
    expect(mergeJob(done, job(1, { done: 60 }))[0]).toMatchObject({ status: 'done', done: 100 });
    expect(mergeJob([job(1, { done: 50 })], job(1, { done: 30 }))[0].done).toBe(50);
    expect(mergeJob([job(1, { done: 50, cancel_requested: true })], job(1, { done: 50 }))[0].cancel_requested).toBe(
      true,
    );
  });

  it('merges the answer of progressing with the events already received', () => {
    const live = [job(3, { done: 70 })];
    expect(
      mergeAll(live, [job(3, { done: 20 }), job(2, { status: 'failed', error: 'row 3' })]).map((j) => [
        j.id,
        j.done,
        j.status,
      ]),
    ).toEqual([
      [3, 70, 'running'],
      [2, 0, 'failed'],
    ]);
  });
});

import type { Job } from 'bullmq';

export type JobHandler = (job: Job) => Promise<unknown>;
export type HandlerTable = Record<string, Record<string, JobHandler>>;

// Start-up refuses a declared job with no handler, a handler for an undeclared job, and a queue nobody serves.
export function declaredJobs(jobQueue: Record<string, string>): Record<string, string[]> {
  const declared: Record<string, string[]> = {};
  for (const [job, queue] of Object.entries(jobQueue)) (declared[queue] ??= []).push(job);
  return declared;
}

export function checkHandlers(declared: Record<string, readonly string[]>, table: HandlerTable): void {
  const problems: string[] = [];
  for (const [queue, names] of Object.entries(declared)) {
    for (const name of names) if (!table[queue]?.[name]) problems.push(`no handler for ${queue}/${name}`);
  }
  for (const [queue, handlers] of Object.entries(table)) {
    for (const name of Object.keys(handlers)) {
      if (!declared[queue]?.includes(name)) problems.push(`handler for undeclared job ${queue}/${name}`);
    }
  }
  if (problems.length > 0) throw new Error(`job handlers do not match the job map: ${problems.join('; ')}`);
}

export function dispatcher(queue: string, handlers: Record<string, JobHandler>): JobHandler {
  return async (job) => {
    const handler = handlers[job.name];
    if (!handler) throw new Error(`queue ${queue} has no handler for job ${job.name}`);
    return handler(job);
  };
}

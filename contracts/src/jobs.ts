// Queues and their jobs, declared once. JobMap maps queue -> job name -> payload.
export const QUEUES = {
  heartbeat: 'heartbeat',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobMap = {
  heartbeat: { 'heartbeat.beat': { at: string } };
};

export type JobName<Q extends QueueName> = keyof JobMap[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobMap[Q][N];

/** Every job name across all queues. */
export type AnyJobName = { [Q in QueueName]: JobName<Q> }[QueueName];

/** Job name -> its queue; the mapped type makes a job added to JobMap fail to compile until listed here. */
export const JOB_QUEUE: { readonly [Q in QueueName as JobName<Q>]: Q } = {
  'heartbeat.beat': QUEUES.heartbeat,
};

export const JOB_NAMES = Object.freeze(Object.keys(JOB_QUEUE) as AnyJobName[]);

import { Queue } from 'bullmq';
import { QUEUES, type QueueName } from '@mes/contracts';
import { redisOptions } from '../redis/redis-url';

export const QUEUE_PREFIX = 'mes';

// A Redis outage must delay jobs, never crash the process: connection errors are logged, once per outage.
export function openQueues(redisUrl: string, onError: (e: Error) => void): Map<QueueName, Queue> {
  const queues = new Map<QueueName, Queue>();
  for (const name of Object.values(QUEUES)) {
    const queue = new Queue(name, { connection: redisOptions(redisUrl), prefix: QUEUE_PREFIX });
    queue.on('error', onError);
    queues.set(name, queue);
  }
  return queues;
}

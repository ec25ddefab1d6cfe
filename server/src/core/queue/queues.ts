import { Queue } from 'bullmq';
import { QUEUES, type QueueName } from '@mes/contracts';
import { redisOptions } from '../redis/redis-url';

export const QUEUE_PREFIX = 'mes';

export function openQueues(redisUrl: string): Map<QueueName, Queue> {
  const queues = new Map<QueueName, Queue>();
  for (const name of Object.values(QUEUES)) {
    queues.set(name, new Queue(name, { connection: redisOptions(redisUrl), prefix: QUEUE_PREFIX }));
  }
  return queues;
}

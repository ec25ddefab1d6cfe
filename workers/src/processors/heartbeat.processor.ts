import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import type { JobPayload } from '@mes/contracts';
import { REDIS_KEYS } from '@mes/server/public/workers';
import type { RoomPublisher } from '../emit/room-publisher';

export const HEALTH_ROOM = 'health';

// The smallest real path through the pipeline: a scheduled job, processed by a worker, its result readable by every
// server (GET /api/health shows the last beat) and pushed to the health room.
export class HeartbeatProcessor {
  constructor(
    private readonly redis: Redis,
    private readonly emitter: RoomPublisher,
    private readonly workerName: string,
  ) {}

  async beat(job: Job<JobPayload<'heartbeat', 'heartbeat.beat'>>): Promise<{ at: string }> {
    const at = new Date().toISOString();
    await this.redis.hset(REDIS_KEYS.heartbeatLast, { at, worker: this.workerName, job_id: job.id ?? '' });
    this.emitter.emit(HEALTH_ROOM, 'health.heartbeat', { at, worker: this.workerName });
    return { at };
  }
}

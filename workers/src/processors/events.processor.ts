import type { Job } from 'bullmq';
import { rooms, type JobPayload } from '@mes/contracts';
import type { RoomPublisher } from '../emit/room-publisher';

// Every other outbox entry (`<resource>.<action>`) refreshes the lists showing that resource.
export class EventsProcessor {
  constructor(private readonly publisher: RoomPublisher) {}

  async forward(job: Job<JobPayload<'events', 'outbox.event'>>): Promise<void> {
    const { topic, payload } = job.data;
    const [resource, action = ''] = topic.split('.');
    const id = typeof payload.id === 'number' ? payload.id : 0;
    await this.publisher.publish(rooms.resource(resource), 'resource.changed', { resource, action, id, by: payload.by ?? null });
  }
}

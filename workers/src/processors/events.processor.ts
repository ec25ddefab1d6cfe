import type { Job } from 'bullmq';
import { rooms, type JobPayload, type ResourceEventPayload, type SchedulingChangedEvent, type ServerEvents, type SmtFeedingStepEvent } from '@mes/contracts';
import type { RoomPublisher } from '../emit/room-publisher';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

// A feeding step's entry (smt_feeding.<step>) carries its order and line; the engine's own smt_feeding.create,
// .update, … entries do not, and only refresh lists.
function feedingStep(topic: string, payload: ResourceEventPayload): SmtFeedingStepEvent | null {
  if (!topic.startsWith('smt_feeding.') || !isId(payload.smt_order_id) || !isId(payload.product_line_id)) return null;
  return payload as unknown as SmtFeedingStepEvent;
}

function stationMessage(payload: ResourceEventPayload): ServerEvents['station.message'] | null {
  if (!isId(payload.station_id) || typeof payload.text !== 'string') return null;
  const { station_id, text, by, at } = payload;
  return { station_id, text, by: isId(by) ? by : null, at: typeof at === 'string' ? at : new Date().toISOString() };
}

function schedulingChange(topic: string, payload: ResourceEventPayload): SchedulingChangedEvent | null {
  if (!topic.startsWith('production_scheduling.') || !isId(payload.product_line_id)) return null;
  return payload as unknown as SchedulingChangedEvent;
}

// Every other outbox entry (`<resource>.<action>`) refreshes the lists showing that resource; feeding steps also go
// to their SMT order's and line's boards, scheduling changes to the line's board. A supervisor's message
// (station.message) is no resource change: it only goes to its station's room.
export class EventsProcessor {
  constructor(private readonly publisher: RoomPublisher) {}

  async forward(job: Job<JobPayload<'events', 'outbox.event'>>): Promise<void> {
    const { topic, payload } = job.data;
    if (topic === 'station.message') {
      const message = stationMessage(payload);
      if (message) await this.publisher.publish(rooms.station(message.station_id), 'station.message', message);
      return;
    }
    const [resource, action = ''] = topic.split('.');
    const id = typeof payload.id === 'number' ? payload.id : 0;
    await this.publisher.publish(rooms.resource(resource), 'resource.changed', { resource, action, id, by: payload.by ?? null });
    const step = feedingStep(topic, payload);
    if (step) {
      await this.publisher.publish(rooms.smtOrder(step.smt_order_id), 'smt_feeding.step', step);
      await this.publisher.publish(rooms.line(step.product_line_id), 'smt_feeding.step', step);
    }
    const change = schedulingChange(topic, payload);
    if (change) await this.publisher.publish(rooms.line(change.product_line_id), 'scheduling.changed', change);
  }
}

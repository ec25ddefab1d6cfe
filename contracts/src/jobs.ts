import type { StationReportFact } from './production';

// Queues and their jobs, declared once. JobMap maps queue -> job name -> payload.
export const QUEUES = {
  heartbeat: 'heartbeat',
  /** station-report facts -> projections and board deltas */
  projections: 'projections',
  /** every other outbox topic -> live refresh of lists */
  events: 'events',
  /** order_reporting entries -> the ERP, retried with backoff until accepted (docs/product-definitions.md) */
  erp: 'erp',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type OutboxFact = StationReportFact & { outbox_id: number };

export type JobMap = {
  heartbeat: { 'heartbeat.beat': { at: string } };
  /** a batch of station-report facts, in outbox order */
  projections: { 'station_reports.batch': { facts: OutboxFact[] } };
  /** any other outbox entry, as stored: the workers find its topic's family in the topic map (events.ts) */
  events: {
    'outbox.event': { outbox_id: number; topic: string; payload: Record<string, unknown> };
    /** scheduled: announces overdue device maintenance not announced yet (docs/device-maintenance.md) */
    'dm_overdue.sweep': { at: string };
    /** scheduled: announces moisture-sensitive reels whose floor life ran out, once each (docs/msd.md) */
    'msd_expiry.sweep': { at: string };
  };
  /** one entry of an order report, at the version to send (a corrected entry sends its new version) */
  erp: {
    'order_reporting.send': { entry_id: number; version: number };
    /** scheduled: queues again every entry not accepted whose job is gone (a Redis lost or flushed) */
    'order_reporting.sweep': { at: string };
  };
};

export type JobName<Q extends QueueName> = keyof JobMap[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobMap[Q][N];

/** Every job name across all queues. */
export type AnyJobName = { [Q in QueueName]: JobName<Q> }[QueueName];

/** Job name -> its queue; the mapped type makes a job added to JobMap fail to compile until listed here. */
export const JOB_QUEUE: { readonly [Q in QueueName as JobName<Q>]: Q } = {
  'heartbeat.beat': QUEUES.heartbeat,
  'dm_overdue.sweep': QUEUES.events,
  'msd_expiry.sweep': QUEUES.events,
  'station_reports.batch': QUEUES.projections,
  'outbox.event': QUEUES.events,
  'order_reporting.send': QUEUES.erp,
  'order_reporting.sweep': QUEUES.erp,
};

export const JOB_NAMES = Object.freeze(Object.keys(JOB_QUEUE) as AnyJobName[]);

import { rooms, type ServerEventPayload } from './events';
import { JOB_NAMES, JOB_QUEUE, QUEUES, type JobName, type JobPayload } from './jobs';

// Compile-time checks of the typed maps.
const beat: JobPayload<'heartbeat', 'heartbeat.beat'> = { at: '2024-01-01T00:00:00Z' };
const name: JobName<'heartbeat'> = 'heartbeat.beat';
const heartbeat: ServerEventPayload<'health.heartbeat'> = { at: beat.at, worker: 'w1' };
// @ts-expect-error unknown job name
const badName: JobName<'heartbeat'> = 'heartbeat.nope';
void [name, heartbeat, badName];

describe('rooms', () => {
  it('names rooms kind:id', () => {
    expect(rooms.line(3)).toBe('line:3');
    expect(rooms.worder('W1')).toBe('worder:W1');
    expect(rooms.smtOrder(9)).toBe('smt_order:9');
    expect(rooms.station(2)).toBe('station:2');
    expect(rooms.screen('s')).toBe('screen:s');
  });
});

describe('jobs', () => {
  it('maps every job to its queue', () => {
    expect(QUEUES.heartbeat).toBe('heartbeat');
    expect([...JOB_NAMES].sort()).toEqual([
      'dm_overdue.sweep',
      'heartbeat.beat',
      'msd_expiry.sweep',
      'order_reporting.send',
      'order_reporting.sweep',
      'outbox.event',
      'station_reports.batch',
    ]);
    expect(JOB_QUEUE['heartbeat.beat']).toBe(QUEUES.heartbeat);
    expect(JOB_QUEUE['station_reports.batch']).toBe(QUEUES.projections);
    expect(JOB_QUEUE['outbox.event']).toBe(QUEUES.events);
    expect(JOB_QUEUE['order_reporting.send']).toBe(QUEUES.erp);
  });
});

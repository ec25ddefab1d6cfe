import type { Job } from 'bullmq';
import type pg from 'pg';
import { rooms, type JobPayload, type ReportDelta } from '@mes/contracts';
import { applyFact, lineHour, stationCounters, worderProgress } from '@mes/server/modules/shop-floor/projector';
import type { RoomPublisher } from '../emit/room-publisher';

type Payload = JobPayload<'projections', 'station_report.created'>;

// Applies one station-report fact to the projections exactly once (projection_applied), then tells the boards: the
// delta carries the new absolute values, so a repeated delivery is harmless. A crash between the commit and the
// emit is healed on retry: the fact is applied already but not yet emitted.
export class ProjectionProcessor {
  constructor(
    private readonly pool: pg.Pool,
    private readonly publisher: RoomPublisher,
  ) {}

  async apply(job: Job<Payload>): Promise<{ applied: boolean; emitted: boolean }> {
    const fact = job.data;
    const client = await this.pool.connect();
    let applied = false;
    let emitted = false;
    try {
      await client.query('BEGIN');
      const claim = await client.query('INSERT INTO projection_applied (outbox_id) VALUES ($1) ON CONFLICT DO NOTHING', [fact.outbox_id]);
      if (claim.rowCount === 1) {
        await applyFact(client, fact);
        applied = true;
      } else {
        const { rows } = await client.query<{ emitted: boolean }>('SELECT emitted FROM projection_applied WHERE outbox_id = $1', [fact.outbox_id]);
        emitted = rows[0]?.emitted ?? true;
      }
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
    if (emitted) return { applied, emitted: false };
    await this.emit(fact);
    await this.pool.query('UPDATE projection_applied SET emitted = true WHERE outbox_id = $1', [fact.outbox_id]);
    return { applied, emitted: true };
  }

  private async emit(fact: Payload): Promise<void> {
    const stationIds = fact.to_station_id === null ? [fact.station_id] : [fact.station_id, fact.to_station_id];
    const [stations, hour, progress] = await Promise.all([
      stationCounters(this.pool, fact.worder_id, stationIds),
      lineHour(this.pool, fact.product_line_id, fact.created_at),
      worderProgress(this.pool, fact.worder_id),
    ]);
    const delta: ReportDelta = {
      station_log_id: fact.station_log_id, sn: fact.sn, result: fact.result, worder_id: fact.worder_id, station_id: fact.station_id,
      product_line_id: fact.product_line_id, stations, line_hour: hour, progress, at: fact.created_at,
    };
    await Promise.all([
      this.publisher.publish(rooms.line(fact.product_line_id), 'report.applied', delta),
      this.publisher.publish(rooms.worder(fact.worder_id), 'report.applied', delta),
      this.publisher.publish(rooms.station(fact.station_id), 'report.applied', delta),
    ]);
  }
}

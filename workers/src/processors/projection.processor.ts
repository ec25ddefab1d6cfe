import type { Job } from 'bullmq';
import type pg from 'pg';
import {
  rooms,
  type JobPayload,
  type LineHour,
  type OutboxFact,
  type ReportsDelta,
  type StationCounters,
  type WorderProgress,
} from '@mes/contracts';
import { applyFacts, hourOf, touchedRows } from '@mes/server/public/workers';
import type { RoomPublisher } from '../emit/room-publisher';

type Payload = JobPayload<'projections', 'station_reports.batch'>;
type Rows = { stations: StationCounters[]; hours: LineHour[]; progress: WorderProgress[] };

// Applies a batch of station-report facts to the projections, each fact exactly once (projection_applied), then
// tells the boards: one delta per room with the room's reports and the new absolute values of the rows they changed,
// so a repeated delivery is harmless. A crash between the commit and the emit is healed on retry: the facts are
// applied already but not yet emitted.
export class ProjectionProcessor {
  constructor(
    private readonly pool: pg.Pool,
    private readonly publisher: RoomPublisher,
  ) {}

  async apply(job: Job<Payload>): Promise<{ applied: number; emitted: number }> {
    const facts = job.data.facts;
    const ids = facts.map((f) => f.outbox_id);
    const client = await this.pool.connect();
    let applied: number;
    try {
      await client.query('BEGIN');
      const claimed = await client.query<{ outbox_id: string }>(
        'INSERT INTO projection_applied (outbox_id) SELECT unnest($1::bigint[]) ON CONFLICT DO NOTHING RETURNING outbox_id',
        [ids],
      );
      const fresh = new Set(claimed.rows.map((r) => Number(r.outbox_id)));
      await applyFacts(
        client,
        facts.filter((f) => fresh.has(f.outbox_id)),
      );
      applied = fresh.size;
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
    const { rows } = await this.pool.query<{ outbox_id: string }>(
      'SELECT outbox_id FROM projection_applied WHERE outbox_id = ANY($1::bigint[]) AND NOT emitted',
      [ids],
    );
    const pending = new Set(rows.map((r) => Number(r.outbox_id)));
    const toEmit = facts.filter((f) => pending.has(f.outbox_id));
    if (toEmit.length > 0) {
      await this.emit(toEmit);
      await this.pool.query('UPDATE projection_applied SET emitted = true WHERE outbox_id = ANY($1::bigint[])', [
        [...pending],
      ]);
    }
    return { applied, emitted: toEmit.length };
  }

  private async emit(facts: OutboxFact[]): Promise<void> {
    const touched = await touchedRows(this.pool, facts);
    const messages: { room: string; data: ReportsDelta }[] = [];
    const group = (key: (f: OutboxFact) => number, room: (id: number) => string) => {
      for (const id of new Set(facts.map(key)))
        messages.push({
          room: room(id),
          data: deltaFor(
            facts.filter((f) => key(f) === id),
            touched,
          ),
        });
    };
    group((f) => f.product_line_id, rooms.line);
    group((f) => f.worder_id, rooms.worder);
    group((f) => f.station_id, rooms.station);
    await this.publisher.publishMany('reports.applied', messages);
  }
}

// A room's share of a batch: its reports, and the counter rows of their orders, lines and stations.
function deltaFor(facts: OutboxFact[], touched: Rows): ReportsDelta {
  const worders = new Set(facts.map((f) => f.worder_id));
  const hours = new Set(facts.map((f) => `${f.product_line_id}|${hourOf(f.created_at).slice(0, 13)}`));
  return {
    reports: facts.map((f) => ({
      station_log_id: f.station_log_id,
      sn: f.sn,
      result: f.result,
      worder_id: f.worder_id,
      station_id: f.station_id,
      product_line_id: f.product_line_id,
      at: f.created_at,
    })),
    stations: touched.stations.filter((s) => worders.has(s.worder_id)),
    line_hours: touched.hours.filter((h) => hours.has(`${h.product_line_id}|${h.hour.slice(0, 13)}`)),
    progress: touched.progress.filter((p) => worders.has(p.worder_id)),
  };
}

import type pg from 'pg';
import { rooms, type OutboxFact, type ReportsDelta } from '@mes/contracts';
import {
  applyFacts,
  evaluateReports,
  hourOf,
  rows,
  run,
  sql,
  touchedRows,
  type TouchedRows,
} from '@mes/server/public/workers';
import { ReportsCoalescer } from '../emit/reports-coalescer';
import type { RoomPublisher } from '../emit/room-publisher';

type Rows = TouchedRows;

/** a room's reports deltas within this window go as one (ReportsCoalescer); 0 sends each relay batch's at once */
const ROOM_WINDOW_MS = Number(process.env.MES_ROOM_WINDOW_MS ?? 20);

const CLAIM_FACTS = sql(
  'workers.claim_facts',
  'INSERT INTO projection_applied (outbox_id) SELECT unnest($1::bigint[]) ON CONFLICT DO NOTHING RETURNING outbox_id',
);
const MARK_EMITTED = sql(
  'workers.mark_emitted',
  'UPDATE projection_applied SET emitted = true WHERE outbox_id = ANY($1::bigint[])',
);
// facts applied more than 5 seconds ago (SWEEP_AFTER_S: how long an applied fact may stay unannounced before the sweep
// announces it: its relay crashed, Redis was away) and never announced
const UNANNOUNCED = sql(
  'workers.unannounced_facts',
  `SELECT p.outbox_id, o.payload FROM projection_applied p JOIN outbox o ON o.id = p.outbox_id
       WHERE NOT p.emitted AND p.applied_at < now() - interval '5 seconds' ORDER BY p.outbox_id LIMIT 500`,
);
const PENDING = sql(
  'workers.pending_facts',
  'SELECT outbox_id FROM projection_applied WHERE outbox_id = ANY($1::bigint[]) AND NOT emitted',
);

// Applies station-report facts to the projections, each fact exactly once (projection_applied), then tells the
// boards: one delta per room with the room's reports and the new absolute values of the rows they changed, so a
// repeated delivery is harmless. The outbox relay applies facts in its own transaction (applyIn) and announces them
// right after its commit; facts applied but never announced (a crash between the commit and the emit) are
// announced by the sweep.
export class ProjectionProcessor {
  private marking: Promise<unknown> = Promise.resolve();
  private readonly coalescer: ReportsCoalescer;

  constructor(
    private readonly pool: pg.Pool,
    publisher: RoomPublisher,
  ) {
    this.coalescer = new ReportsCoalescer(publisher, ROOM_WINDOW_MS);
  }

  /**
   * In the caller's transaction: claims the facts not applied before and applies them (projections, then the SPC
   * characteristics they feed), answering the rows changed.
   */
  async applyIn(client: pg.PoolClient, facts: OutboxFact[]): Promise<{ fresh: OutboxFact[]; touched: Rows }> {
    const claimed = await rows(client, CLAIM_FACTS, [facts.map((f) => f.outbox_id)]);
    const ids = new Set(claimed.map((r) => Number(r.outbox_id)));
    const fresh = facts.filter((f) => ids.has(f.outbox_id));
    const touched = await applyFacts(client, fresh);
    // SPC: the same facts, once, in the same transaction (docs/spc.md, "Evaluation")
    await evaluateReports(client, fresh);
    return { fresh, touched };
  }

  /**
   * After the commit: the deltas (coalesced per room), then the facts marked announced. Settles once they are
   * published; the relay does not wait for it (its next batch may merge into the same deltas).
   */
  async announce(facts: OutboxFact[], touched: Rows): Promise<void> {
    if (facts.length === 0) return;
    const sent = this.emit(facts, touched).then(() =>
      run(this.pool, MARK_EMITTED, [facts.map((f) => f.outbox_id)]).catch(() => undefined),
    );
    this.marking = Promise.all([this.marking, sent.catch(() => undefined)]);
    await sent;
  }

  /** Waits for the deltas and marks in flight (shutdown). */
  async settled(): Promise<unknown> {
    await this.coalescer.close();
    return this.marking;
  }

  /** Facts applied more than 5 s ago and never announced: announced now, with the rows as they are. */
  async sweep(): Promise<number> {
    const found = await rows(this.pool, UNANNOUNCED, []);
    if (found.length === 0) return 0;
    // only station-report facts are claimed into projection_applied: the payload is the fact the report wrote
    const facts = found.map((r) => ({ ...(r.payload as OutboxFact), outbox_id: Number(r.outbox_id) }));
    return this.announcePending(facts);
  }

  // read again just before: a relay's own announcement may have marked some meanwhile
  private async announcePending(facts: OutboxFact[]): Promise<number> {
    const found = await rows(this.pool, PENDING, [facts.map((f) => f.outbox_id)]);
    const pending = new Set(found.map((r) => Number(r.outbox_id)));
    const toEmit = facts.filter((f) => pending.has(f.outbox_id));
    if (toEmit.length === 0) return 0;
    await this.emit(toEmit, await touchedRows(this.pool, toEmit));
    await run(this.pool, MARK_EMITTED, [[...pending]]);
    return toEmit.length;
  }

  private async emit(facts: OutboxFact[], touched: Rows): Promise<void> {
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
    await this.coalescer.add(messages);
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

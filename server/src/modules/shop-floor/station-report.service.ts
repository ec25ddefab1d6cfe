import { ErrorCode, StationReportResult, WorkOrderStatus, type StationReportFact } from '@mes/contracts';
import type pg from 'pg';
import { AppException } from '../../core/api/app.exception';
import { decideRoute, type SnPosition } from './routing';
import type { RoutingCache, StationInfo } from './routing-cache';
import type { StationReportInput } from './station-report.input';

export type ReportAnswer = {
  station_log_id: number;
  sn: string;
  worder_id: number;
  station_id: number;
  result: number;
  verdict: 'pass' | 'fail';
  next_station: { id: number; fnumber: string } | null;
  done: boolean;
  repeated: boolean;
};

type SnRow = SnPosition & { worder_id: number; workflow_id: number; reworder_id: number | null; status: number; fbillno: string };

const NOTIFY_CHANNEL = 'mes_outbox';

// One station report: checked against the SN's position in its flow, stored with its test items and its outbox entry
// in one transaction, answered in the same round trip. A repeated idempotency key gets the first answer again.
export class StationReportService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: RoutingCache,
  ) {}

  async report(input: StationReportInput, allowedFunctions: readonly string[], source: string, operatorId: number | null): Promise<ReportAnswer> {
    const station = await this.cache.station(input.station_id !== undefined ? { id: input.station_id } : { fnumber: input.station });
    if (!station || station.disabled) throw new AppException(ErrorCode.NO_STATION, `station ${input.station_id ?? input.station} does not exist or is disabled`);
    if (!station.fn || !allowedFunctions.includes(station.fn)) {
      throw new AppException(ErrorCode.STATION_FUNCTION_CHECK_FAILED,
        `station ${station.fnumber} has function ${station.fn ?? 'none'}; ${source} needs ${allowedFunctions.join(' or ')}`);
    }
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      if (input.idempotency_key) {
        const seen = await this.previous(client, input.idempotency_key);
        if (seen) {
          await client.query('COMMIT');
          return seen;
        }
      }
      const answer = await this.store(client, input, station, source, operatorId);
      await client.query('COMMIT');
      return answer ?? (await this.previous(this.pool, input.idempotency_key!))!;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      // Two retries of one report racing: the loser answers what the winner stored.
      if ((e as { code?: string; constraint?: string }).code === '23505' && input.idempotency_key) {
        const seen = await this.previous(this.pool, input.idempotency_key);
        if (seen) return seen;
      }
      throw e;
    } finally {
      client.release();
    }
  }

  private async previous(db: pg.Pool | pg.PoolClient, key: string): Promise<ReportAnswer | null> {
    const { rows } = await db.query<{ id: string; answer: ReportAnswer }>('SELECT id, answer FROM station_log WHERE report_key = $1', [key]);
    return rows[0] ? { ...rows[0].answer, station_log_id: Number(rows[0].id), repeated: true } : null;
  }

  private async position(client: pg.PoolClient, sn: string): Promise<SnRow | null> {
    const { rows } = await client.query<SnRow>(
      // In rework, the rework order's status decides (its original order is usually finished).
      `SELECT st.next_seq, st.fail_count, st.done, st.worder_id, st.workflow_id, st.reworder_id,
              (st.last_result <> 0) AS reported_before, COALESCE(r.status, w.status) AS status, COALESCE(r.fbillno, w.fbillno) AS fbillno
       FROM sn_state st JOIN worder w ON w.id = st.worder_id LEFT JOIN reworder r ON r.id = st.reworder_id
       WHERE st.sn = $1 FOR UPDATE OF st`, [sn],
    );
    return rows[0] ?? null;
  }

  private async store(client: pg.PoolClient, input: StationReportInput, station: StationInfo, source: string, operatorId: number | null): Promise<ReportAnswer | null> {
    let pos = await this.position(client, input.sn);
    if (!pos) {
      // The SN's first report: its routing state starts at step 1 of its order's workflow.
      const inserted = await client.query(
        `INSERT INTO sn_state (sn, worder_id, workflow_id) SELECT ws.sn, ws.worder_id, w.workflow_id
         FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1 ON CONFLICT (sn) DO NOTHING`, [input.sn],
      );
      pos = await this.position(client, input.sn);
      if (!pos && inserted.rowCount === 0) throw new AppException(ErrorCode.SN_NOT_IN_ORDER, `serial number ${input.sn} is in no work order`);
    }
    if (!pos) throw new AppException(ErrorCode.SN_NOT_IN_ORDER, `serial number ${input.sn} is in no work order`);
    // A retry that waited on the SN's lock behind its own first attempt: that attempt has committed by now.
    if (input.idempotency_key && (await this.previous(client, input.idempotency_key))) return null;
    if (input.worder_id !== undefined && input.worder_id !== pos.worder_id) {
      throw new AppException(ErrorCode.SN_NOT_IN_ORDER, `serial number ${input.sn} is not in work order ${input.worder_id}`);
    }
    if (pos.status !== WorkOrderStatus.WORKING) {
      throw new AppException(ErrorCode.NO_WORK_ORDER,
        `work order ${pos.fbillno} is ${WorkOrderStatus.label(pos.status, 'en-US').toLowerCase()}, not working: no reports until it is started`);
    }
    const steps = await this.cache.steps(pos.workflow_id);
    const decision = decideRoute(steps, pos, station.id, input.result, station.fnumber);
    const next = decision.to_station_id === null ? null : steps.find((s) => s.station_id === decision.to_station_id)!;
    const answer: Omit<ReportAnswer, 'station_log_id'> = {
      sn: input.sn, worder_id: pos.worder_id, station_id: station.id, result: input.result,
      verdict: input.result === StationReportResult.PASS ? 'pass' : 'fail',
      next_station: next ? { id: next.station_id, fnumber: next.fnumber } : null, done: decision.next.done, repeated: false,
    };
    const log = await client.query<{ id: string; created_at: Date }>(
      `INSERT INTO station_log (sn, worder_id, reworder_id, station_id, product_line_id, workflow_id, seq, result, first_pass,
         source, operator_id, operator, report_key, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id, created_at`,
      [input.sn, pos.worder_id, pos.reworder_id, station.id, station.product_line_id, pos.workflow_id, decision.seq, input.result,
        decision.first_pass, source, operatorId, input.operator, input.idempotency_key ?? null, JSON.stringify(answer)],
    );
    const logId = Number(log.rows[0].id);
    if (input.test_items.length > 0) await this.storeItems(client, logId, input);
    await client.query(
      'UPDATE sn_state SET next_seq = $2, fail_count = $3, done = $4, last_result = $5, updated_at = now() WHERE sn = $1',
      [input.sn, decision.next.next_seq, decision.next.fail_count, decision.next.done, input.result],
    );
    const fact: StationReportFact = {
      station_log_id: logId, sn: input.sn, worder_id: pos.worder_id, station_id: station.id, product_line_id: station.product_line_id,
      seq: decision.seq, result: input.result as StationReportFact['result'], first_pass: decision.first_pass, entered: decision.entered,
      to_station_id: decision.to_station_id, done: decision.next.done, created_at: log.rows[0].created_at.toISOString(),
    };
    await client.query(
      `WITH o AS (INSERT INTO outbox (topic, payload) VALUES ('station_report.created', $1) RETURNING id)
       SELECT pg_notify('${NOTIFY_CHANNEL}', id::text) FROM o`, [JSON.stringify(fact)],
    );
    return { ...answer, station_log_id: logId };
  }

  private async storeItems(client: pg.PoolClient, logId: number, input: StationReportInput): Promise<void> {
    const cols = ['name', 'value', 'lower', 'upper', 'unit', 'result'] as const;
    await client.query(
      `INSERT INTO station_log_item (station_log_id, name, value, lower, upper, unit, result)
       SELECT $1, * FROM unnest($2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::smallint[])`,
      [logId, ...cols.map((c) => input.test_items.map((t) => t[c]))],
    );
  }
}

export const OUTBOX_CHANNEL = NOTIFY_CHANNEL;

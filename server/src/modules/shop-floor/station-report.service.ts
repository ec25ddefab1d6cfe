import {
  ErrorCode,
  inBoth,
  StationReportResult,
  WorkOrderStatus,
  type ReportAnswer,
  type StationReportFact,
} from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../core/api/app.exception';
import { decideRoute } from './routing';
import type { RoutingCache, StationInfo } from './routing-cache';
import type { StationReportInput } from '@mes/contracts';
import { judgeItems, type TestLimitCache } from './test-limits';
import { writeOne, type ReportWrite, type ReportWriter } from './report-writer';
import { READ_POSITION, SEEN } from './station-report.sql';
import { first, rows, type RowOf } from '../../core/db/sql';
import { heldRefusal, type SpcHold } from '../spc';

export type { ReportAnswer };

/** where the SN stands (no routing state yet: `fresh`, the position the flow starts at, created by the write) */
type SnRow = RowOf<'shop-floor.read_position'>;
/** the json of a repeated key's first report (READ_POSITION's `seen`) */
type Seen = { id: number; answer: ReportAnswer };

const MAX_RACES = 5;

// One station report: checked against the SN's position in its flow, stored with its test items and its outbox entry
// in one statement (shared with the reports of other SNs arriving at the same moment: report-writer.ts), answered
// in the same round trip. A repeated idempotency key gets the first answer again.
// Two reports of one SN racing: the write of the second finds the position moved and is decided again.
export class StationReportService {
  // pool: the pool, or the connection of a caller's transaction (packing reports inside its own); writer: group
  // commit of the writes (only on the pool: a caller's transaction writes its one report itself).
  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly cache: RoutingCache,
    private readonly limits: TestLimitCache,
    private readonly writer: ReportWriter | null = null,
  ) {}

  async report(
    input: StationReportInput,
    allowedFunctions: readonly string[],
    source: string,
    operatorId: number | null,
  ): Promise<ReportAnswer> {
    const station = await this.cache.station(
      input.station_id !== undefined ? { id: input.station_id } : { fnumber: input.station },
    );
    if (!station || station.disabled)
      throw refuseAs(
        ErrorCode.NO_STATION,
        input.station_id !== undefined ? 'station_id' : 'station',
        'shop_floor.no_station',
        { station: String(input.station_id ?? input.station) },
        null,
      );
    if (!station.fn || !allowedFunctions.includes(station.fn)) {
      throw refuseAs(
        ErrorCode.STATION_FUNCTION_CHECK_FAILED,
        input.station_id !== undefined ? 'station_id' : 'station',
        'shop_floor.station_function',
        {
          station: station.fnumber,
          fn: station.fn ?? inBoth((l) => (l === 'zh-CN' ? '无' : 'none')),
          source,
          needs: inBoth((l) => allowedFunctions.join(l === 'zh-CN' ? ' 或 ' : ' or ')),
        },
        null,
      );
    }
    for (let race = 0; race < MAX_RACES; race++) {
      try {
        const answer = await this.attempt(input, station, source, operatorId);
        if (answer) return answer;
      } catch (e) {
        // Two retries of one report racing: the loser answers what the winner stored.
        if ((e as { code?: string }).code === '23505' && input.idempotency_key) {
          const seen = await this.previous(input.idempotency_key);
          if (seen) return seen;
        }
        throw e;
      }
    }
    throw refuseAs(
      ErrorCode.SERVER_ERROR,
      'sn',
      'shop_floor.sn_changed_while_reported',
      { sn: input.sn, times: MAX_RACES },
      null,
    );
  }

  private async previous(key: string): Promise<ReportAnswer | null> {
    const row = await first(this.pool, SEEN, [key]);
    // answer: the jsonb this service wrote with the report (ReportAnswer without its id)
    return row ? { ...(row.answer as ReportAnswer), station_log_id: Number(row.id), repeated: true } : null;
  }

  /**
   * The verdict a pass of `sn` at `station` would get now, without writing it (a machine's unit validation, IPC-CFX:
   * docs/cfx.md): the next station, or the refusal a report would get (1213-1216) thrown the same way.
   */
  async validate(sn: string, station: StationInfo): Promise<{ next_station: { id: number; fnumber: string } | null }> {
    const pos = (await rows(this.pool, READ_POSITION, [sn, null, station.id]))[0];
    if (!pos) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'shop_floor.sn_in_no_order', { sn }, null);
    refuseHeld(pos);
    this.requireReportable({ sn }, pos);
    const steps = await this.cache.steps(pos.workflow_id);
    const decision = decideRoute(steps, pos, station.id, StationReportResult.PASS, station.fnumber);
    const next = steps.find((s) => s.station_id === decision.to_station_id);
    return { next_station: next ? { id: next.station_id, fnumber: next.fnumber } : null };
  }

  private requireReportable(input: { sn: string; worder_id?: number }, pos: SnRow): void {
    if (input.worder_id !== undefined && input.worder_id !== pos.worder_id) {
      throw refuseAs(
        ErrorCode.SN_NOT_IN_ORDER,
        'worder_id',
        'shop_floor.sn_not_in_order',
        { sn: input.sn, worder_id: input.worder_id },
        null,
      );
    }
    if (pos.status !== WorkOrderStatus.WORKING) {
      throw refuseAs(
        ErrorCode.NO_WORK_ORDER,
        'sn',
        'shop_floor.order_not_working',
        { fbillno: pos.fbillno, status: inBoth((l) => WorkOrderStatus.label(pos.status, l).toLowerCase()) },
        null,
      );
    }
    // A unit entered for repair (or scrapped in it) is held until its repair sends it back (repair.service.ts).
    if (pos.last_result === StationReportResult.BAD_ENTER)
      throw refuseAs(ErrorCode.STATION_UNREACHABLE, 'sn', 'shop_floor.sn_waiting_repair', { sn: input.sn }, null);
  }

  // null: the SN moved between the read and the write; decide again.
  private async attempt(
    input: StationReportInput,
    station: StationInfo,
    source: string,
    operatorId: number | null,
  ): Promise<ReportAnswer | null> {
    // Read only: on the SN's first report it answers the position the flow starts at (fresh), and the write creates
    // the routing state; two first reports of one SN racing: the second write finds it created and is decided again.
    // rows() straight here, as the pool's query was (one await: the hot path, docs/benchmarks.md).
    const pos = (await rows(this.pool, READ_POSITION, [input.sn, input.idempotency_key ?? null, station.id]))[0];
    if (!pos) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'shop_floor.sn_in_no_order', { sn: input.sn }, null);
    if (pos.seen) {
      // json_build_object('id', station_log.id, 'answer', the answer this service wrote): json, so unknown to the types
      const seen = pos.seen as Seen;
      return { ...seen.answer, station_log_id: Number(seen.id), repeated: true };
    }
    refuseHeld(pos);
    this.requireReportable(input, pos);
    const steps = await this.cache.steps(pos.workflow_id);
    // A test item outside its limits, or a required one missing, makes the report a fail whatever the station said.
    const judged = judgeItems(input.test_items, await this.limits.of(pos.product_id, station.id));
    const result = judged.failed.length > 0 ? StationReportResult.FAIL : input.result;
    const decision = decideRoute(steps, pos, station.id, result, station.fnumber);
    const next = decision.to_station_id === null ? null : steps.find((s) => s.station_id === decision.to_station_id)!;
    const answer: Omit<ReportAnswer, 'station_log_id'> = {
      sn: input.sn,
      worder_id: pos.worder_id,
      station_id: station.id,
      result,
      verdict: result === StationReportResult.PASS ? 'pass' : 'fail',
      next_station: next ? { id: next.station_id, fnumber: next.fnumber } : null,
      done: decision.next.done,
      repeated: false,
      reported_result: input.result,
      failed_items: judged.failed,
    };
    const fact: Omit<StationReportFact, 'station_log_id' | 'created_at'> = {
      sn: input.sn,
      worder_id: pos.worder_id,
      station_id: station.id,
      product_line_id: station.product_line_id,
      seq: decision.seq,
      result: result as StationReportFact['result'],
      first_pass: decision.first_pass,
      entered: decision.entered,
      to_station_id: decision.to_station_id,
      done: decision.next.done,
    };
    const write: ReportWrite = {
      sn: input.sn,
      read: { next_seq: pos.next_seq, fail_count: pos.fail_count, done: pos.done, last_result: pos.last_result },
      fresh: pos.fresh,
      workflow_id: pos.workflow_id,
      reworder_id: pos.reworder_id,
      next: decision.next,
      result,
      worder_id: pos.worder_id,
      station_id: station.id,
      product_line_id: station.product_line_id,
      seq: decision.seq,
      first_pass: decision.first_pass,
      source,
      operator_id: operatorId,
      operator: input.operator,
      report_key: input.idempotency_key ?? null,
      answer: JSON.stringify(answer),
      fact: JSON.stringify(fact),
      items: judged.items,
    };
    const id = this.writer ? await this.writer.write(write) : await writeOne(this.pool, write);
    if (id === null) return null;
    return { ...answer, station_log_id: Number(id) };
  }
}

// A station held by an SPC alarm takes no report and passes no unit until a supervisor releases it (docs/spc.md).
function refuseHeld(pos: SnRow): void {
  // json_build_object of the alarm and its characteristic: json, so unknown to the types
  if (pos.spc_hold) throw heldRefusal(pos.spc_hold as SpcHold);
}

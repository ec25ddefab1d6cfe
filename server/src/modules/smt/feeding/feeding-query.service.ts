import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, rows, sql, type RowOf } from '../../../core/db/sql';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { filtersOf, runList, type ListAnswer, type ListSpec } from '../../tracing';
import { allowedFeedingSteps } from './smt-feeding.state-machine';

// A document's slots with their materials (all of them, or one turn's ($2), or those waiting for a check).
const SLOTS = sql(
  'smt.feeding_slots',
  `SELECT e.id, e.seq, e.slot, e.smt_machine_id, e.station, e.feeder_type, e.icitem_id, e.alternates, e.qty_per_board::float8 AS qty_per_board,
  e.turns, e.turn_no, e.no_verify, e.reel_barcode, e.reel_icitem_id, e.reel_at, e.scanned, e.scan_checked, e.full_checked, e.unloaded,
  e.pending, e.fail_count, e.locked, e.locked_at,
  json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname, 'fspec', i.fspec) AS icitem,
  (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'fnumber', a.fnumber, 'fname', a.fname) ORDER BY a.fnumber), '[]') FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternate_items,
  (SELECT r.fnumber FROM icitem r WHERE r.id = e.reel_icitem_id) AS reel_fnumber FROM smt_feeding_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.smt_feeding_id = $1 
       ORDER BY e.turn_no NULLS LAST, e.seq, e.id`,
);
const TURN_SLOTS = sql(
  'smt.feeding_turn_slots',
  `SELECT e.id, e.seq, e.slot, e.smt_machine_id, e.station, e.feeder_type, e.icitem_id, e.alternates, e.qty_per_board::float8 AS qty_per_board,
  e.turns, e.turn_no, e.no_verify, e.reel_barcode, e.reel_icitem_id, e.reel_at, e.scanned, e.scan_checked, e.full_checked, e.unloaded,
  e.pending, e.fail_count, e.locked, e.locked_at,
  json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname, 'fspec', i.fspec) AS icitem,
  (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'fnumber', a.fnumber, 'fname', a.fname) ORDER BY a.fnumber), '[]') FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternate_items,
  (SELECT r.fnumber FROM icitem r WHERE r.id = e.reel_icitem_id) AS reel_fnumber FROM smt_feeding_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.smt_feeding_id = $1 AND e.turn_no = $2
       ORDER BY e.turn_no NULLS LAST, e.seq, e.id`,
);
const PENDING = sql(
  'smt.pending_changes',
  `SELECT e.id, e.seq, e.slot, e.smt_machine_id, e.station, e.feeder_type, e.icitem_id, e.alternates, e.qty_per_board::float8 AS qty_per_board,
  e.turns, e.turn_no, e.no_verify, e.reel_barcode, e.reel_icitem_id, e.reel_at, e.scanned, e.scan_checked, e.full_checked, e.unloaded,
  e.pending, e.fail_count, e.locked, e.locked_at,
  json_build_object('id', i.id, 'fnumber', i.fnumber, 'fname', i.fname, 'fspec', i.fspec) AS icitem,
  (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'fnumber', a.fnumber, 'fname', a.fname) ORDER BY a.fnumber), '[]') FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternate_items,
  (SELECT r.fnumber FROM icitem r WHERE r.id = e.reel_icitem_id) AS reel_fnumber FROM smt_feeding_entry e JOIN icitem i ON i.id = e.icitem_id WHERE e.smt_feeding_id = $1 AND e.pending IS NOT NULL ORDER BY e.seq, e.id`,
);
const ORDER_FEEDING = sql(
  'smt.order_feeding',
  'SELECT id FROM smt_feeding WHERE smt_order_id = $1 ORDER BY (status = 127), id DESC LIMIT 1',
);
// The reels on an order's slots at $2 (on one slot, $3).
const REELS_AT = sql(
  'smt.reels_at',
  `SELECT DISTINCT ON (l.slot) l.slot, l.turn_no, l.barcode, i.fnumber AS icitem_fnumber, l.step, l.created_at AS at,
         CASE WHEN l.step = 'splicing' THEN l.prev_barcode END AS spliced_from
       FROM smt_feeding_log l LEFT JOIN icitem i ON i.id = l.icitem_id
       WHERE l.smt_order_id = $1 AND l.created_at <= $2 AND l.step IN ('scanning', 'splicing', 'changing', 'unloading')
         AND l.verdict IN ('pass', 'warning') 
       ORDER BY l.slot, l.created_at DESC, l.id DESC`,
);
const SLOT_REELS_AT = sql(
  'smt.slot_reels_at',
  `SELECT DISTINCT ON (l.slot) l.slot, l.turn_no, l.barcode, i.fnumber AS icitem_fnumber, l.step, l.created_at AS at,
         CASE WHEN l.step = 'splicing' THEN l.prev_barcode END AS spliced_from
       FROM smt_feeding_log l LEFT JOIN icitem i ON i.id = l.icitem_id
       WHERE l.smt_order_id = $1 AND l.created_at <= $2 AND l.step IN ('scanning', 'splicing', 'changing', 'unloading')
         AND l.verdict IN ('pass', 'warning') AND l.slot = $3
       ORDER BY l.slot, l.created_at DESC, l.id DESC`,
);
const SN_TIME = sql(
  'smt.sn_time',
  `SELECT l.created_at FROM station_log l JOIN smt_order o ON o.product_line_id = l.product_line_id WHERE o.id = $1 AND l.sn = $2
       ORDER BY l.id LIMIT 1`,
);

// Reel changes and splices of feeding documents: change/list (filter grammar plus from:/to:).
const CHANGE_ROWS = `(SELECT * FROM smt_feeding_log WHERE step IN ('splicing', 'changing') AND verdict IN ('pass', 'warning')) l`;
const CHANGES: ListSpec = {
  name: 'smt_feeding change',
  from: `${CHANGE_ROWS} LEFT JOIN icitem i ON i.id = l.icitem_id LEFT JOIN users u ON u.id = l.creater_id`,
  countFrom: CHANGE_ROWS,
  select: `l.id::float8 AS id, l.smt_feeding_id, l.smt_order_id, l.product_line_id, l.step, l.slot, l.turn_no, l.prev_barcode, l.barcode, l.verdict,
    l.icitem_id, i.fnumber AS icitem_fnumber, l.creater_id, u.display_name AS operator, l.created_at, l.checked_at, l.checked_by`,
  idSql: 'l.id',
  timeSql: 'l.created_at',
  filters: {
    ...filtersOf('int', {
      smt_feeding_id: 'l.smt_feeding_id',
      smt_order_id: 'l.smt_order_id',
      product_line_id: 'l.product_line_id',
    }),
    ...filtersOf('text', { slot: 'l.slot', step: 'l.step' }),
  },
  search: ['l.barcode', 'l.prev_barcode', 'l.slot'],
  sorts: { id: 'l.id', created_at: 'l.created_at' },
};

// Every step of feeding documents, refused scans included (the track screen): log/list.
const LOG: ListSpec = {
  name: 'smt_feeding log',
  from: 'smt_feeding_log l LEFT JOIN icitem i ON i.id = l.icitem_id LEFT JOIN icitem x ON x.id = l.expected_icitem_id LEFT JOIN users u ON u.id = l.creater_id',
  countFrom: 'smt_feeding_log l',
  select: `l.id::float8 AS id, l.smt_feeding_id, l.smt_order_id, l.product_line_id, l.step, l.slot, l.turn_no, l.barcode, l.prev_barcode, l.verdict,
    l.from_status, l.to_status, l.message, l.reel_check AS check, l.reason, i.fnumber AS icitem_fnumber, x.fnumber AS expected_fnumber, l.creater_id,
    u.display_name AS operator, l.created_at, l.checked_at`,
  idSql: 'l.id',
  timeSql: 'l.created_at',
  filters: {
    smt_feeding_id: CHANGES.filters.smt_feeding_id,
    smt_order_id: CHANGES.filters.smt_order_id,
    slot: CHANGES.filters.slot,
    step: CHANGES.filters.step,
    verdict: { sql: 'l.verdict', kind: 'text' },
  },
  search: ['l.barcode', 'l.slot', 'l.message'],
  sorts: { id: 'l.id', created_at: 'l.created_at' },
};

export type TraceSlot = RowOf<'smt.reels_at'>;

// Reading feeding documents: their slots, their changes, and the reels that were on a line's slots at a moment.
export class FeedingQueryService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly feedingDef: ResourceDef,
  ) {}

  /** the document with its slots (one turn's, when given) and the steps it allows now. */
  async entries(id: number, turn?: number): Promise<Row & { entries: unknown[]; allowed_steps: string[] }> {
    const feeding = await this.resources.get(this.feedingDef, id);
    const entries =
      turn === undefined ? await rows(this.pool, SLOTS, [id]) : await rows(this.pool, TURN_SLOTS, [id, turn]);
    return { ...feeding, entries, allowed_steps: allowedFeedingSteps(feeding.status as number) };
  }

  /** an SMT order's open feeding (else its latest one) with its slots; null when it has none. */
  async ofOrder(smtOrderId: number): Promise<unknown> {
    const feeding = await first(this.pool, ORDER_FEEDING, [smtOrderId]);
    return feeding === undefined ? null : this.entries(feeding.id);
  }

  changes(filter: string | undefined): Promise<ListAnswer> {
    return runList(this.pool, CHANGES, filter);
  }

  log(filter: string | undefined): Promise<ListAnswer> {
    return runList(this.pool, LOG, filter);
  }

  /** the slots whose splice or reel change waits for its check. */
  async pendingChanges(id: number): Promise<unknown[]> {
    await this.resources.get(this.feedingDef, id);
    return rows(this.pool, PENDING, [id]);
  }

  /**
   * The reels on an SMT order's slots at `at` (a board's time): per slot the last reel loaded, spliced or changed at or
   * before it, and for a splice the reel it was spliced onto (the board may have taken parts from either).
   */
  async trace(
    smtOrderId: number,
    at: Date,
    slot?: string,
  ): Promise<{ smt_order_id: number; at: string; slots: TraceSlot[] }> {
    const reels =
      slot === undefined
        ? await rows(this.pool, REELS_AT, [smtOrderId, at])
        : await rows(this.pool, SLOT_REELS_AT, [smtOrderId, at, slot]);
    // An unloaded slot held no reel after that moment.
    const slots = reels.map((r) => (r.step === 'unloading' ? { ...r, barcode: null, icitem_fnumber: null } : r));
    return { smt_order_id: smtOrderId, at: at.toISOString(), slots };
  }

  /** the time a serial number passed a station of the SMT order's line, for trace by SN. */
  async snTime(smtOrderId: number, sn: string): Promise<Date> {
    const passed = await first(this.pool, SN_TIME, [smtOrderId, sn]);
    if (passed === undefined) throw refuse('sn', 'smt.sn_not_on_line', { sn, id: smtOrderId });
    return passed.created_at;
  }
}

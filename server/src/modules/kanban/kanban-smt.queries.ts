import type pg from 'pg';
import { progressOf, slotState, type ReelCheck, type SmtProgress, type SmtSlot } from '@mes/contracts';
import { first, rows, sql, type RowOf } from '../../core/db/sql';
import { AppException, refuse } from '../../core/api/app.exception';
import { fillHours, lineHourRows, sinceHours, type HourRow } from './kanban-data.queries';
import { floorLifeByCode, slotMsd } from '../msd';

// Read models of the SMT boards: orders with their feeding progress, one order's slots, a plan's steel meshes, a line's
// hours. Slot state is what the board paints: pending (no reel), ok (a reel of the listed material), warning (an
// alternate), failed (the last scan failed), locked (refused until a supervisor unlocks it).

export const SMT_ACTIVE = [1, 2, 3]; // ready, working, paused: feeding happens before the order starts

export type SmtFilter = { statuses: number[]; productLineId?: number; ids?: number[] };

// An order's columns, its product, line and plan, and its feeding (the open one, else the latest); at most 200 orders
// (MAX_SMT_ORDERS).
const ORDERS = sql(
  'kanban.smt_orders',
  `SELECT o.id, o.fbillno, o.fqty, o.status::int AS status, o.side, o.product_line_id, o.icpp_id, o.steel_mesh_id, o.plan_start_at, o.plan_end_at,
  json_build_object('id', p.id, 'fnumber', p.fnumber, 'fname', p.fname) AS product,
  json_build_object('id', pl.id, 'fnumber', pl.fnumber, 'fname', pl.fname) AS product_line,
  (SELECT json_build_object('id', i.id, 'fbillno', i.fbillno, 'program_name', i.program_name) FROM icpp i WHERE i.id = o.icpp_id) AS icpp,
  (SELECT json_build_object('id', f.id, 'fbillno', f.fbillno, 'status', f.status, 'turn', f.turn, 'turn_count', f.turn_count)
     FROM smt_feeding f WHERE f.smt_order_id = o.id ORDER BY (f.status = 127), f.id DESC LIMIT 1) AS feeding FROM smt_order o JOIN product p ON p.id = o.product_id JOIN product_line pl ON pl.id = o.product_line_id
     WHERE o.status = ANY($1) AND ($2::int IS NULL OR o.product_line_id = $2) AND ($3::int[] IS NULL OR o.id = ANY($3)) AND NOT o.disabled
     ORDER BY CASE o.status WHEN 2 THEN 0 WHEN 3 THEN 1 ELSE 2 END, o.id DESC LIMIT 200`,
  { notNull: ['status', 'product', 'product_line'] },
);
const ORDER = sql(
  'kanban.smt_order',
  `SELECT o.id, o.fbillno, o.fqty, o.status::int AS status, o.side, o.product_line_id, o.icpp_id, o.steel_mesh_id, o.plan_start_at, o.plan_end_at,
  json_build_object('id', p.id, 'fnumber', p.fnumber, 'fname', p.fname) AS product,
  json_build_object('id', pl.id, 'fnumber', pl.fnumber, 'fname', pl.fname) AS product_line,
  (SELECT json_build_object('id', i.id, 'fbillno', i.fbillno, 'program_name', i.program_name) FROM icpp i WHERE i.id = o.icpp_id) AS icpp,
  (SELECT json_build_object('id', f.id, 'fbillno', f.fbillno, 'status', f.status, 'turn', f.turn, 'turn_count', f.turn_count)
     FROM smt_feeding f WHERE f.smt_order_id = o.id ORDER BY (f.status = 127), f.id DESC LIMIT 1) AS feeding FROM smt_order o JOIN product p ON p.id = o.product_id JOIN product_line pl ON pl.id = o.product_line_id WHERE o.id = $1`,
  { notNull: ['status', 'product', 'product_line'] },
);

const FEEDING_SLOTS = sql(
  'kanban.feeding_slots',
  `SELECT e.slot, e.seq, e.turn_no AS turn, e.station, e.no_verify, i.fnumber AS expected, i.fname AS expected_name,
       (SELECT COALESCE(json_agg(a.fnumber ORDER BY a.fnumber), '[]') FROM icitem a WHERE a.id = ANY(e.alternates)) AS alternates,
       e.reel_barcode, (SELECT r.fnumber FROM icitem r WHERE r.id = e.reel_icitem_id) AS reel_fnumber,
       (e.scan_checked OR e.full_checked) AS checked, COALESCE(l.verdict, 'none') AS verdict, e.fail_count, e.locked,
       l.step, l.reel_check AS check, COALESCE(l.message, '') AS message, l.created_at AS at
     FROM smt_feeding_entry e JOIN icitem i ON i.id = e.icitem_id
     LEFT JOIN LATERAL (SELECT verdict, step, reel_check, message, created_at FROM smt_feeding_log g WHERE g.smt_feeding_id = e.smt_feeding_id AND g.slot = e.slot
       ORDER BY g.id DESC LIMIT 1) l ON true
     WHERE e.smt_feeding_id = $1 ORDER BY e.turn_no NULLS LAST, e.seq, e.id`,
  { notNull: ['alternates', 'checked', 'verdict', 'message'], nullable: ['step', 'check', 'at'] },
);
const FEEDING_PROGRESS = sql(
  'kanban.feeding_progress',
  `SELECT e.smt_feeding_id AS id, e.reel_barcode, e.locked, e.no_verify, COALESCE(l.verdict, 'none') AS verdict FROM smt_feeding_entry e
     LEFT JOIN LATERAL (SELECT verdict FROM smt_feeding_log g WHERE g.smt_feeding_id = e.smt_feeding_id AND g.slot = e.slot ORDER BY g.id DESC LIMIT 1) l ON true
     WHERE e.smt_feeding_id = ANY($1)`,
  { notNull: ['verdict'] },
);
const PLAN_PRODUCT = sql('kanban.plan_product', 'SELECT product_id FROM icpp WHERE id = $1');
const PLAN_STEEL_MESHES = sql(
  'kanban.plan_steel_meshes',
  `SELECT id, fnumber, fname, side, thickness::float8 AS thickness, max_use, used_count, location, shelved, shelved_at, icpp_id
     FROM steel_mesh WHERE icpp_id = $1 AND NOT disabled ORDER BY id`,
);
const SMT_ORDER_LINE_ID = sql('kanban.smt_order_line_id', 'SELECT product_line_id FROM smt_order WHERE id = $1');
const SCAN_HOURS = sql(
  'kanban.smt_scan_hours',
  `SELECT to_char(date_trunc('hour', created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour,
         count(*) FILTER (WHERE verdict IN ('pass', 'warning'))::int AS scans, count(*) FILTER (WHERE verdict IN ('fail', 'locked'))::int AS failures
       FROM smt_feeding_log WHERE smt_order_id = $1 AND created_at >= $2 GROUP BY 1`,
  { notNull: ['hour', 'scans', 'failures'] },
);

/** a json array of material numbers (json_agg of icitem.fnumber) */
const fnumbers = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

type OrderRow = RowOf<'kanban.smt_order'>;

/** the order's feeding: json_build_object of a smt_feeding row (its id, a NOT NULL column), or null */
const feedingOf = (r: OrderRow): { id: number } | null => (r.feeding === null ? null : (r.feeding as { id: number }));

/** A feeding's slots with the last verdict of each (from the feeding log). */
export async function feedingSlots(pool: pg.Pool, feedingId: number): Promise<SmtSlot[]> {
  const slots = await rows(pool, FEEDING_SLOTS, [feedingId]);
  const msd = await floorLifeByCode(
    pool,
    slots.flatMap((r) => (r.reel_barcode ? [r.reel_barcode] : [])),
  );
  return slots.map((r) => ({
    ...r,
    alternates: fnumbers(r.alternates),
    // reel_check is jsonb: the feeding's steps (smt/feeding/feeding-steps.service.ts) write a ReelCheck or nothing
    check: r.check as ReelCheck | null,
    at: r.at === null ? null : new Date(r.at).toISOString(),
    state: slotState(r),
    msd: r.reel_barcode ? slotMsd(msd.get(r.reel_barcode)) : null,
  }));
}

/** Per feeding: the progress of its slots, for the list (one query for every order). */
async function progressByFeeding(pool: pg.Pool, feedingIds: number[]): Promise<Map<number, SmtProgress>> {
  const out = new Map<number, SmtProgress>();
  if (feedingIds.length === 0) return out;
  const entries = await rows(pool, FEEDING_PROGRESS, [feedingIds]);
  for (const id of feedingIds) {
    const slots = entries.filter((r) => r.id === id).map((r) => ({ no_verify: r.no_verify, state: slotState(r) }));
    out.set(id, progressOf(slots));
  }
  return out;
}

export async function smtOrders(pool: pg.Pool, f: SmtFilter) {
  const found = await rows(pool, ORDERS, [f.statuses, f.productLineId ?? null, f.ids ?? null]);
  const progress = await progressByFeeding(
    pool,
    found.flatMap((r) => feedingOf(r)?.id ?? []),
  );
  const empty = progressOf([]);
  const list = found.map((r) => {
    const feeding = feedingOf(r);
    return { ...r, feeding, progress: (feeding && progress.get(feeding.id)) || empty };
  });
  return { list, total: list.length };
}

/** One SMT order with its feeding (open one, else latest) and its slots; also the room smt_order:<id>'s snapshot. */
export async function smtOrder(pool: pg.Pool, id: number) {
  const row = await first(pool, ORDER, [id]);
  if (!row) throw refuse('smt_order_id', 'kanban.no_smt_order', { id });
  const order = { ...row, feeding: feedingOf(row) };
  const slots = order.feeding ? await feedingSlots(pool, order.feeding.id) : [];
  return { ...order, slots, progress: progressOf(slots) };
}

/** The room's snapshot: like smtOrder, null order when it does not exist (the board says so). */
export async function smtOrderSnapshot(pool: pg.Pool, id: number) {
  try {
    return await smtOrder(pool, id);
  } catch (e) {
    if (e instanceof AppException) return { id, feeding: null, slots: [], progress: progressOf([]), missing: true };
    throw e;
  }
}

export async function steelMeshOfPlan(pool: pg.Pool, icppId: number) {
  if (!(await first(pool, PLAN_PRODUCT, [icppId]))) throw refuse('icpp_id', 'record.no_icpp', { id: icppId });
  const list = await rows(pool, PLAN_STEEL_MESHES, [icppId]);
  return { list, total: list.length };
}

/** The order's line per hour (proj_line_hour) with the order's reel scans and failed scans (smt_feeding_log). */
export async function smtHourData(pool: pg.Pool, id: number, hours: number) {
  const order = await first(pool, SMT_ORDER_LINE_ID, [id]);
  if (!order) throw refuse('smt_order_id', 'kanban.no_smt_order', { id });
  const since = sinceHours(hours);
  const [line, scans] = await Promise.all([
    lineHourRows(pool, order.product_line_id, since),
    rows(pool, SCAN_HOURS, [id, since]),
  ]);
  const byHour = new Map(scans.map((s) => [s.hour, s]));
  const filled: (HourRow & { scans: number; failures: number })[] = fillHours(line, hours).map((h) => ({
    ...h,
    scans: byHour.get(h.hour)?.scans ?? 0,
    failures: byHour.get(h.hour)?.failures ?? 0,
  }));
  return { product_line_id: order.product_line_id, hours: filled };
}

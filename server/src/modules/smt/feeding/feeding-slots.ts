import type { RefusalCode, RefusalParams } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { first, rows, run, sql, type RowOf, type Tx } from '../../../core/db/sql';
import { PRODUCTION, type StepScope } from './smt-feeding.state-machine';
import { insertRow } from '../../../core/util/insert-row';
import { turnNumbers, turnOf } from './turns';
import type { CertRow } from './work-cert';

// The slots of a feeding document (smt_feeding_entry) and what each reel step does to them, in SQL. The service holds
// the feeding row FOR UPDATE while these run, so one step at a time changes a document. The texts are the feeding
// scan's (docs/smt-feeding-scan.md), written out whole: a typed statement is one literal (server/src/core/db/sql.ts).

// product_line_id: nullable in the schema, always the order's line (smt-feeding.resource's beforeWrite sets it)
const LOCK_FEEDING = sql(
  'smt.lock_feeding',
  `SELECT id, fbillno, smt_order_id, smt_feeder_id, product_line_id, status, turn, turn_count FROM smt_feeding WHERE id = $1 FOR UPDATE`,
  { notNull: ['product_line_id'] },
);
export type FeedingRow = RowOf<'smt.lock_feeding'>;

const LOCK_ENTRY = sql(
  'smt.lock_entry',
  `SELECT id, slot, icitem_id, alternates, turn_no, no_verify, reel_barcode, scanned, scan_checked, unloaded, pending, fail_count, locked FROM smt_feeding_entry WHERE smt_feeding_id = $1 AND slot = $2 FOR UPDATE`,
);
export type EntryRow = RowOf<'smt.lock_entry'>;

export type ReelStep =
  | 'scanning'
  | 'scan_checking'
  | 'full_checking'
  | 'splicing'
  | 'splice_checking'
  | 'changing'
  | 'change_checking'
  | 'unloading';

export async function lockFeeding(c: Tx, id: number): Promise<FeedingRow> {
  const feeding = await first(c, LOCK_FEEDING, [id]);
  if (!feeding) throw refuse('id', 'smt.no_smt_feeding', { id });
  return feeding;
}

// What a reel scan reads: the slot (locked), the work_cert's row by its hash ($3; null for a machine's step) and the
// lock-after setting (SETTINGS.smt_feeder.lock_after_failures's smt_setting row); the slot's lock waits for the
// document's.
// The document locked first, then its slot, in one round trip (the order every step locks them in).
const LOCK_SLOT = sql(
  'smt.lock_slot',
  `WITH f AS (SELECT id, fbillno, smt_order_id, smt_feeder_id, product_line_id, status, turn, turn_count FROM smt_feeding WHERE id = $1 FOR UPDATE)
SELECT row_to_json(f) AS feeding, 
  (SELECT row_to_json(e) FROM (SELECT id, slot, icitem_id, alternates, turn_no, no_verify, reel_barcode, scanned, scan_checked, unloaded, pending, fail_count, locked FROM smt_feeding_entry
     WHERE smt_feeding_id = f.id AND slot = $2 FOR UPDATE) e) AS entry,
  (SELECT json_build_object('expires_at', c.expires_at, 'expired', c.expires_at <= now()) FROM smt_work_cert c
    WHERE c.cert_hash = $3::varchar AND c.smt_feeding_id = $1) AS cert,
  (SELECT value FROM smt_setting WHERE scope = 'smt_feeder' AND key = 'lock_after_failures') AS lock_after FROM f`,
);
const READ_SLOT = sql(
  'smt.read_slot',
  `SELECT 
  (SELECT row_to_json(e) FROM (SELECT id, slot, icitem_id, alternates, turn_no, no_verify, reel_barcode, scanned, scan_checked, unloaded, pending, fail_count, locked FROM smt_feeding_entry
     WHERE smt_feeding_id = $1 AND slot = $2 FOR UPDATE) e) AS entry,
  (SELECT json_build_object('expires_at', c.expires_at, 'expired', c.expires_at <= now()) FROM smt_work_cert c
    WHERE c.cert_hash = $3::varchar AND c.smt_feeding_id = $1) AS cert,
  (SELECT value FROM smt_setting WHERE scope = 'smt_feeder' AND key = 'lock_after_failures') AS lock_after`,
);

export type SlotRead = { entry: EntryRow | null; cert: CertRow | null; lock_after: unknown };

// The json columns of smt.lock_slot and smt.read_slot: row_to_json of smt.lock_entry's columns (the same fields, none
// a timestamp) and work-cert's json_build_object of a CertRow (expires_at comes back as text).
const slotRead = (r: { entry: unknown; cert: unknown; lock_after: unknown }): SlotRead => ({
  entry: r.entry as EntryRow | null,
  cert: r.cert as CertRow | null,
  lock_after: r.lock_after,
});

/**
 * A reel scan's document and slot, both locked, with what its checks read (`slotOf` refuses a slot the feeding has
 * not). A statement's snapshot is taken before it waits for the document's lock: a locked row comes back as the
 * holder left it, but a slot the holder created (sync copies the slots again) is not seen, so a slot missing is read
 * again in a statement of its own.
 */
export async function lockSlot(
  db: Tx,
  id: number,
  slot: string,
  certHash: string | null,
): Promise<{ feeding: FeedingRow; read: SlotRead }> {
  const row = await first(db, LOCK_SLOT, [id, slot, certHash]);
  if (!row) throw refuse('id', 'smt.no_smt_feeding', { id });
  // row_to_json of smt.lock_feeding's columns: the same fields, none a timestamp (json keeps their types)
  const feeding = row.feeding as FeedingRow;
  const read = slotRead(row);
  if (read.entry) return { feeding, read };
  const again = await first(db, READ_SLOT, [id, slot, certHash]);
  return { feeding, read: again ? slotRead(again) : { entry: null, cert: null, lock_after: null } };
}

export function slotOf(feeding: FeedingRow, slot: string, entry: EntryRow | null): EntryRow {
  if (!entry) throw refuse('slot', 'smt.not_a_slot', { slot, fbillno: feeding.fbillno });
  return entry;
}

export async function lockEntry(c: Tx, feeding: FeedingRow, slot: string): Promise<EntryRow> {
  return slotOf(feeding, slot, (await first(c, LOCK_ENTRY, [feeding.id, slot])) ?? null);
}

// A feeder list's slots as the copy reads them (qty_per_board is numeric: it comes back as text, and goes in as it came).
const FEEDER_LIST = sql(
  'smt.feeder_list_slots',
  `SELECT seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify
     FROM smt_feeder_entry WHERE smt_feeder_id = $1 ORDER BY seq, id`,
);
const CLEAR_SLOTS = sql('smt.clear_feeding_slots', 'DELETE FROM smt_feeding_entry WHERE smt_feeding_id = $1');

/** copies the feeder list into the feeding (prepare, sync); answers the number of turns. */
export async function copyFeederList(c: Tx, feeding: FeedingRow): Promise<number> {
  const entries = await rows(c, FEEDER_LIST, [feeding.smt_feeder_id]);
  const numbers = turnNumbers(entries);
  if (numbers.size === 0)
    throw refuse('smt_feeder_id', 'smt.feeder_no_slot_to_verify', { id: String(feeding.smt_feeder_id) });
  await run(c, CLEAR_SLOTS, [feeding.id]);
  for (const e of entries)
    await insertRow(c, 'smt_feeding_entry', { smt_feeding_id: feeding.id, ...e, turn_no: turnOf(e, numbers) });
  return numbers.size;
}

/** a slot's refusal of a step: a code of the catalogue (contracts/src/refusals/smt.ts) and its values */
export type SlotRefusal = { code: RefusalCode; params: RefusalParams };

/** why this slot cannot take this step now (`smt.slot_other_turn` names the body's turn), or null. */
export function slotRefusal(
  step: ReelStep,
  feeding: FeedingRow,
  entry: EntryRow,
  turn: number | undefined,
): SlotRefusal | null {
  const slot = entry.slot;
  const of = (code: RefusalCode, params: RefusalParams = {}): SlotRefusal => ({ code, params: { slot, ...params } });
  if (entry.no_verify) return of('smt.slot_no_verify');
  if (turn !== undefined && entry.turn_no !== turn)
    return of('smt.slot_other_turn', { slot_turn: String(entry.turn_no), turn });
  if ((step === 'scanning' || step === 'scan_checking') && entry.turn_no !== feeding.turn)
    return of('smt.slot_not_current_turn', { slot_turn: String(entry.turn_no), turn: feeding.turn });
  if (step === 'scan_checking' && !entry.scanned) return of('smt.slot_no_reel');
  if (step === 'splice_checking' && entry.pending !== 'splice') return of('smt.slot_no_splice_pending');
  if (step === 'change_checking' && entry.pending !== 'change') return of('smt.slot_no_change_pending');
  if ((step === 'splicing' || step === 'changing') && entry.pending !== null)
    return of(entry.pending === 'splice' ? 'smt.slot_splice_pending' : 'smt.slot_change_pending');
  if (step === 'unloading' && entry.unloaded) return of('smt.slot_already_unloaded');
  return null;
}

// A step's effect on a slot whose reel passed, one statement per step: the slot after it (the UPDATE's RETURNING *)
// and whether that completed the step's scope: no other verified slot still matching (a statement does not see its own
// CTE's update, and this slot no longer matches after it); NULL for a step without one (splicing, changing).
// Scanning and its check stay in the slot's turn, which slotRefusal made the current one. $1 is the slot's id.
const SCANNING = sql(
  'smt.step_scanning',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, reel_barcode = $2, reel_icitem_id = $3, reel_at = now(), scanned = true, scan_checked = false, unloaded = false WHERE id = $1 RETURNING *)
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND o.turn_no = up.turn_no AND NOT o.scanned) AS scope_complete FROM up`,
);
const SCAN_CHECKING = sql(
  'smt.step_scan_checking',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, scan_checked = true WHERE id = $1 RETURNING *)
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND o.turn_no = up.turn_no AND NOT o.scan_checked) AS scope_complete FROM up`,
);
// A full check started from a running state is a new round: every slot is checked again.
const UNCHECK_ALL = sql(
  'smt.uncheck_slots',
  'UPDATE smt_feeding_entry SET full_checked = false WHERE smt_feeding_id = $1',
);
const FULL_CHECKING = sql(
  'smt.step_full_checking',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, full_checked = true WHERE id = $1 RETURNING *)
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND NOT o.full_checked) AS scope_complete FROM up`,
);
// splicing and changing: $4 the pending check ('splice' or 'change')
const NEW_REEL = sql(
  'smt.step_new_reel',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, reel_barcode = $2, reel_icitem_id = $3, reel_at = now(), unloaded = false, pending = $4 WHERE id = $1 RETURNING *)
       SELECT up.*, NULL::boolean AS scope_complete FROM up`,
);
// The splice or change a check confirms: the slot's latest one not yet checked ($2 feeding, $3 slot, $4 step, $5 by),
// marked in the same statement.
const SPLICE_CHECKING = sql(
  'smt.step_splice_checking',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, pending = NULL WHERE id = $1 RETURNING *), mark AS (UPDATE smt_feeding_log SET checked_at = now(), checked_by = $5 WHERE id = (SELECT id FROM smt_feeding_log
         WHERE smt_feeding_id = $2 AND slot = $3 AND step = $4 AND verdict IN ('pass', 'warning') AND checked_at IS NULL
         ORDER BY id DESC LIMIT 1))
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND o.pending = 'splice') AS scope_complete FROM up`,
);
const CHANGE_CHECKING = sql(
  'smt.step_change_checking',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, pending = NULL WHERE id = $1 RETURNING *), mark AS (UPDATE smt_feeding_log SET checked_at = now(), checked_by = $5 WHERE id = (SELECT id FROM smt_feeding_log
         WHERE smt_feeding_id = $2 AND slot = $3 AND step = $4 AND verdict IN ('pass', 'warning') AND checked_at IS NULL
         ORDER BY id DESC LIMIT 1))
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND o.pending = 'change') AS scope_complete FROM up`,
);
const UNLOADING = sql(
  'smt.step_unloading',
  `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, unloaded = true, reel_barcode = NULL, reel_icitem_id = NULL, reel_at = now() WHERE id = $1 RETURNING *)
       SELECT up.*, NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND NOT o.unloaded) AS scope_complete FROM up`,
);

export type SlotAfter = Omit<RowOf<'smt.step_scanning'>, 'scope_complete'>;

/**
 * The step's effect on a slot whose reel passed (or passed with a warning): the slot after it, and whether that
 * completed the step's scope (null for a step without one), in the same statement.
 */
export async function applyStep(
  db: Tx,
  step: ReelStep,
  feeding: FeedingRow,
  entry: EntryRow,
  barcode: string,
  icitemId: number | null,
  userId: number | null,
): Promise<{ state: SlotAfter; complete: boolean | null }> {
  const id = entry.id;
  // every step's statement answers the slot it updated (locked by the caller) and the same columns
  const answer = async (updated: Promise<RowOf<'smt.step_scanning'>[]>) => {
    const [{ scope_complete, ...state }] = await updated;
    return { state, complete: scope_complete };
  };
  const checked = (s: 'splicing' | 'changing') => [id, feeding.id, entry.slot, s, userId] as const;
  switch (step) {
    case 'scanning':
      return answer(rows(db, SCANNING, [id, barcode, icitemId]));
    case 'scan_checking':
      return answer(rows(db, SCAN_CHECKING, [id]));
    case 'full_checking':
      if (PRODUCTION.some((p) => p === feeding.status)) await run(db, UNCHECK_ALL, [feeding.id]);
      return answer(rows(db, FULL_CHECKING, [id]));
    case 'splicing':
    case 'changing':
      return answer(rows(db, NEW_REEL, [id, barcode, icitemId, step === 'splicing' ? 'splice' : 'change']));
    case 'splice_checking':
      return answer(rows(db, SPLICE_CHECKING, [...checked('splicing')]));
    case 'change_checking':
      return answer(rows(db, CHANGE_CHECKING, [...checked('changing')]));
    case 'unloading':
      return answer(rows(db, UNLOADING, [id]));
  }
}

/** the scope a step completed or not (`complete` from applyStep), as the state machine takes it. */
export function scopeOf(step: ReelStep, feeding: FeedingRow, complete: boolean | null): StepScope {
  if (complete === null) return {};
  return step === 'scan_checking' ? { complete, lastTurn: feeding.turn >= feeding.turn_count } : { complete };
}

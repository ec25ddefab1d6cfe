import type { RefusalCode, RefusalParams } from '@mes/contracts';
import type { EntityManager } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { PRODUCTION, type StepScope } from './smt-feeding.state-machine';
import { insertRow } from '../../../core/util/insert-row';
import type { FeederEntryInput } from '../plans/feeder-entries';
import { turnNumbers, turnOf } from './turns';
import type { Sql } from './pg-tx';
import { SmtSettings } from '../smt-settings';
import { certSql, type CertRow } from './work-cert';

// The slots of a feeding document (smt_feeding_entry) and what each reel step does to them, in SQL. The service holds
// the feeding row FOR UPDATE while these run, so one step at a time changes a document.

export type FeedingRow = {
  id: number;
  fbillno: string;
  smt_order_id: number;
  smt_feeder_id: number | null;
  product_line_id: number;
  status: number;
  turn: number;
  turn_count: number;
};

export type EntryRow = {
  id: number;
  slot: string;
  icitem_id: number;
  alternates: number[];
  turn_no: number | null;
  no_verify: boolean;
  reel_barcode: string | null;
  scanned: boolean;
  scan_checked: boolean;
  unloaded: boolean;
  pending: 'splice' | 'change' | null;
  fail_count: number;
  locked: boolean;
};

export type ReelStep =
  | 'scanning'
  | 'scan_checking'
  | 'full_checking'
  | 'splicing'
  | 'splice_checking'
  | 'changing'
  | 'change_checking'
  | 'unloading';

const ENTRY_COLUMNS =
  'id, slot, icitem_id, alternates, turn_no, no_verify, reel_barcode, scanned, scan_checked, unloaded, pending, fail_count, locked';

const FEEDING_COLUMNS = 'id, fbillno, smt_order_id, smt_feeder_id, product_line_id, status, turn, turn_count';

export async function lockFeeding(m: Sql, id: number): Promise<FeedingRow> {
  const rows = (await m.query(`SELECT ${FEEDING_COLUMNS} FROM smt_feeding WHERE id = $1 FOR UPDATE`, [
    id,
  ])) as FeedingRow[];
  if (rows.length === 0) throw refuse('id', 'smt.no_smt_feeding', { id });
  return rows[0];
}

// What a reel scan reads: the slot (locked), the work_cert's row by its hash ($3; null for a machine's step) and the
// lock-after setting; `feeding` names the document's id (the slot's lock waits for the document's).
const slotReads = (feeding: string) => `
  (SELECT row_to_json(e) FROM (SELECT ${ENTRY_COLUMNS} FROM smt_feeding_entry
     WHERE smt_feeding_id = ${feeding} AND slot = $2 FOR UPDATE) e) AS entry,
  ${certSql('$3::varchar')} AS cert,
  ${SmtSettings.sql('smt_feeder', 'lock_after_failures')} AS lock_after`;

// The document locked first, then its slot, in one round trip (the order every step locks them in).
const LOCK_SLOT = `WITH f AS (SELECT ${FEEDING_COLUMNS} FROM smt_feeding WHERE id = $1 FOR UPDATE)
SELECT row_to_json(f) AS feeding, ${slotReads('f.id')} FROM f`;
const READ_SLOT = `SELECT ${slotReads('$1')}`;

export type SlotRead = { entry: EntryRow | null; cert: CertRow | null; lock_after: unknown };

/**
 * A reel scan's document and slot, both locked, with what its checks read (`slotOf` refuses a slot the feeding has
 * not). A statement's snapshot is taken before it waits for the document's lock: a locked row comes back as the
 * holder left it, but a slot the holder created (sync copies the slots again) is not seen, so a slot missing is read
 * again in a statement of its own.
 */
export async function lockSlot(
  m: Sql,
  id: number,
  slot: string,
  certHash: string | null,
): Promise<{ feeding: FeedingRow; read: SlotRead }> {
  const [row] = (await m.query(LOCK_SLOT, [id, slot, certHash])) as (SlotRead & { feeding: FeedingRow })[];
  if (!row) throw refuse('id', 'smt.no_smt_feeding', { id });
  const { feeding, ...read } = row;
  if (read.entry) return { feeding, read };
  const [again] = (await m.query(READ_SLOT, [id, slot, certHash])) as SlotRead[];
  return { feeding, read: again };
}

export function slotOf(feeding: FeedingRow, slot: string, entry: EntryRow | null): EntryRow {
  if (!entry) throw refuse('slot', 'smt.not_a_slot', { slot, fbillno: feeding.fbillno });
  return entry;
}

export async function lockEntry(m: Sql, feeding: FeedingRow, slot: string): Promise<EntryRow> {
  const rows = (await m.query(
    `SELECT ${ENTRY_COLUMNS} FROM smt_feeding_entry WHERE smt_feeding_id = $1 AND slot = $2 FOR UPDATE`,
    [feeding.id, slot],
  )) as EntryRow[];
  return slotOf(feeding, slot, rows[0] ?? null);
}

// A feeder list's slot as the copy reads it (qty_per_board is numeric: it comes back as text, and goes in as it came).
type FeederEntry = Omit<FeederEntryInput, 'designators' | 'qty_per_board'> & { seq: number; qty_per_board: string };

/** copies the feeder list into the feeding (prepare, sync); answers the number of turns. */
export async function copyFeederList(m: EntityManager, feeding: FeedingRow): Promise<number> {
  const entries = (await m.query(
    `SELECT seq, slot, smt_machine_id, station, feeder_type, icitem_id, alternates, qty_per_board, turns, no_verify
     FROM smt_feeder_entry WHERE smt_feeder_id = $1 ORDER BY seq, id`,
    [feeding.smt_feeder_id],
  )) as FeederEntry[];
  const numbers = turnNumbers(entries);
  if (numbers.size === 0)
    throw refuse('smt_feeder_id', 'smt.feeder_no_slot_to_verify', { id: String(feeding.smt_feeder_id) });
  await m.query('DELETE FROM smt_feeding_entry WHERE smt_feeding_id = $1', [feeding.id]);
  for (const e of entries)
    await insertRow(m, 'smt_feeding_entry', { smt_feeding_id: feeding.id, ...e, turn_no: turnOf(e, numbers) });
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

// What is left of a step's scope once this slot took it: the other verified slots still matching (a statement does
// not see its own CTE's update, and this slot no longer matches after it). Scanning and its check stay in the slot's
// turn, which slotRefusal made the current one.
const LEFT: Partial<Record<ReelStep, string>> = {
  scanning: 'o.turn_no = up.turn_no AND NOT o.scanned',
  scan_checking: 'o.turn_no = up.turn_no AND NOT o.scan_checked',
  full_checking: 'NOT o.full_checked',
  splice_checking: "o.pending = 'splice'",
  change_checking: "o.pending = 'change'",
  unloading: 'NOT o.unloaded',
};

/**
 * The step's effect on a slot whose reel passed (or passed with a warning): the slot after it, and whether that
 * completed the step's scope (null for a step without one), in the same statement.
 */
export async function applyStep(
  m: Sql,
  step: ReelStep,
  feeding: FeedingRow,
  entry: EntryRow,
  barcode: string,
  icitemId: number | null,
  userId: number | null,
): Promise<{ state: EntryRow; complete: boolean | null }> {
  const left = LEFT[step];
  const complete = left
    ? `NOT EXISTS (SELECT 1 FROM smt_feeding_entry o WHERE o.smt_feeding_id = up.smt_feeding_id AND o.id <> up.id
       AND NOT o.no_verify AND ${left})`
    : 'NULL::boolean';
  // also: more data-modifying CTEs of the same statement (their parameters follow the SET's)
  const set = async (sql: string, params: unknown[] = [], also = '') => {
    const [row] = (await m.query(
      `WITH up AS (UPDATE smt_feeding_entry SET fail_count = 0, ${sql} WHERE id = $1 RETURNING *)${also}
       SELECT up.*, ${complete} AS scope_complete FROM up`,
      [entry.id, ...params],
    )) as (EntryRow & { scope_complete: boolean | null })[];
    const { scope_complete, ...state } = row;
    return { state, complete: scope_complete };
  };
  const newReel = 'reel_barcode = $2, reel_icitem_id = $3, reel_at = now()';
  switch (step) {
    case 'scanning':
      return set(`${newReel}, scanned = true, scan_checked = false, unloaded = false`, [barcode, icitemId]);
    case 'scan_checking':
      return set('scan_checked = true');
    case 'full_checking':
      // A full check started from a running state is a new round: every slot is checked again.
      if (PRODUCTION.some((p) => p === feeding.status))
        await m.query('UPDATE smt_feeding_entry SET full_checked = false WHERE smt_feeding_id = $1', [feeding.id]);
      return set('full_checked = true');
    case 'splicing':
    case 'changing':
      return set(`${newReel}, unloaded = false, pending = $4`, [
        barcode,
        icitemId,
        step === 'splicing' ? 'splice' : 'change',
      ]);
    case 'splice_checking':
    case 'change_checking':
      // The splice or change this check confirms: the slot's latest one not yet checked, marked in the same statement.
      return set(
        'pending = NULL',
        [feeding.id, entry.slot, step === 'splice_checking' ? 'splicing' : 'changing', userId],
        `, mark AS (UPDATE smt_feeding_log SET checked_at = now(), checked_by = $5 WHERE id = (SELECT id FROM smt_feeding_log
         WHERE smt_feeding_id = $2 AND slot = $3 AND step = $4 AND verdict IN ('pass', 'warning') AND checked_at IS NULL
         ORDER BY id DESC LIMIT 1))`,
      );
    case 'unloading':
      return set('unloaded = true, reel_barcode = NULL, reel_icitem_id = NULL, reel_at = now()');
  }
}

/** the scope a step completed or not (`complete` from applyStep), as the state machine takes it. */
export function scopeOf(step: ReelStep, feeding: FeedingRow, complete: boolean | null): StepScope {
  if (complete === null) return {};
  return step === 'scan_checking' ? { complete, lastTurn: feeding.turn >= feeding.turn_count } : { complete };
}

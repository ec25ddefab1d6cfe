import {
  SMT_TURN_STEPS,
  isRecord,
  reelOutcome,
  textOf,
  type JsonRecord,
  type Locale,
  type SmtReelStep,
} from '@mes/contracts';
import { ApiError, readFeedingHead } from '@mes/client';

// The feeding document as the back-office step screens read it (work/smt_feeding/get_entries), and the pure rules
// they show: a slot's state tags, a step's progress, what a step's answer means.

export type FeedingEntry = {
  id: number;
  slot: string;
  turn_no: number | null;
  no_verify: boolean;
  station: string;
  expected: string;
  expected_name: string;
  alternates: string[];
  reel_barcode: string | null;
  reel_fnumber: string | null;
  reel_at: string | null;
  scanned: boolean;
  scan_checked: boolean;
  full_checked: boolean;
  unloaded: boolean;
  pending: 'splice' | 'change' | null;
  fail_count: number;
  locked: boolean;
};

export type Feeding = {
  id: number;
  fbillno: string;
  smt_order_id: number;
  status: number;
  turn: number;
  turn_count: number;
  allowed: string[];
  entries: FeedingEntry[];
};

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const optStr = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function readEntry(e: JsonRecord): FeedingEntry {
  const item = isRecord(e.icitem) ? e.icitem : {};
  const alternates = Array.isArray(e.alternate_items)
    ? e.alternate_items.filter(isRecord).map((a) => textOf(a.fnumber))
    : [];
  return {
    id: num(e.id),
    slot: textOf(e.slot),
    turn_no: e.turn_no === null || e.turn_no === undefined ? null : num(e.turn_no),
    no_verify: e.no_verify === true,
    station: textOf(e.station),
    expected: textOf(item.fnumber),
    expected_name: textOf(item.fname),
    alternates,
    reel_barcode: optStr(e.reel_barcode),
    reel_fnumber: optStr(e.reel_fnumber),
    reel_at: optStr(e.reel_at),
    scanned: e.scanned === true,
    scan_checked: e.scan_checked === true,
    full_checked: e.full_checked === true,
    unloaded: e.unloaded === true,
    pending: e.pending === 'splice' || e.pending === 'change' ? e.pending : null,
    fail_count: num(e.fail_count),
    locked: e.locked === true,
  };
}

/** The answer of get_entries; null when it is not a feeding. */
export function readFeeding(d: unknown): Feeding | null {
  const head = readFeedingHead(d);
  if (!head || !isRecord(d)) return null;
  return {
    ...head,
    smt_order_id: num(d.smt_order_id),
    allowed: Array.isArray(d.allowed_steps) ? d.allowed_steps.map(textOf) : [],
    entries: (Array.isArray(d.entries) ? d.entries : []).filter(isRecord).map(readEntry),
  };
}

export type SlotTag =
  | 'no_verify'
  | 'locked'
  | 'pending_splice'
  | 'pending_change'
  | 'unloaded'
  | 'full_checked'
  | 'scan_checked'
  | 'scanned'
  | 'empty';

/** What a slot's row shows, most urgent first. */
export function slotTags(e: FeedingEntry): SlotTag[] {
  if (e.no_verify) return ['no_verify'];
  const tags: SlotTag[] = [];
  if (e.locked) tags.push('locked');
  if (e.pending === 'splice') tags.push('pending_splice');
  if (e.pending === 'change') tags.push('pending_change');
  if (e.unloaded) tags.push('unloaded');
  else if (e.full_checked) tags.push('full_checked');
  else if (e.scan_checked) tags.push('scan_checked');
  else if (e.scanned) tags.push('scanned');
  else tags.push('empty');
  return tags;
}

/** Whether `step` is done for this slot (the row turns green on that step's screen). */
export function slotDone(step: SmtReelStep, e: FeedingEntry): boolean {
  switch (step) {
    case 'scanning':
      return e.scanned;
    case 'scan_checking':
      return e.scan_checked;
    case 'full_checking':
      return e.full_checked;
    case 'unloading':
      return e.unloaded;
    case 'splice_checking':
      return e.pending !== 'splice';
    case 'change_checking':
      return e.pending !== 'change';
    default:
      // splicing and changing happen when a reel runs out or is swapped: no slot is ever "done" with them
      return false;
  }
}

/** The slots a step's screen lists: its turn's for the per-turn steps, those waiting for the check for the checks. */
export function stepSlots(step: SmtReelStep, entries: FeedingEntry[], turn: number | null): FeedingEntry[] {
  const verified = entries.filter((e) => !e.no_verify);
  const inTurn = turn !== null && SMT_TURN_STEPS.includes(step) ? verified.filter((e) => e.turn_no === turn) : verified;
  if (step === 'splice_checking') return inTurn.filter((e) => e.pending === 'splice');
  if (step === 'change_checking') return verified.filter((e) => e.pending === 'change');
  return inTurn;
}

/**
 * done of total slots for a step's screen; null where a step has no end: splicing and changing (on demand) and their
 * checks (their list is what waits).
 */
export function stepProgress(
  step: SmtReelStep,
  entries: FeedingEntry[],
  turn: number | null,
): { done: number; total: number } | null {
  if (step === 'splicing' || step === 'changing' || step === 'splice_checking' || step === 'change_checking')
    return null;
  const slots = stepSlots(step, entries, turn);
  return { done: slots.filter((e) => slotDone(step, e)).length, total: slots.length };
}

/** The screen path of a step: /work/smt_feeding/:id/<step>[/:turns]. */
export function stepPath(feedingId: number, step: SmtReelStep | 'track', turn: number): string {
  if (step === 'track' || !SMT_TURN_STEPS.includes(step)) return `/work/smt_feeding/${feedingId}/${step}`;
  return `/work/smt_feeding/${feedingId}/${step}/${Math.max(1, turn)}`;
}

export type StepVerdict = 'pass' | 'warning' | 'fail' | 'locked' | 'error';
export type StepOutcome = { verdict: StepVerdict; message: string; slot: string; certRefused: boolean };

/** A step's answer, or its refusal, as the screen shows it: in `locale` when the answer says what it checked. */
export function stepOutcome(slot: string, answer: unknown, locale: Locale = 'en-US'): StepOutcome {
  const failed = answer instanceof ApiError;
  const o = reelOutcome(
    failed ? { refused: true, msg: answer.msg, data: answer.data } : { refused: false, data: answer },
    locale,
  );
  return { slot, ...o, certRefused: failed && /^work_cert\b/.test(answer.msg) };
}

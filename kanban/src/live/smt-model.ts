import type { RoomDelta, SmtFeedingStepEvent } from '@mes/contracts';
import { num, readFeedingHead, str, type RoomModel, type SmtFeedingHead } from '@mes/client';
import {
  isRecord,
  progressOf,
  readReelCheck,
  slotState,
  type SlotMsd,
  type SmtProgress,
  type SmtSlot as ContractSlot,
} from '@mes/contracts';

// The room smt_order:<id>: the order, its feeding and its slots (server kanban-smt.queries.ts), moved by
// 'smt_feeding.step' deltas. Each slot keeps the step with the latest `at`, so a delta seen twice changes nothing.

// The board's slot (contracts smt-board.ts) without its station, which the boards do not show.
export type SmtSlot = Omit<ContractSlot, 'station'>;
export type { SmtProgress };
export { progressOf };
export type SmtFeedingInfo = SmtFeedingHead;
export type SmtOrderInfo = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_line_id: number;
  product: string;
  line: string;
  icpp: string;
};
export type SmtBoardData = {
  order: SmtOrderInfo | null;
  feeding: SmtFeedingInfo | null;
  slots: SmtSlot[];
  /** grows on prepare and sync (the slots were copied again) and on a new feeding: read the order again */
  epoch: number;
  last: SmtFeedingStepEvent | null;
};

const nullable = (v: unknown): string | null => (v === null || v === undefined ? null : str(v));

/** A loaded reel's floor life (docs/msd.md), null when the reel is not moisture sensitive or unknown yet. */
export function parseMsd(v: unknown): SlotMsd | null {
  if (!isRecord(v) || typeof v.msl !== 'string') return null;
  const state = v.state === 'floor' || v.state === 'dry' ? v.state : 'sealed';
  return {
    msl: v.msl,
    state,
    remaining_h: typeof v.remaining_h === 'number' ? v.remaining_h : null,
    deadline: nullable(v.deadline),
    blocked: v.blocked === true,
    bake_required: v.bake_required === true,
    at: str(v.at),
  };
}

export function parseSlot(v: unknown): SmtSlot | null {
  if (!isRecord(v) || typeof v.slot !== 'string') return null;
  const s = {
    slot: v.slot,
    seq: num(v.seq),
    turn: v.turn === null || v.turn === undefined ? null : num(v.turn),
    no_verify: v.no_verify === true,
    expected: str(v.expected),
    expected_name: str(v.expected_name),
    alternates: Array.isArray(v.alternates) ? v.alternates.map((a) => str(a)) : [],
    reel_barcode: nullable(v.reel_barcode),
    reel_fnumber: nullable(v.reel_fnumber),
    checked: v.checked === true,
    verdict: str(v.verdict) || 'none',
    fail_count: num(v.fail_count),
    locked: v.locked === true,
    step: nullable(v.step),
    check: readReelCheck(v),
    message: str(v.message),
    at: nullable(v.at),
    msd: parseMsd(v.msd),
  };
  return { ...s, state: slotState(s) };
}

/** The feeding header (the shared reading of @mes/client). */
export const parseFeeding = readFeedingHead;

export function parseSmtOrder(v: unknown): SmtOrderInfo | null {
  if (!isRecord(v) || v.fbillno === undefined) return null;
  const name = (x: unknown) => (isRecord(x) ? str(x.fname) || str(x.fnumber) || str(x.fbillno) : '');
  return {
    id: num(v.id),
    fbillno: str(v.fbillno),
    fqty: num(v.fqty),
    status: num(v.status),
    product_line_id: num(v.product_line_id),
    product: name(v.product),
    line: name(v.product_line),
    icpp: isRecord(v.icpp) ? str(v.icpp.fbillno) : '',
  };
}

/** A detail answer or a snapshot: the same object. */
export function readSmtBoard(s: unknown): SmtBoardData {
  const o = isRecord(s) ? s : {};
  const slots = (Array.isArray(o.slots) ? o.slots : []).map(parseSlot).filter((x): x is SmtSlot => x !== null);
  return { order: parseSmtOrder(o), feeding: parseFeeding(o.feeding), slots, epoch: 0, last: null };
}

const later = (a: string | null, b: string | null) => a === null || (b !== null && Date.parse(b) >= Date.parse(a));
const REEL_STEPS = ['scanning', 'splicing', 'changing'];
const CHECK_STEPS = ['scan_checking', 'full_checking', 'splice_checking', 'change_checking'];

/** One step applied to its slot. */
export function applyStep(slot: SmtSlot, e: SmtFeedingStepEvent): SmtSlot {
  if (!later(slot.at, e.at)) return slot;
  const next: Omit<SmtSlot, 'state'> = {
    ...slot,
    verdict: e.verdict,
    fail_count: e.fail_count,
    locked: e.locked,
    step: e.step,
    check: e.check ?? null,
    message: e.message,
    at: e.at,
  };
  if (e.verdict === 'pass' || e.verdict === 'warning') {
    // a new reel's floor life is unknown until the order is read again (useSmtBoard reads it on a reel change)
    if (REEL_STEPS.includes(e.step) && e.barcode !== slot.reel_barcode)
      Object.assign(next, { reel_barcode: e.barcode, reel_fnumber: e.scanned, checked: false, msd: null });
    else if (REEL_STEPS.includes(e.step)) Object.assign(next, { reel_fnumber: e.scanned, checked: false });
    if (CHECK_STEPS.includes(e.step)) next.checked = true;
    if (e.step === 'unloading')
      Object.assign(next, { reel_barcode: null, reel_fnumber: null, checked: false, msd: null });
  }
  return { ...next, state: slotState(next) };
}

function blankSlot(slot: string, e: SmtFeedingStepEvent): SmtSlot {
  return {
    slot,
    seq: 0,
    turn: e.turn,
    no_verify: false,
    expected: e.expected ?? '',
    expected_name: '',
    alternates: [],
    reel_barcode: null,
    reel_fnumber: null,
    checked: false,
    verdict: 'none',
    fail_count: 0,
    locked: false,
    step: null,
    check: null,
    message: '',
    at: null,
    state: 'pending',
  };
}

export function applySmtDelta(data: SmtBoardData, delta: RoomDelta): SmtBoardData {
  if (delta.event !== 'smt_feeding.step' || !isRecord(delta.data)) return data;
  const e = delta.data as SmtFeedingStepEvent;
  if (data.order && e.smt_order_id !== data.order.id) return data;
  const feeding: SmtFeedingInfo = {
    ...(data.feeding ?? { fbillno: '', turn: 0, turn_count: 0 }),
    id: e.id,
    status: e.status,
  };
  const reread = e.step === 'prepare' || e.step === 'sync' || (data.feeding !== null && data.feeding.id !== e.id);
  let slots = data.slots;
  if (e.slot !== null) {
    // a slot this data has not seen (the board joined before prepare): kept from the step, the re-read fills the rest
    const known = slots.some((s) => s.slot === e.slot);
    slots = known
      ? slots.map((s) => (s.slot === e.slot ? applyStep(s, e) : s))
      : [...slots, applyStep(blankSlot(e.slot, e), e)];
  }
  return { ...data, feeding, slots, epoch: reread ? data.epoch + 1 : data.epoch, last: e };
}

export const smtOrderModel: RoomModel<SmtBoardData> = { fromSnapshot: readSmtBoard, apply: applySmtDelta };

/** Slots of a fresh read (detail) with the room's newer steps laid over them. */
export function mergeSlots(base: SmtSlot[], live: SmtSlot[]): SmtSlot[] {
  const byName = new Map(live.map((s) => [s.slot, s]));
  return base.map((b) => {
    const l = byName.get(b.slot);
    if (!(l && l.at !== null && later(b.at, l.at))) return b;
    // the read knows the floor life of the reel it saw; the room's step does not carry it
    const msd = l.reel_barcode === b.reel_barcode ? (l.msd ?? b.msd) : l.msd;
    return { ...b, ...l, expected: b.expected, alternates: b.alternates, msd };
  });
}

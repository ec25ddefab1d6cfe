import type { SmtFeedingStatusCode } from './enums';
import type { ReelCheck } from './smt-feeding-client';

// SMT feeding and scheduling as they travel to the boards (docs/events.md, docs/state-machines.md).

/** The calls of /api/v1/work/smt_feeding/... that move a feeding document (each writes an outbox entry smt_feeding.<step>). */
export const SMT_FEEDING_STEPS = [
  'prepare',
  'scanning',
  'scan_checking',
  'unloading',
  'splicing',
  'splice_checking',
  'changing',
  'change_checking',
  'full_checking',
  'finish',
  'sync',
  'unlock_slot',
] as const;
export type SmtFeedingStep = (typeof SMT_FEEDING_STEPS)[number];

/**
 * What a reel scan proved: pass (the slot's material), warning (one of its alternates), fail (anything else),
 * locked (refused: the slot is locked after repeated failures); none for steps without a reel (prepare, finish, …).
 */
export type SmtScanVerdict = 'pass' | 'warning' | 'fail' | 'locked' | 'none';

/** The delta 'smt_feeding.step' in the rooms smt_order:<id> and line:<id>: one step of a feeding document. */
export type SmtFeedingStepEvent = {
  /** the feeding document */
  id: number;
  smt_order_id: number;
  product_line_id: number;
  step: SmtFeedingStep;
  /** the slot the step was about (null for whole-document steps) */
  slot: string | null;
  /** the turn number (1-based) of that slot, null when none */
  turn: number | null;
  /** the document's status after the step */
  status: SmtFeedingStatusCode;
  verdict: SmtScanVerdict;
  /** the reel scanned, and the material codes expected and scanned (null when the step had no reel) */
  barcode: string | null;
  expected: string | null;
  scanned: string | null;
  /** the slot's failed scans in a row (it locks at the limit) and whether it is locked now */
  fail_count: number;
  locked: boolean;
  /** what a reel step compared: screens word the verdict from it in their language (null for steps without a reel) */
  check: ReelCheck | null;
  /** the step in English, as logged (the fallback of rows logged before checks were kept) */
  message: string;
  at: string;
  by: number | null;
};

/** Scheduling changes (change types add, del, replace) and the order operations (start, stop, finish, cancel). */
export const SCHEDULING_CHANGES = ['add', 'del', 'replace', 'start', 'stop', 'finish', 'cancel'] as const;
export type SchedulingChange = (typeof SCHEDULING_CHANGES)[number];

/** One order in a line's queue, in position order (1 = next). */
export type SchedulingQueueEntry = {
  id: number;
  position: number;
  smt_order_id: number | null;
  worder_id: number | null;
  fbillno: string;
  status: number;
};

/** The delta 'scheduling.changed' in the room line:<id>: the queue after the change. */
export type SchedulingChangedEvent = {
  /** the scheduling entry */
  id: number;
  product_line_id: number;
  change: SchedulingChange;
  smt_order_id: number | null;
  worder_id: number | null;
  from_position: number | null;
  to_position: number | null;
  queue: SchedulingQueueEntry[];
  at: string;
  by: number | null;
};

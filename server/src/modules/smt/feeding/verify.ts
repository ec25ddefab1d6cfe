import { reelVerdictText, type ReelCheck, type SmtScanVerdict } from '@mes/contracts';

// One reel scan against the feeder list's slot (docs/state-machines.md, "Reel verification"). Pure. Messages start
// with the slot, so an answer reads `slot: 1-03 expects …`.

export type Material = { id: number | null; fnumber: string };

export type SlotState = {
  slot: string;
  expected: Material;
  alternates: readonly Material[];
  fail_count: number;
  locked: boolean;
};

export type ScanVerdict = {
  verdict: Exclude<SmtScanVerdict, 'none'>;
  /** failed scans in a row after this one (a pass or a warning clears them) */
  fail_count: number;
  locked: boolean;
  message: string;
};

export const DEFAULT_LOCK_AFTER = 3;

/** What a scan checked, for the answer's `check` (screens word the verdict from it in their language). */
export function reelCheck(
  slot: SlotState,
  scanned: Material,
  v: Pick<ScanVerdict, 'fail_count' | 'locked'>,
  lockAfter: number,
): ReelCheck {
  return {
    slot: slot.slot,
    expected: slot.expected.fnumber,
    alternates: slot.alternates.map((a) => a.fnumber),
    scanned: scanned.fnumber,
    fail_count: v.fail_count,
    lock_after: lockAfter,
    locked: v.locked,
  };
}

/**
 * The slot's material passes; one of its alternates passes with a warning; anything else (also a code no material
 * has) fails, and the `lockAfter`-th failure in a row locks the slot. A locked slot refuses every scan until unlocked.
 * The message is the English wording every screen shares (contracts' reelVerdictText).
 */
export function verifyReel(slot: SlotState, scanned: Material, lockAfter = DEFAULT_LOCK_AFTER): ScanVerdict {
  const outcome = judge(slot, scanned, lockAfter);
  return {
    ...outcome,
    message: reelVerdictText(outcome.verdict, reelCheck(slot, scanned, outcome, lockAfter), 'en-US'),
  };
}

function judge(slot: SlotState, scanned: Material, lockAfter: number): Omit<ScanVerdict, 'message'> {
  if (slot.locked) return { verdict: 'locked', fail_count: slot.fail_count, locked: true };
  if (scanned.id !== null && scanned.id === slot.expected.id) return { verdict: 'pass', fail_count: 0, locked: false };
  if (scanned.id !== null && slot.alternates.some((a) => a.id === scanned.id))
    return { verdict: 'warning', fail_count: 0, locked: false };
  const failCount = slot.fail_count + 1;
  return { verdict: 'fail', fail_count: failCount, locked: failCount >= lockAfter };
}

import type { SmtScanVerdict } from '@mes/contracts';

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

function expectation(slot: SlotState): string {
  const alts = slot.alternates.map((a) => a.fnumber);
  return `${slot.expected.fnumber}${alts.length > 0 ? ` (alternates ${alts.join(', ')})` : ''}`;
}

/**
 * The slot's material passes; one of its alternates passes with a warning; anything else (also a code no material
 * has) fails, and the `lockAfter`-th failure in a row locks the slot. A locked slot refuses every scan until unlocked.
 */
export function verifyReel(slot: SlotState, scanned: Material, lockAfter = DEFAULT_LOCK_AFTER): ScanVerdict {
  if (slot.locked) {
    return {
      verdict: 'locked', fail_count: slot.fail_count, locked: true,
      message: `${slot.slot} is locked after ${slot.fail_count} failed scans: a supervisor must unlock it`,
    };
  }
  if (scanned.id !== null && scanned.id === slot.expected.id) {
    return { verdict: 'pass', fail_count: 0, locked: false, message: `${slot.slot} holds ${scanned.fnumber}, the listed material` };
  }
  if (scanned.id !== null && slot.alternates.some((a) => a.id === scanned.id)) {
    return {
      verdict: 'warning', fail_count: 0, locked: false,
      message: `${slot.slot} holds ${scanned.fnumber}, an alternate of ${slot.expected.fnumber}`,
    };
  }
  const failCount = slot.fail_count + 1;
  const locked = failCount >= lockAfter;
  return {
    verdict: 'fail', fail_count: failCount, locked,
    message: `${slot.slot} expects ${expectation(slot)}, scanned ${scanned.fnumber} (failure ${failCount} of ${lockAfter}${locked ? ': the slot is now locked until a supervisor unlocks it' : ''})`,
  };
}

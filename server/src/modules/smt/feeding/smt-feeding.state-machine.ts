import { SmtFeedingStatus, type SmtFeedingStatusCode, type SmtFeedingStep } from '@mes/contracts';

// The status machine of an SMT feeding document (docs/state-machines.md, "SMT feeding"). Pure: no I/O, no clock.
// Each step call moves the status; whether a step completed its scope (every slot of the turn scanned, no splice
// left unchecked, …) is counted by the caller and passed in.

const S = SmtFeedingStatus;

/** What the caller counted after applying the step to the slot. */
export type StepScope = {
  /** every slot the step covers is done: the turn's slots scanned or checked, every slot full-checked or unloaded, nothing pending */
  complete?: boolean;
  /** the turn just checked was the last one */
  lastTurn?: boolean;
};

type Rule = {
  from: readonly SmtFeedingStatusCode[];
  to: (from: SmtFeedingStatusCode, scope: StepScope) => SmtFeedingStatusCode;
};

/** Running, nothing waiting for a check: the states production steps start from. */
export const PRODUCTION: readonly SmtFeedingStatusCode[] = [
  S.WORKING,
  S.SPLICE_CHECKED,
  S.CHANGE_CHECKED,
  S.FULL_CHECKED,
];

/** Every status a step writes, but the terminal idle. */
const OPEN: readonly SmtFeedingStatusCode[] = [
  S.INITIALED,
  S.WORKING,
  S.SCANNING,
  S.SCANNED,
  S.SCAN_CHECKING,
  S.SCAN_CHECKED,
  S.SPLICED,
  S.SPLICE_CHECKING,
  S.SPLICE_CHECKED,
  S.UNLOADING,
  S.UNLOADED,
  S.CHANGE_CHECKING,
  S.CHANGE_CHECKED,
  S.FULL_CHECKING,
  S.FULL_CHECKED,
];

const same = (from: SmtFeedingStatusCode): SmtFeedingStatusCode => from;

export const FEEDING_RULES: Readonly<Record<SmtFeedingStep, Rule>> = {
  // The first prepare copies the feeder list; a later one only issues a new work_cert.
  prepare: { from: [S.INITIALING, ...OPEN], to: (from) => (from === S.INITIALING ? S.INITIALED : from) },
  sync: { from: [S.INITIALED], to: same },
  scanning: {
    from: [S.INITIALED, S.SCANNING, S.SCANNED, S.SCAN_CHECKING, S.SCAN_CHECKED],
    to: (_, s) => (s.complete ? S.SCANNED : S.SCANNING),
  },
  scan_checking: {
    from: [S.SCANNED, S.SCAN_CHECKING],
    to: (_, s) => (!s.complete ? S.SCAN_CHECKING : s.lastTurn ? S.WORKING : S.SCAN_CHECKED),
  },
  full_checking: {
    from: [...PRODUCTION, S.FULL_CHECKING],
    to: (_, s) => (s.complete ? S.FULL_CHECKED : S.FULL_CHECKING),
  },
  splicing: { from: [...PRODUCTION, S.SPLICED], to: () => S.SPLICED },
  splice_checking: {
    from: [S.SPLICED, S.SPLICE_CHECKING],
    to: (_, s) => (s.complete ? S.SPLICE_CHECKED : S.SPLICE_CHECKING),
  },
  changing: { from: [...PRODUCTION, S.CHANGE_CHECKING], to: () => S.CHANGE_CHECKING },
  change_checking: { from: [S.CHANGE_CHECKING], to: (_, s) => (s.complete ? S.CHANGE_CHECKED : S.CHANGE_CHECKING) },
  unloading: { from: [...PRODUCTION, S.UNLOADING], to: (_, s) => (s.complete ? S.UNLOADED : S.UNLOADING) },
  finish: { from: [...PRODUCTION, S.UNLOADED], to: () => S.IDLE },
  unlock_slot: { from: OPEN, to: same },
};

export const FEEDING_STEPS = Object.keys(FEEDING_RULES) as SmtFeedingStep[];

/** 'scan checking', 'initialing', …; a code the enum does not know as `status 7`. */
export function feedingStatusWord(status: number): string {
  return S.isValid(status) ? S.label(status, 'en-US').toLowerCase() : `status ${status}`;
}

export type FeedingTransition =
  | { ok: true; from: SmtFeedingStatusCode; to: SmtFeedingStatusCode }
  | { ok: false; code: 'smt.feeding_step_refused'; params: { step: string; status: string; allowed: string } };

/**
 * The refusal `smt.feeding_step_refused` when refused: `cannot scan_checking a feeding that is initialed (allowed from
 * scanned, scan checking)`.
 */
export function nextFeedingStatus(status: number, step: SmtFeedingStep, scope: StepScope = {}): FeedingTransition {
  const rule = FEEDING_RULES[step];
  const from = rule.from.find((s) => s === status);
  if (from !== undefined) return { ok: true, from, to: rule.to(from, scope) };
  return {
    ok: false,
    code: 'smt.feeding_step_refused',
    params: { step, status: feedingStatusWord(status), allowed: rule.from.map(feedingStatusWord).join(', ') },
  };
}

/** the steps a handheld may offer for a feeding in `status`. */
export function allowedFeedingSteps(status: number): SmtFeedingStep[] {
  return FEEDING_STEPS.filter((step) => FEEDING_RULES[step].from.some((s) => s === status));
}

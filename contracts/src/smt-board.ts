import type { ReelCheck } from './smt-feeding-client';

// A slot of an SMT order's board (the room smt_order:<id>): what the server's snapshot sends and the kanban's board
// model keeps, with the one rule for its colour and the order's verification progress.

export type SlotState = 'pending' | 'ok' | 'warning' | 'failed' | 'locked';
/**
 * The floor life of a moisture-sensitive reel on a slot (docs/msd.md), as read at `at`: the board counts down to
 * `deadline` itself while the clock runs (null: it does not run: sealed, in dry storage, or unlimited).
 */
export type SlotMsd = {
  msl: string;
  state: 'sealed' | 'floor' | 'dry';
  remaining_h: number | null;
  deadline: string | null;
  blocked: boolean;
  bake_required: boolean;
  at: string;
};
export type SmtSlot = {
  slot: string;
  seq: number;
  turn: number | null;
  station: string;
  no_verify: boolean;
  expected: string;
  expected_name: string;
  alternates: string[];
  reel_barcode: string | null;
  reel_fnumber: string | null;
  checked: boolean;
  verdict: string;
  fail_count: number;
  locked: boolean;
  /** the slot's last step: its name and what it compared (null before checks were kept: `message` then) */
  step?: string | null;
  check?: ReelCheck | null;
  message: string;
  at: string | null;
  state: SlotState;
  /** the loaded reel's floor life; absent or null when it is not moisture sensitive */
  msd?: SlotMsd | null;
};
export type SmtProgress = {
  total: number;
  verified: number;
  warnings: number;
  failed: number;
  locked: number;
  pending: number;
};

/** The slot's colour on the board. */
export function slotState(s: { locked: boolean; verdict: string; reel_barcode: string | null }): SlotState {
  if (s.locked) return 'locked';
  if (s.verdict === 'fail' || s.verdict === 'locked') return 'failed';
  if (s.reel_barcode === null) return 'pending';
  return s.verdict === 'warning' ? 'warning' : 'ok';
}

/** The order's progress over the slots that are verified (no_verify slots do not count). */
export function progressOf(slots: Pick<SmtSlot, 'no_verify' | 'state'>[]): SmtProgress {
  const verify = slots.filter((s) => !s.no_verify);
  const n = (st: SlotState) => verify.filter((s) => s.state === st).length;
  return {
    total: verify.length,
    verified: n('ok') + n('warning'),
    warnings: n('warning'),
    failed: n('failed'),
    locked: n('locked'),
    pending: n('pending'),
  };
}

/** A slot reel's remaining floor life at `now` (hours, null: unlimited) and whether it is blocked. */
export function msdAt(m: SlotMsd, now: number): { remaining_h: number | null; blocked: boolean } {
  if (m.deadline === null) return { remaining_h: m.remaining_h, blocked: m.blocked };
  const left = Math.max(0, (Date.parse(m.deadline) - now) / 3_600_000);
  return { remaining_h: left, blocked: m.blocked || left <= 0 };
}

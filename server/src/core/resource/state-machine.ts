import { refusalText, type RefusalCode } from '@mes/contracts';

// A declared status machine (docs/state-machines.md): the status codes come from a contracts enum, each action names
// the statuses it is allowed from and the one it leads to. Pure: no I/O, no clock; the runner
// (state-machine.runner.ts) does the locking and the writing.

/** the part of a contracts enum (defineEnum) a machine reads. */
export type StatusEnum = { readonly codes: readonly number[]; keyOf(code: unknown): string | undefined };

export type Move<S extends number = number> = { from: readonly S[]; to: S };

export type StateMachine<A extends string = string, S extends number = number> = {
  statuses: StatusEnum;
  /** the actions in the order a UI offers them. */
  actions: readonly A[];
  moves: Readonly<Record<A, Move<S>>>;
  /** the statuses a document may be deleted in (absent: any); the engine's delete and the UI's offer read it. */
  deleteFrom?: readonly S[];
};

export function defineMachine<const A extends string, S extends number>(
  machine: StateMachine<A, S>,
): StateMachine<A, S> {
  for (const action of machine.actions) {
    for (const code of [...machine.moves[action].from, machine.moves[action].to]) {
      if (!machine.statuses.codes.includes(code))
        throw new Error(`machine action ${action}: ${code} is no status of the enum`);
    }
  }
  for (const code of machine.deleteFrom ?? []) {
    if (!machine.statuses.codes.includes(code)) throw new Error(`machine deleteFrom: ${code} is no status of the enum`);
  }
  return machine;
}

export type MoveResult<S extends number = number> = { ok: true; from: S; to: S } | { ok: false; reason: string };

/** why a move or a delete is refused: the catalogue code and its parameters (the refusal names the field status). */
export type MachineRefusal = {
  code: Extract<RefusalCode, 'record.move_refused' | 'record.delete_refused'>;
  params: { action?: string; noun: string; status: string; allowed: string };
};

/** the word of a status: the enum's key in lower case (`ready`), or `status 42` for a code it does not know. */
export function statusWordOf(machine: StateMachine, status: number): string {
  return machine.statuses.keyOf(status)?.toLowerCase() ?? `status ${status}`;
}

export function isMachineAction<A extends string>(machine: StateMachine<A>, action: string): action is A {
  return (machine.actions as readonly string[]).includes(action);
}

// the noun, the state and the allowed ones of a refusal
function refusalParams(machine: StateMachine, noun: string, status: number, from: readonly number[]) {
  return { noun, status: statusWordOf(machine, status), allowed: from.map((s) => statusWordOf(machine, s)).join(', ') };
}

/** why `action` is refused from `status`, or null when the machine allows it. */
export function moveRefusal<A extends string>(
  machine: StateMachine<A>,
  status: number,
  action: A,
  noun: string,
): MachineRefusal | null {
  const rule = machine.moves[action];
  if (rule.from.some((s) => s === status)) return null;
  return { code: 'record.move_refused', params: { action, ...refusalParams(machine, noun, status, rule.from) } };
}

/**
 * The status `action` leads to from `status`, or why it is refused (its en-US text), naming the action, the state
 * and the allowed ones: `cannot finish_order a work order that is ready (allowed from working, pause)`.
 */
export function moveOf<A extends string, S extends number>(
  machine: StateMachine<A, S>,
  status: number,
  action: A,
  noun: string,
): MoveResult<S> {
  const refused = moveRefusal(machine, status, action, noun);
  if (refused) return { ok: false, reason: refusalText(refused.code, 'en-US', refused.params) };
  return { ok: true, from: status as S, to: machine.moves[action].to };
}

/** the actions a UI may offer in `status`. */
export function actionsFrom<A extends string>(machine: StateMachine<A>, status: number): A[] {
  return machine.actions.filter((a) => machine.moves[a].from.some((s) => s === status));
}

/** why a delete of a document in `status` is refused, or null when the machine allows it. */
export function deleteRefusal(machine: StateMachine, status: number, noun: string): MachineRefusal | null {
  if (!machine.deleteFrom || machine.deleteFrom.some((s) => s === status)) return null;
  return { code: 'record.delete_refused', params: refusalParams(machine, noun, status, machine.deleteFrom) };
}

/** `ready|pause -> working`: the summary of a call in /api/docs. */
export function moveSummary<A extends string>(machine: StateMachine<A>, action: A): string {
  const rule = machine.moves[action];
  return `${action}: ${rule.from.map((s) => statusWordOf(machine, s)).join('|')} -> ${statusWordOf(machine, rule.to)}`;
}

/** every (action, status) pair of the machine with its target, null when refused: the test table. */
export function moveTable<A extends string>(
  machine: StateMachine<A>,
): { action: A; status: number; to: number | null }[] {
  return machine.actions.flatMap((action) =>
    machine.statuses.codes.map((status) => {
      const r = moveOf(machine, status, action, 'a document');
      return { action, status, to: r.ok ? r.to : null };
    }),
  );
}

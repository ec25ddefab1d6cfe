import type { JoinAnswer, RoomDelta } from '@mes/contracts';

// One room as a screen holds it: the data built from the snapshot and the deltas after it, and the highest seq seen.
// Pure functions of (entry, message) so every ordering case is testable without a socket.

/** How a kind of room turns its snapshot and deltas into the data a screen holds. */
export type RoomModel<T> = {
  fromSnapshot(snapshot: unknown): T;
  /** applies one delta; must be harmless when the delta was seen already (rows keep the highest rev) */
  apply(data: T, delta: RoomDelta): T;
};

export type RoomPhase = 'joining' | 'live' | 'error';

export type RoomEntry<T> = {
  room: string;
  phase: RoomPhase;
  /** the highest seq applied; null before the first answer */
  seq: number | null;
  data: T | null;
  /** client time (ms) of the last change of data */
  lastUpdate: number | null;
  error: string | null;
  /** deltas that came while a join was on its way, applied after its answer (bounded) */
  pending: RoomDelta[];
};

export const MAX_PENDING = 200;

export type Step<T> = {
  entry: RoomEntry<T>;
  /** the log has a hole: join again with last_seq */
  resync: boolean;
  /** the deltas this step applied, in seq order (each once), for the screens that follow the deltas themselves */
  applied: RoomDelta[];
  /** the snapshot this step started from, as the server sent it */
  snapshot?: { data: unknown };
};

const step = <T>(entry: RoomEntry<T>, resync = false, applied: RoomDelta[] = []): Step<T> => ({
  entry,
  resync,
  applied,
});

export function newEntry<T>(room: string): RoomEntry<T> {
  return { room, phase: 'joining', seq: null, data: null, lastUpdate: null, error: null, pending: [] };
}

/** The entry as it waits for a (re)join answer: data and seq stay, so the join asks for what was missed. */
export function rejoining<T>(entry: RoomEntry<T>): RoomEntry<T> {
  return { ...entry, phase: 'joining', error: null };
}

/** What to send with a join: the last seq only when data built from it is held. */
export function joinBody<T>(entry: RoomEntry<T>): { room: string; last_seq?: number } {
  return entry.data !== null && entry.seq !== null ? { room: entry.room, last_seq: entry.seq } : { room: entry.room };
}

function hold<T>(entry: RoomEntry<T>, delta: RoomDelta): RoomEntry<T> {
  const pending = [...entry.pending, delta];
  return { ...entry, pending: pending.length > MAX_PENDING ? pending.slice(pending.length - MAX_PENDING) : pending };
}

// Applies the held deltas in seq order after an answer; a hole among them asks for a resync.
function drain<T>(entry: RoomEntry<T>, model: RoomModel<T>, nowMs: number): Step<T> {
  const queue = [...entry.pending].sort((a, b) => a.seq - b.seq);
  let current: RoomEntry<T> = { ...entry, pending: [] };
  const applied: RoomDelta[] = [];
  for (let i = 0; i < queue.length; i += 1) {
    const d = queue[i];
    if (current.seq !== null && d.seq <= current.seq) continue;
    if (current.seq !== null && d.seq > current.seq + 1) {
      return step({ ...current, phase: 'joining', pending: queue.slice(i) }, true, applied);
    }
    current = { ...current, seq: d.seq, data: model.apply(current.data as T, d), lastUpdate: nowMs };
    applied.push(d);
  }
  return step(current, false, applied);
}

/** The answer to a join: a snapshot replaces everything (even at a lower seq: the server's log restarted); deltas extend. */
export function applyJoinAnswer<T>(
  entry: RoomEntry<T>,
  answer: JoinAnswer,
  model: RoomModel<T>,
  nowMs: number,
): Step<T> {
  if (!answer.ok) return step({ ...entry, phase: 'error', error: answer.error, pending: [] });
  if (answer.snapshot !== undefined) {
    const base: RoomEntry<T> = {
      ...entry,
      phase: 'live',
      error: null,
      seq: answer.seq,
      data: model.fromSnapshot(answer.snapshot),
      lastUpdate: nowMs,
    };
    return { ...drain(base, model, nowMs), snapshot: { data: answer.snapshot } };
  }
  if (entry.data === null) {
    // deltas without a base cannot build a board: ask for the snapshot
    return step({ ...entry, seq: null, phase: 'joining' }, true);
  }
  const merged = {
    ...entry,
    phase: 'live' as const,
    error: null,
    pending: [...(answer.deltas ?? []), ...entry.pending],
  };
  const drained = drain(merged, model, nowMs);
  if (drained.resync) return drained;
  const seq = Math.max(drained.entry.seq ?? answer.seq, answer.seq);
  return { ...drained, entry: { ...drained.entry, seq } };
}

/** A delta as it arrives: held while joining, dropped when seen, applied in order, and a hole asks for a resync. */
export function applyDelta<T>(entry: RoomEntry<T>, delta: RoomDelta, model: RoomModel<T>, nowMs: number): Step<T> {
  if (entry.phase === 'error') return step(entry);
  // Un-numbered (seq 0): a message the server keeps no log of (a user's job progress); handed on as it comes.
  if (delta.seq === 0)
    return step(
      { ...entry, data: entry.data === null ? null : model.apply(entry.data, delta), lastUpdate: nowMs },
      false,
      [delta],
    );
  if (entry.phase === 'joining' || entry.data === null || entry.seq === null) return step(hold(entry, delta));
  if (delta.seq <= entry.seq) return step(entry);
  if (delta.seq > entry.seq + 1) return step({ ...hold(entry, delta), phase: 'joining' }, true);
  return step({ ...entry, seq: delta.seq, data: model.apply(entry.data, delta), lastUpdate: nowMs }, false, [delta]);
}

/** The room as sent: the snapshot is the data and deltas leave it (screens that follow the deltas themselves). */
export const rawModel: RoomModel<unknown> = { fromSnapshot: (s) => s ?? {}, apply: (data) => data };

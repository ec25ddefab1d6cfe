import {
  callUrl,
  isRecord,
  type CallAnswer,
  type CallDecl,
  type CallInput,
  type PackAnswer,
  type PackedBox,
  type PackedParent,
} from '@mes/contracts';
import { apiCall } from '@mes/client';
import type { QueueOptions } from '../work/scan-queue';
import type { Outcome } from '../work/work.types';

// The packing screen's sends (docs/packing.md, "Screens"). auto_pack goes through the work stations' sender and offline
// queue (web/src/work/report-sender.ts) with its own storage key, MES_pack_queue: each scan carries its idempotency key;
// a send that may not have reached the server is kept with that key and sent again, in order, when the browser is back
// online; the server answers a key it already packed with its first packing (repeated), so a unit is never packed
// twice, and each queued scan's verdict (packed, or refused with its code and message) lands in the results list. The
// other calls need the operator's attention (a box, a weight): answered or refused at once, never queued.

export const PACK_QUEUE_KEY = 'MES_pack_queue';

export type PackBody = { sn: string; station_id: number; operator: string; idempotency_key: string };

const isPackBody = (v: unknown): v is PackBody =>
  isRecord(v) &&
  typeof v.sn === 'string' &&
  typeof v.station_id === 'number' &&
  typeof v.operator === 'string' &&
  typeof v.idempotency_key === 'string';

export const PACK_QUEUE: QueueOptions<PackBody> = { storageKey: PACK_QUEUE_KEY, isBody: isPackBody };

export type Asked<T> = { kind: 'answer'; data: T } | { kind: 'refused'; err: number; msg: string };

/** a call answered or refused at once (never queued). */
export async function ask<T>(call: string, body: Record<string, unknown>): Promise<Asked<T>> {
  try {
    return { kind: 'answer', data: await apiCall<T>(call, body, { quiet: true, timeoutMs: 6000 }) };
  } catch (e) {
    const f = e as { err?: number; msg?: string };
    return { kind: 'refused', err: f.err ?? -1, msg: f.msg ?? String(e) };
  }
}

/** a declared call answered or refused at once: its body and answer typed by the declaration. */
export const askCall = <D extends CallDecl>(decl: D, body: CallInput<D>): Promise<Asked<CallAnswer<D>>> =>
  ask<CallAnswer<D>>(callUrl(decl), body as Record<string, unknown>);

/** the carton or pallet this packing closed, outermost last. */
export const closedParents = (a: PackAnswer): PackedParent[] => a.parents.filter((p) => p.closed);

/** how a packing's row reads in the results list: the box and its count, and which levels this packing closed. */
export function packedDetail(a: PackAnswer, closed: (levels: PackedBox['level'][]) => string): string {
  const levels = [...(a.closed ? [a.box.level] : []), ...closedParents(a).map((p) => p.level)];
  const count = `${a.box.fnumber} ${a.box.fqty} / ${a.box.capacity}`;
  return levels.length > 0 ? `${count} · ${closed(levels)}` : count;
}

/** a queued scan's outcome as the row's state: packed (pass) or refused. */
export const isPacked = (o: Outcome<PackAnswer>): o is { kind: 'verdict'; answer: PackAnswer } => o.kind === 'verdict';

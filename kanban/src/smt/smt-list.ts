import {
  parseFeeding,
  parseSmtOrder,
  type SmtBoardData,
  type SmtFeedingInfo,
  type SmtOrderInfo,
  type SmtProgress,
  progressOf,
} from '../live/smt-model';
import { rowsOf, num } from '@mes/client';
import { isRecord } from '@mes/contracts';

export type SmtListRow = SmtOrderInfo & { feeding: SmtFeedingInfo | null; progress: SmtProgress };

const parseProgress = (v: unknown): SmtProgress => {
  const o = isRecord(v) ? v : {};
  return {
    total: num(o.total),
    verified: num(o.verified),
    warnings: num(o.warnings),
    failed: num(o.failed),
    locked: num(o.locked),
    pending: num(o.pending),
  };
};

/** kanban/smt_order/list's answer ({ list, total }). */
export function readSmtList(d: unknown): SmtListRow[] {
  return rowsOf(d).flatMap((r) => {
    const o = parseSmtOrder(r);
    return o && isRecord(r) ? [{ ...o, feeding: parseFeeding(r.feeding), progress: parseProgress(r.progress) }] : [];
  });
}

/** The row with its room's figures once the room holds slots. */
export function liveSmtRow(row: SmtListRow, room: SmtBoardData | null): SmtListRow {
  if (!room || room.slots.length === 0)
    return room?.feeding ? { ...row, feeding: { ...row.feeding, ...room.feeding } } : row;
  return { ...row, feeding: room.feeding ?? row.feeding, progress: progressOf(room.slots) };
}

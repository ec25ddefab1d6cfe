import { isRecord } from '@mes/contracts';
import { num, str } from './storage';

// The header of an SMT feeding (work/smt_feeding), read the same way by the kanban's SMT boards and the back office's
// feeding step screens; each adds what it shows beyond it.

export type SmtFeedingHead = { id: number; fbillno: string; status: number; turn: number; turn_count: number };

/** null when the answer is not a feeding (no id). */
export function readFeedingHead(v: unknown): SmtFeedingHead | null {
  if (!isRecord(v) || v.id === undefined) return null;
  return {
    id: num(v.id),
    fbillno: str(v.fbillno),
    status: num(v.status),
    turn: num(v.turn),
    turn_count: num(v.turn_count),
  };
}

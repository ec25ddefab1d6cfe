import { isRecord } from './read';

// A record's history (docs/system-pages.md "A record's history"): the write calls the operation log holds for it,
// answered by the engine's `<module>/<resource>/history {id}` to whoever may read the record.

/** one change of a record: what was done (the call's last segment), by whom (display name), when, and whether it took */
export type HistoryEntry = { id: number; action: string; user: string; at: string; ok: boolean };

/** The action a logged call did to the record: its last path segment, an uncheck or enable by its body. */
export function historyAction(path: string, body: unknown): string {
  const action = path.slice(path.lastIndexOf('/') + 1);
  const b = isRecord(body) ? body : {};
  if (action === 'check' && b.checked === false) return 'uncheck';
  if (action === 'disable' && b.disabled === false) return 'enable';
  return action;
}

/** the most entries a history answers (the newest first) */
export const HISTORY_LIMIT = 100;

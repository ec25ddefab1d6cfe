import type { Outcome } from './work.types';
import { RECENT_ROWS, type ResultRow } from './tally';

// The last scans of a packing or binding station as ResultsList shows them: a scan's row is added when it is sent and
// replaced, by its idempotency key, when its verdict arrives, also later from the offline queue (late: true).

/** the rows with `row` in front, replacing the row of the same key; at most `limit`. */
export function withRow(rows: readonly ResultRow[], row: ResultRow, limit = RECENT_ROWS): ResultRow[] {
  const at = rows.findIndex((r) => r.key === row.key);
  if (at >= 0) return rows.map((r, i) => (i === at ? { ...row, at: r.at } : r));
  return [row, ...rows].slice(0, limit);
}

/** the row of a scan's outcome; `detail` says what a passed scan did. */
export function rowOf<A>(
  scan: { key: string; subject: string; at: number },
  outcome: Outcome<A>,
  late: boolean,
  detail: (answer: A) => { state: 'pass' | 'fail'; text: string },
): ResultRow {
  const base = { key: scan.key, sn: scan.subject, at: scan.at, late };
  if (outcome.kind === 'queued') return { ...base, state: 'queued' };
  if (outcome.kind === 'refused') return { ...base, state: 'refused', err: outcome.err, msg: outcome.msg };
  const d = detail(outcome.answer);
  return { ...base, state: d.state, detail: d.text };
}

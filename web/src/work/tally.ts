import type { ReportSummary } from '@mes/contracts';
import type { Outcome, StationLogRow } from './work.types';

// What the live panel counts at one station: today's passes and fails (the PC's local day) and the last results.
// Today's counts start from the station log (a baseline up to its highest id) and grow by every report seen after it
// (an answer of this PC or a report pushed through the station's room); each report counts once, by its id.

export type RowState = 'pass' | 'fail' | 'refused' | 'queued';
export type ResultRow = {
  /** the scan's idempotency key, or `log:<id>` for a report only the room told about */
  key: string;
  sn: string;
  at: number;
  state: RowState;
  /** the verdict arrived after the scan: it waited in the offline queue */
  late: boolean;
  err?: number;
  msg?: string;
  station_log_id?: number;
  next?: string | null;
  done?: boolean;
  repeated?: boolean;
  /** what the row says in its detail column (the packing and binding stations: the box, the part bound) */
  detail?: string;
};
export type TallyView = { pass: number; fail: number; rows: ResultRow[]; ready: boolean };

export const RECENT_ROWS = 20;

/** The local day of a time, `YYYY-MM-DD`. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Local midnight of the day holding `ms`, as ISO 8601 (the station_log list's `from:`). */
export function startOfDayIso(ms: number): string {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

export class StationTally {
  private base: { pass: number; fail: number; maxId: number } | null = null;
  private readonly seen = new Map<number, number>();
  private rows: ResultRow[] = [];
  private view: TallyView = { pass: 0, fail: 0, rows: [], ready: false };
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly day: string,
    private readonly limit = RECENT_ROWS,
  ) {}

  getView = (): TallyView => this.view;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Today's reports as the station log answered them (newest first), and the totals when the list was cut short. */
  baseline(rows: readonly StationLogRow[], totals?: { pass: number; fail: number }): void {
    const count = (r: number) => rows.filter((x) => x.result === r).length;
    this.base = {
      pass: totals?.pass ?? count(1),
      fail: totals?.fail ?? count(2),
      maxId: rows.reduce((m, r) => Math.max(m, r.id), 0),
    };
    for (const r of [...rows].reverse().slice(-this.limit)) {
      if (!this.rows.some((x) => x.station_log_id === r.id)) {
        this.add({
          key: `log:${r.id}`,
          sn: r.sn,
          at: Date.parse(r.created_at),
          state: r.result === 2 ? 'fail' : 'pass',
          late: false,
          station_log_id: r.id,
        });
      }
    }
    this.publish();
  }

  /** A scan was taken: shown at once as waiting until its outcome comes. */
  scanned(key: string, sn: string, at: number): void {
    this.add({ key, sn, at, state: 'queued', late: false });
    this.publish();
  }

  /** The outcome of a scan; `late` when it was sent from the offline queue. */
  outcome(key: string, sn: string, outcome: Outcome, late: boolean): void {
    let row: ResultRow = this.rows.find((r) => r.key === key) ?? { key, sn, at: Date.now(), state: 'queued', late };
    if (outcome.kind === 'verdict') {
      const a = outcome.answer;
      this.count(a.station_log_id, a.result);
      this.rows = this.rows.filter((r) => r.key !== `log:${a.station_log_id}`);
      row = {
        ...row,
        state: a.verdict,
        late,
        station_log_id: a.station_log_id,
        next: a.next_station?.fnumber ?? null,
        done: a.done,
        repeated: a.repeated,
      };
    } else if (outcome.kind === 'refused') {
      row = { ...row, state: 'refused', late, err: outcome.err, msg: outcome.msg };
    }
    this.add(row);
    this.publish();
  }

  /** Reports pushed through the station's room. */
  reports(list: readonly ReportSummary[]): void {
    for (const r of list) {
      const at = Date.parse(r.at);
      if (localDay(at) !== this.day) continue;
      this.count(r.station_log_id, r.result);
      if (!this.rows.some((x) => x.station_log_id === r.station_log_id)) {
        this.add({
          key: `log:${r.station_log_id}`,
          sn: r.sn,
          at,
          state: r.result === 2 ? 'fail' : 'pass',
          late: false,
          station_log_id: r.station_log_id,
        });
      }
    }
    this.publish();
  }

  private count(id: number, result: number): void {
    if (result === 1 || result === 2) this.seen.set(id, result);
  }

  // Newest first; rows still waiting are never pushed out.
  private add(row: ResultRow): void {
    const others = this.rows.filter((r) => r.key !== row.key);
    const all = [row, ...others].sort((a, b) => b.at - a.at);
    const waiting = all.filter((r) => r.state === 'queued');
    const done = all.filter((r) => r.state !== 'queued').slice(0, this.limit);
    this.rows = [...waiting, ...done].sort((a, b) => b.at - a.at);
  }

  private publish(): void {
    const maxId = this.base?.maxId ?? Number.MAX_SAFE_INTEGER;
    let pass = this.base?.pass ?? 0;
    let fail = this.base?.fail ?? 0;
    for (const [id, result] of this.seen) {
      if (id <= maxId) continue;
      if (result === 1) pass += 1;
      else fail += 1;
    }
    this.view = { pass, fail, rows: this.rows, ready: this.base !== null };
    for (const fn of [...this.listeners]) fn();
  }
}

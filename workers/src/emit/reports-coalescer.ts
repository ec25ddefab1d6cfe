import type { ReportsDelta } from '@mes/contracts';
import type { RoomPublisher } from './room-publisher';

type Pending = { data: ReportsDelta; done: Promise<void>; resolve: () => void; reject: (e: Error) => void };

// The reports' deltas coalesced per room before they are numbered and published: a room whose last delta left more
// than windowMs ago gets the new one at once (a quiet line waits for nothing); what arrives for it within the window
// is merged into one delta sent when the window ends. A delta costs a write to every socket of its room, so this
// bounds the messages per room to 1000 / windowMs a second however often the relay runs, for at most windowMs more.
// Merged before numbering, so the room's seq stays without holes. windowMs 0 publishes every delta at once.
export class ReportsCoalescer {
  private readonly pending = new Map<string, Pending>();
  private readonly lastSent = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly publisher: RoomPublisher,
    private readonly windowMs: number,
  ) {}

  /** Settles once every room's delta (merged or not) was published. */
  add(messages: { room: string; data: ReportsDelta }[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const m of messages) {
      const held = this.pending.get(m.room);
      if (held) {
        held.data = mergeDeltas(held.data, m.data);
        waits.push(held.done);
        continue;
      }
      let resolve!: () => void;
      let reject!: (e: Error) => void;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.pending.set(m.room, { data: m.data, done, resolve, reject });
      waits.push(done);
    }
    this.flush();
    return Promise.all(waits).then(() => undefined);
  }

  /** Publishes the rooms whose window ended (in one round of Redis calls), then waits for the next one. */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = Date.now();
    const due: [string, Pending][] = [];
    let next = Infinity;
    for (const [room, p] of this.pending) {
      const at = (this.lastSent.get(room) ?? -Infinity) + this.windowMs;
      if (at <= now) due.push([room, p]);
      else next = Math.min(next, at);
    }
    for (const [room] of due) {
      this.pending.delete(room);
      this.lastSent.set(room, now);
    }
    if (due.length > 0)
      void this.publisher
        .publishMany(
          'reports.applied',
          due.map(([room, p]) => ({ room, data: p.data })),
        )
        .then(
          () => due.forEach(([, p]) => p.resolve()),
          (e: Error) => due.forEach(([, p]) => p.reject(e)),
        );
    if (next < Infinity) this.timer = setTimeout(() => this.flush(), next - now);
    // rooms quiet for long are forgotten: the map holds the rooms of the last minute
    if (this.lastSent.size > 10_000)
      for (const [room, at] of this.lastSent) if (at < now - 60_000) this.lastSent.delete(room);
  }

  /** Publishes whatever waits (shutdown). */
  async close(): Promise<void> {
    this.lastSent.clear();
    const all = [...this.pending.values()].map((p) => p.done.catch(() => undefined));
    this.flush();
    await Promise.all(all);
  }
}

/** Two deltas of one room as one: the reports of both, each counter row at its newest (highest rev). */
export function mergeDeltas(a: ReportsDelta, b: ReportsDelta): ReportsDelta {
  const newest = <T extends { rev: number }>(rows: T[], key: (r: T) => string) => {
    const by = new Map<string, T>();
    for (const r of rows) {
      const k = key(r);
      const held = by.get(k);
      if (!held || r.rev >= held.rev) by.set(k, r);
    }
    return [...by.values()];
  };
  return {
    reports: [...a.reports, ...b.reports],
    stations: newest([...a.stations, ...b.stations], (s) => `${s.worder_id}|${s.station_id}`),
    line_hours: newest([...a.line_hours, ...b.line_hours], (h) => `${h.product_line_id}|${h.hour}`),
    progress: newest([...a.progress, ...b.progress], (p) => String(p.worder_id)),
  };
}

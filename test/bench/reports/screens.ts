import type { ReportsDelta, RoomDelta } from '@mes/contracts';
import { percentile } from './load';
import { openScreenSocket, type ScreenSocket } from './screen-socket';
import type { Sample } from './tail-profile';

type Stage = { p50: number; p99: number; slowMean: number };
export type StageSplit = { answer: Stage; publish: Stage; deliver: Stage };

// N boards, each in one line room, recording when each report's delta arrives.
export class Screens {
  private sockets: ScreenSocket[] = [];
  private readonly sentAt = new Map<string, number>();
  private readonly seen: Set<string>[] = [];
  readonly latencies: number[] = [];
  /** each first delivery: when its report left and how long it took to reach this screen */
  readonly samples: Sample[] = [];
  /** each first delivery on a sampled screen: the report's key, when its delta was published and when it arrived */
  private readonly deliveries: { key: string; published: number; arrived: number }[] = [];
  private readonly answeredAt = new Map<string, number>();
  received = 0;
  /** socket messages (deltas) received by all the screens: what the fan-out wrote */
  messages = 0;
  doubled = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  /** `count` screens, spread over the line rooms and, when several servers run, over the servers */
  async connect(count: number, lineIds: number[], urls: string[] = [this.url]): Promise<void> {
    for (let i = 0; i < count; i++) {
      const seen = new Set<string>();
      // one screen a room keeps its samples: enough for the tail profile, without millions of them
      const sampled = i < lineIds.length;
      this.seen.push(seen);
      const onDelta = (d: RoomDelta) => {
        const now = Date.now();
        this.messages++;
        for (const r of (d.data as ReportsDelta).reports) {
          const key = `${r.sn}|${r.station_id}`;
          this.received++;
          if (seen.has(key)) {
            this.doubled++;
            continue;
          }
          seen.add(key);
          const at = this.sentAt.get(key);
          if (at !== undefined) {
            this.latencies.push(now - at);
            if (sampled) this.samples.push({ at, ms: now - at });
          }
          if (sampled && d.at !== undefined) this.deliveries.push({ key, published: d.at, arrived: now });
        }
      };
      const room = `line:${lineIds[i % lineIds.length]}`;
      this.sockets.push(await openScreenSocket(urls[i % urls.length], this.token, room, onDelta));
    }
  }

  sent(sn: string, station: number, at: number): void {
    this.sentAt.set(`${sn}|${station}`, at);
  }

  answered(key: string, at: number): void {
    this.answeredAt.set(key, at);
  }

  /**
   * Where report-to-screen time goes, on the sampled screens: sent to answered (the HTTP call and its commit),
   * answered to published (the outbox relay, its transaction and the room's coalescing) and published to the screen
   * (Redis, the server's adapter and sockets, the screen's own thread); p50 and p99 of each, and their means over the
   * slowest 1 % of deliveries.
   */
  stages(): StageSplit | null {
    const rows: [number, number, number][] = [];
    for (const d of this.deliveries) {
      const sent = this.sentAt.get(d.key);
      const answered = this.answeredAt.get(d.key);
      if (sent === undefined || answered === undefined) continue;
      rows.push([answered - sent, d.published - answered, d.arrived - d.published]);
    }
    if (rows.length === 0) return null;
    const col = (i: number) => rows.map((r) => r[i]).sort((a, b) => a - b);
    const slow = [...rows]
      .sort((a, b) => b[0] + b[1] + b[2] - (a[0] + a[1] + a[2]))
      .slice(0, Math.ceil(rows.length / 100));
    const mean = (i: number) => slow.reduce((a, r) => a + r[i], 0) / slow.length;
    const stage = (i: number) => ({ p50: percentile(col(i), 50), p99: percentile(col(i), 99), slowMean: mean(i) });
    return { answer: stage(0), publish: stage(1), deliver: stage(2) };
  }

  // Per screen, the accepted reports of its line that never arrived.
  lost(acceptedPerLine: Map<number, Set<string>>, lineIds: number[]): number {
    let lost = 0;
    this.seen.forEach((seen, i) => {
      for (const key of acceptedPerLine.get(lineIds[i % lineIds.length]) ?? []) if (!seen.has(key)) lost++;
    });
    return lost;
  }

  p(pct: number): number {
    return percentile(
      [...this.latencies].sort((a, b) => a - b),
      pct,
    );
  }

  close(): void {
    for (const s of this.sockets) s.close();
  }
}

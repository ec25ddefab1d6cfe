import { io, type Socket } from 'socket.io-client';
import type { ReportsDelta, RoomDelta } from '@mes/contracts';
import { percentile } from './load';
import type { Sample } from './tail-profile';

// N boards, each in one line room, recording when each report's delta arrives.
export class Screens {
  private sockets: Socket[] = [];
  private readonly sentAt = new Map<string, number>();
  private readonly seen: Set<string>[] = [];
  readonly latencies: number[] = [];
  /** each first delivery: when its report left and how long it took to reach this screen */
  readonly samples: Sample[] = [];
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
      const socket = io(urls[i % urls.length], {
        auth: { token: this.token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      const seen = new Set<string>();
      // one screen a room keeps its samples: enough for the tail profile, without millions of them
      const sampled = i < lineIds.length;
      this.seen.push(seen);
      socket.on('delta', (d: RoomDelta) => {
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
        }
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      await socket.timeout(10_000).emitWithAck('join', { room: `line:${lineIds[i % lineIds.length]}` });
      this.sockets.push(socket);
    }
  }

  sent(sn: string, station: number, at: number): void {
    this.sentAt.set(`${sn}|${station}`, at);
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

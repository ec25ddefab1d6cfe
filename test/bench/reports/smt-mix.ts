import { io, type Socket } from 'socket.io-client';
import type { RoomDelta, SmtFeedingStepEvent } from '@mes/contracts';
import type { ApiClient } from '../../support/api-client';
import { FEEDING, MATERIALS, PM, SmtFixture, type MaterialKey, type SlotSpec } from '../../integration/smt-fixtures';
import type { HubEnv } from '../../../scripts/lib/hub';
import { percentile } from './load';

export type MixResult = {
  feeding_scans: number;
  feeding_per_s: number;
  feeding_http_p50_ms: number;
  feeding_http_p99_ms: number;
  feeding_screen_p50_ms: number;
  feeding_screen_p99_ms: number;
  feeding_refused: number;
  feeding_lost: number;
  feeding_doubled: number;
  moves: number;
  moves_per_s: number;
  move_http_p99_ms: number;
  move_screen_p99_ms: number;
  moves_lost: number;
  moves_logged: number;
  feeding_logged: number;
};

type Running = { feedingId: number; orderId: number; cert: string; slots: { slot: string; key: MaterialKey }[] };

const SLOTS_PER_FEEDING = 20;
const p = (xs: number[], pct: number) =>
  +percentile(
    [...xs].sort((a, b) => a - b),
    pct,
  ).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The SMT side of the event mix: feedings of running SMT orders taking splices and their checks (two reel scans a
// splice, each verified and pushed to the rooms smt_order:<id> and line:<id>), and the SMT line's queue reordered by
// scheduling moves (each pushed to line:<id>), while the station reports run. A socket in those rooms times every
// scan and move from send to delta and counts the ones lost or doubled; the database counts what was logged.
export class SmtMix {
  private socket: Socket | null = null;
  private scanSent = new Map<string, number>();
  private scanSeen = new Map<string, number>();
  private scanScreen: number[] = [];
  private moveSent: number[] = [];
  private moveScreen: number[] = [];
  private movesSeen = 0;
  private n = 0;

  private constructor(
    private readonly fx: SmtFixture,
    private readonly api: ApiClient,
    private readonly running: Running[],
    private readonly queue: number[],
  ) {}

  /** `feedings` SMT orders on the demo SMT line, each with a feeding loaded and checked (working), all in the line's queue. */
  static async open(url: string, env: HubEnv, api: ApiClient, feedings: number): Promise<SmtMix> {
    const fx = await SmtFixture.open({ baseUrl: url, env, stop: async () => undefined }, api);
    const slots: SlotSpec[] = Array.from({ length: SLOTS_PER_FEEDING }, (_, i) => [
      `M-${String(i + 1).padStart(2, '0')}`,
      MATERIALS[i % MATERIALS.length],
    ]);
    const running: Running[] = [];
    for (let f = 0; f < feedings; f++) {
      const { order, feeding } = await fx.newFeeding(slots);
      const cert = await fx.prepare(feeding.id);
      for (const step of ['scanning', 'scan_checking'] as const) {
        for (const [slot, key] of slots) {
          const a = await fx.reel(step, feeding.id, cert, slot, key);
          if (a.err !== 0) throw new Error(`mix setup ${step} ${slot}: ${a.msg}`);
        }
      }
      await api.ok(`${PM}/production_scheduling/append`, { product_line_id: fx.smtLineId, smt_order_id: order.id });
      running.push({
        feedingId: feeding.id,
        orderId: order.id,
        cert,
        slots: slots.map(([slot, key]) => ({ slot, key })),
      });
    }
    const queue = (
      await fx.db.query('SELECT id FROM production_scheduling WHERE product_line_id = $1 ORDER BY position', [
        fx.smtLineId,
      ])
    ).rows.map((r) => r.id as number);
    return new SmtMix(fx, api, running, queue);
  }

  async listen(url: string, token: string): Promise<void> {
    const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
    socket.on('delta', (d: RoomDelta) => {
      const now = Date.now();
      if (d.event === 'smt_feeding.step' && d.room.startsWith('smt_order:')) {
        const key = (d.data as SmtFeedingStepEvent).barcode ?? '';
        this.scanSeen.set(key, (this.scanSeen.get(key) ?? 0) + 1);
        const at = this.scanSent.get(key);
        if (at !== undefined && this.scanSeen.get(key) === 1) this.scanScreen.push(now - at);
      } else if (d.event === 'scheduling.changed' && d.room.startsWith('line:')) {
        const at = this.moveSent[this.movesSeen++];
        if (at !== undefined) this.moveScreen.push(now - at);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    for (const r of this.running) await socket.timeout(10_000).emitWithAck('join', { room: `smt_order:${r.orderId}` });
    await socket.timeout(10_000).emitWithAck('join', { room: `line:${this.fx.smtLineId}` });
    this.socket = socket;
  }

  /** `seconds` of splices and their checks at about `scansPerS` in all, and a queue move every 1/`movesPerS` s. */
  async run(seconds: number, scansPerS: number, movesPerS: number): Promise<MixResult> {
    this.scanSent = new Map();
    this.scanSeen = new Map();
    this.scanScreen = [];
    this.moveSent = [];
    this.moveScreen = [];
    this.movesSeen = 0;
    const before = await this.counts();
    const http: number[] = [];
    const moveHttp: number[] = [];
    let refused = 0;
    let moves = 0;
    const started = performance.now();
    const end = started + seconds * 1000;
    const perFeedingGap = (1000 * this.running.length) / scansPerS;
    const feedLoop = async (r: Running) => {
      let k = 0;
      while (performance.now() < end) {
        const { slot, key } = r.slots[k++ % r.slots.length];
        for (const step of ['splicing', 'splice_checking'] as const) {
          const barcode = `MIX-${++this.n}`;
          const t0 = performance.now();
          this.scanSent.set(barcode, Date.now());
          const a = await this.api.call(`${FEEDING}/${step}`, {
            id: r.feedingId,
            work_cert: r.cert,
            slot,
            barcode,
            fnumber: this.fx.items[key].fnumber,
          });
          http.push(performance.now() - t0);
          if (a.err !== 0) {
            refused++;
            this.scanSent.delete(barcode);
          }
          const next = t0 + perFeedingGap;
          if (next > performance.now()) await sleep(next - performance.now());
        }
      }
    };
    const moveLoop = async () => {
      // the last of the queue to the front, again and again: every move changes the queue
      while (performance.now() < end) {
        const t0 = performance.now();
        const last = this.queue.pop()!;
        this.queue.unshift(last);
        this.moveSent.push(Date.now());
        await this.api.ok(`${PM}/production_scheduling/move`, { id: last, to_position: 1 });
        moveHttp.push(performance.now() - t0);
        moves++;
        const next = t0 + 1000 / movesPerS;
        if (next > performance.now()) await sleep(next - performance.now());
      }
    };
    await Promise.all([...this.running.map(feedLoop), moveLoop()]);
    const took = (performance.now() - started) / 1000;
    await sleep(3000);
    const accepted = [...this.scanSent.keys()];
    const after = await this.counts();
    return {
      feeding_scans: accepted.length,
      feeding_per_s: Math.round(accepted.length / took),
      feeding_http_p50_ms: p(http, 50),
      feeding_http_p99_ms: p(http, 99),
      feeding_screen_p50_ms: p(this.scanScreen, 50),
      feeding_screen_p99_ms: p(this.scanScreen, 99),
      feeding_refused: refused,
      feeding_lost: accepted.filter((b) => !this.scanSeen.has(b)).length,
      feeding_doubled: [...this.scanSeen.values()].filter((c) => c > 1).length,
      moves,
      moves_per_s: +(moves / took).toFixed(1),
      move_http_p99_ms: p(moveHttp, 99),
      move_screen_p99_ms: p(this.moveScreen, 99),
      moves_lost: moves - Math.min(moves, this.movesSeen),
      moves_logged: after.moves - before.moves,
      feeding_logged: after.scans - before.scans,
    };
  }

  /** the mix's feeding scans and queue moves logged so far */
  private async counts(): Promise<{ scans: number; moves: number }> {
    const ids = this.running.map((r) => r.feedingId);
    const scans = await this.fx.db.query(
      `SELECT count(*)::int AS n FROM smt_feeding_log WHERE smt_feeding_id = ANY($1) AND barcode LIKE 'MIX-%'`,
      [ids],
    );
    const moves = await this.fx.db.query(
      'SELECT count(*)::int AS n FROM production_scheduling_log WHERE product_line_id = $1 AND from_position IS NOT NULL AND to_position = 1',
      [this.fx.smtLineId],
    );
    return { scans: scans.rows[0].n as number, moves: moves.rows[0].n as number };
  }

  async close(): Promise<void> {
    this.socket?.close();
    await this.fx.close();
  }
}

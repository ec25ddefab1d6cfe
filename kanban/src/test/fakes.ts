import type { JoinAnswer, LineHour, ReportsDelta, RoomDelta, StationCounters, WorderProgress } from '@mes/contracts';
import type { SocketLike } from '../live/room-client';

type Fn = (...args: never[]) => void;
type Ack = (answer: JoinAnswer) => void;

/** A socket.io socket without a server: the test plays the server (connects, answers joins, pushes deltas). */
export class FakeSocket implements SocketLike {
  connected = false;
  active = true;
  connectCalls = 0;
  readonly emitted: { event: string; body: unknown; ack?: Ack }[] = [];
  private readonly handlers = new Map<string, Set<Fn>>();

  on(event: string, fn: Fn): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }

  off(event: string, fn?: Fn): this {
    if (fn) this.handlers.get(event)?.delete(fn);
    else this.handlers.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, body: args[0], ack: args[1] as Ack | undefined });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    const was = this.connected;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  listens(event: string): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  fire(event: string, ...args: unknown[]): void {
    for (const fn of [...(this.handlers.get(event) ?? [])]) (fn as (...a: unknown[]) => void)(...args);
  }

  joins(room?: string): { event: string; body: unknown; ack?: Ack }[] {
    return this.emitted.filter((e) => e.event === 'join' && (!room || (e.body as { room: string }).room === room));
  }

  /** Answers the latest join of a room. */
  answer(room: string, answer: JoinAnswer): void {
    const last = this.joins(room).at(-1);
    if (!last?.ack) throw new Error(`no join of ${room} to answer`);
    last.ack(answer);
  }
}

export function counters(worderId: number, stationId: number, p: Partial<StationCounters> = {}): StationCounters {
  return { worder_id: worderId, station_id: stationId, pass: 0, fail: 0, first_pass_total: 0, first_pass_pass: 0, wip: 0, rev: 1, ...p };
}

export function hour(lineId: number, iso: string, p: Partial<LineHour> = {}): LineHour {
  return { product_line_id: lineId, hour: iso, pass: 0, fail: 0, output: 0, rev: 1, ...p };
}

type ReportParts = {
  worder_id: number;
  product_line_id: number;
  station_id?: number;
  stations?: StationCounters[];
  line_hour?: LineHour;
  progress?: WorderProgress;
};

/** One report as the worker batches it ('reports.applied'): the report and the rows it changed. */
export function report(p: ReportParts): ReportsDelta {
  const at = new Date().toISOString();
  return {
    reports: [{ station_log_id: 1, sn: 'SN1', result: 1, worder_id: p.worder_id, station_id: p.station_id ?? 11, product_line_id: p.product_line_id, at }],
    stations: p.stations ?? [],
    line_hours: [p.line_hour ?? hour(p.product_line_id, at)],
    progress: [p.progress ?? { worder_id: p.worder_id, started: 0, finished: 0, failed: 0, last_report_at: null, rev: 1 }],
  };
}

export function delta(room: string, seq: number, data: ReportsDelta): RoomDelta {
  return { room, seq, event: 'reports.applied', data };
}

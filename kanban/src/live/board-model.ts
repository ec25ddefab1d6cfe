import type {
  LineHour,
  LineRow,
  ReportsDelta,
  RoomDelta,
  StationCounters,
  StationRow,
  WorderProgress,
} from '@mes/contracts';
import { smtOrderModel, type SmtBoardData } from './smt-model';
import { num, str, type RoomModel } from '@mes/client';
import { isRecord } from '@mes/contracts';

// Board data of the line, worder and station rooms (their snapshots: contracts/src/snapshots.ts) and how a
// 'reports.applied' delta moves it: each row keeps the value with the highest rev, so a repeated delta changes nothing.

export const MAX_HOURS = 48;
export const MAX_ORDERS = 60;
export const MAX_STATION_ROWS = 200;

export type LineInfo = LineRow;
export type OrderInfo = {
  id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_line_id: number | null;
  workflow_id: number | null;
};
export type FlowStep = { seq: number; station_id: number; fnumber: string; fname: string };
export type StationInfo = StationRow;

export type OrderState = {
  id: number;
  info: OrderInfo | null;
  progress: WorderProgress;
  /** counters per station id */
  stations: Record<number, StationCounters>;
  steps: FlowStep[];
};

export type LineData = { line: LineInfo | null; hours: LineHour[]; orders: Record<number, OrderState> };
export type WorderData = { order: OrderState; /** hours of the order's line, from the deltas */ hours: LineHour[] };
export type StationData = { station: StationInfo | null; counters: Record<number, StationCounters>; hours: LineHour[] };

// --- parsing the untrusted snapshot rows ---

export function hourKey(hour: string): string {
  const t = Date.parse(hour);
  return Number.isFinite(t) ? new Date(t).toISOString() : hour;
}

export function parseHour(v: unknown): LineHour | null {
  if (!isRecord(v) || v.hour === undefined || v.hour === null) return null;
  const hour = v.hour instanceof Date ? v.hour.toISOString() : hourKey(str(v.hour));
  return {
    product_line_id: num(v.product_line_id),
    hour,
    pass: num(v.pass),
    fail: num(v.fail),
    output: num(v.output),
    rev: num(v.rev),
  };
}

export function parseCounters(v: unknown): StationCounters | null {
  if (!isRecord(v) || v.station_id === undefined) return null;
  return {
    worder_id: num(v.worder_id),
    station_id: num(v.station_id),
    pass: num(v.pass),
    fail: num(v.fail),
    first_pass_total: num(v.first_pass_total),
    first_pass_pass: num(v.first_pass_pass),
    wip: num(v.wip),
    rev: num(v.rev),
  };
}

export function emptyProgress(worderId: number): WorderProgress {
  return { worder_id: worderId, started: 0, finished: 0, failed: 0, last_report_at: null, rev: 0 };
}

export function parseProgress(v: unknown, worderId: number): WorderProgress {
  if (!isRecord(v)) return emptyProgress(worderId);
  return {
    worder_id: num(v.worder_id, worderId),
    started: num(v.started),
    finished: num(v.finished),
    failed: num(v.failed),
    last_report_at: typeof v.last_report_at === 'string' ? v.last_report_at : null,
    rev: num(v.rev),
  };
}

export function parseOrderInfo(v: unknown): OrderInfo | null {
  if (!isRecord(v) || v.id === undefined) return null;
  return {
    id: num(v.id),
    fbillno: str(v.fbillno),
    fqty: num(v.fqty),
    status: num(v.status),
    product_line_id: v.product_line_id === undefined || v.product_line_id === null ? null : num(v.product_line_id),
    workflow_id: v.workflow_id === undefined || v.workflow_id === null ? null : num(v.workflow_id),
  };
}

/** Flow steps from any of the shapes an answer may carry: `{ seq, id, fnumber, fname }` or `{ seq, station_id, station }`. */
export function parseSteps(v: unknown): FlowStep[] {
  if (!Array.isArray(v)) return [];
  const steps: FlowStep[] = [];
  v.forEach((s, i) => {
    if (!isRecord(s)) return;
    const station = isRecord(s.station) ? s.station : s;
    const id = num(s.station_id, num(station.id, NaN));
    if (!Number.isFinite(id)) return;
    steps.push({ seq: num(s.seq, i + 1), station_id: id, fnumber: str(station.fnumber), fname: str(station.fname) });
  });
  return steps.sort((a, b) => a.seq - b.seq);
}

function byId<T extends { station_id: number }>(rows: unknown[], parse: (v: unknown) => T | null): Record<number, T> {
  const out: Record<number, T> = {};
  for (const r of rows) {
    const p = parse(r);
    if (p) out[p.station_id] = p;
  }
  return out;
}

// --- keeping the highest rev ---

export function newer<T extends { rev: number }>(old: T | undefined, next: T): T {
  return old !== undefined && old.rev > next.rev ? old : next;
}

/** Hours merged by hour (highest rev wins), in time order, the newest MAX_HOURS kept. */
export function mergeHours(hours: LineHour[], more: LineHour[]): LineHour[] {
  const map = new Map<string, LineHour>();
  for (const h of [...hours, ...more]) {
    const key = hourKey(h.hour);
    map.set(key, newer(map.get(key), { ...h, hour: key }));
  }
  const sorted = [...map.values()].sort((a, b) => Date.parse(a.hour) - Date.parse(b.hour));
  return sorted.length > MAX_HOURS ? sorted.slice(sorted.length - MAX_HOURS) : sorted;
}

function mergeStations(
  stations: Record<number, StationCounters>,
  rows: StationCounters[],
  worderId: number,
): Record<number, StationCounters> {
  const mine = rows.filter((r) => r.worder_id === worderId);
  if (mine.length === 0) return stations;
  const next = { ...stations };
  for (const r of mine) next[r.station_id] = newer(next[r.station_id], r);
  return next;
}

/** The order's rows of a delta: its progress and its station counters (highest rev wins). */
export function applyToOrder(order: OrderState, d: ReportsDelta): OrderState {
  let progress = order.progress;
  for (const p of d.progress) if (p.worder_id === order.id) progress = newer(progress, p);
  const stations = mergeStations(order.stations, d.stations, order.id);
  return progress === order.progress && stations === order.stations ? order : { ...order, progress, stations };
}

const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * The reports of a delta in the batched shape ('reports.applied'); a single report of an older worker
 * ('report.applied': one stations list, one line_hour, one progress) is read as a batch of one.
 */
export function reportsOf(delta: RoomDelta): ReportsDelta | null {
  const data: unknown = delta.data;
  if (!isRecord(data)) return null;
  const event: string = delta.event;
  if (event === 'reports.applied') {
    return {
      reports: arr(data.reports),
      stations: arr(data.stations),
      line_hours: arr(data.line_hours),
      progress: arr(data.progress),
    };
  }
  if (event === 'report.applied') {
    return {
      reports: [],
      stations: arr(data.stations),
      line_hours: isRecord(data.line_hour) ? [data.line_hour as LineHour] : [],
      progress: isRecord(data.progress) ? [data.progress as WorderProgress] : [],
    };
  }
  return null;
}

/** The orders a delta touches. */
function ordersOf(d: ReportsDelta): number[] {
  return [
    ...new Set([
      ...d.progress.map((p) => p.worder_id),
      ...d.stations.map((s) => s.worder_id),
      ...d.reports.map((r) => r.worder_id),
    ]),
  ];
}

function boundOrders(orders: Record<number, OrderState>): Record<number, OrderState> {
  const list = Object.values(orders);
  if (list.length <= MAX_ORDERS) return orders;
  const keep = list
    .sort(
      (a, b) =>
        (Date.parse(b.progress.last_report_at ?? '') || 0) - (Date.parse(a.progress.last_report_at ?? '') || 0) ||
        b.id - a.id,
    )
    .slice(0, MAX_ORDERS);
  return Object.fromEntries(keep.map((o) => [o.id, o]));
}

export function newOrder(id: number): OrderState {
  return { id, info: null, progress: emptyProgress(id), stations: {}, steps: [] };
}

// --- the three room models ---

export const lineModel: RoomModel<LineData> = {
  fromSnapshot(s) {
    const o = isRecord(s) ? s : {};
    const line = isRecord(o.line)
      ? { id: num(o.line.id), fnumber: str(o.line.fnumber), fname: str(o.line.fname), line_type: str(o.line.line_type) }
      : null;
    const hours = mergeHours(
      [],
      (Array.isArray(o.hours) ? o.hours : []).map(parseHour).filter((h): h is LineHour => h !== null),
    );
    const orders: Record<number, OrderState> = {};
    for (const row of Array.isArray(o.orders) ? o.orders : []) {
      const info = parseOrderInfo(row);
      if (!info || !isRecord(row)) continue;
      orders[info.id] = {
        id: info.id,
        info,
        progress: parseProgress(row.progress, info.id),
        stations: byId(Array.isArray(row.stations) ? row.stations : [], parseCounters),
        steps: parseSteps(row.steps),
      };
    }
    return { line, hours, orders: boundOrders(orders) };
  },
  apply(data, delta) {
    const d = reportsOf(delta);
    if (!d) return data;
    const orders = { ...data.orders };
    for (const id of ordersOf(d)) orders[id] = applyToOrder(orders[id] ?? newOrder(id), d);
    const lineId = data.line?.id;
    const hours = d.line_hours.filter((h) => lineId === undefined || h.product_line_id === lineId);
    return {
      ...data,
      hours: hours.length > 0 ? mergeHours(data.hours, hours) : data.hours,
      orders: boundOrders(orders),
    };
  },
};

export const worderModel: RoomModel<WorderData> = {
  fromSnapshot(s) {
    const o = isRecord(s) ? s : {};
    const info = parseOrderInfo(o.worder);
    const id = info?.id ?? 0;
    const stations = byId(Array.isArray(o.stations) ? o.stations : [], parseCounters);
    return {
      order: { id, info, progress: parseProgress(o.progress, id), stations, steps: parseSteps(o.steps) },
      hours: [],
    };
  },
  apply(data, delta) {
    const d = reportsOf(delta);
    if (!d || !ordersOf(d).includes(data.order.id)) return data;
    const lineId = data.order.info?.product_line_id;
    const hours = d.line_hours.filter((h) => lineId === null || lineId === undefined || h.product_line_id === lineId);
    return { order: applyToOrder(data.order, d), hours: mergeHours(data.hours, hours) };
  },
};

export const stationModel: RoomModel<StationData> = {
  fromSnapshot(s) {
    const o = isRecord(s) ? s : {};
    const st = isRecord(o.station) ? o.station : null;
    const station = st
      ? {
          id: num(st.id),
          fnumber: str(st.fnumber),
          fname: str(st.fname),
          product_line_id: st.product_line_id === null ? null : num(st.product_line_id),
        }
      : null;
    const counters: Record<number, StationCounters> = {};
    for (const r of Array.isArray(o.orders) ? o.orders : []) {
      const c = parseCounters(r);
      if (c) counters[c.worder_id] = c;
    }
    return { station, counters, hours: [] };
  },
  apply(data, delta) {
    const d = reportsOf(delta);
    if (!d) return data;
    const stationId = data.station?.id ?? d.reports[0]?.station_id;
    const counters = { ...data.counters };
    for (const r of d.stations)
      if (stationId === undefined || r.station_id === stationId)
        counters[r.worder_id] = newer(counters[r.worder_id], r);
    // the newest orders' rows (the highest ids) when there are too many
    const rows = Object.entries(counters);
    const kept =
      rows.length > MAX_STATION_ROWS ? Object.fromEntries(rows.slice(rows.length - MAX_STATION_ROWS)) : counters;
    return { ...data, counters: kept, hours: mergeHours(data.hours, d.line_hours) };
  },
};

export const emptyModel: RoomModel<unknown> = { fromSnapshot: (s) => s, apply: (data) => data };

export type RoomDataOf<R extends string> = R extends `line:${string}`
  ? LineData
  : R extends `worder:${string}`
    ? WorderData
    : R extends `station:${string}`
      ? StationData
      : R extends `smt_order:${string}`
        ? SmtBoardData
        : unknown;

export function modelOf(room: string): RoomModel<unknown> {
  const kind = room.split(':')[0];
  if (kind === 'line') return lineModel as RoomModel<unknown>;
  if (kind === 'worder') return worderModel as RoomModel<unknown>;
  if (kind === 'station') return stationModel as RoomModel<unknown>;
  if (kind === 'smt_order') return smtOrderModel as RoomModel<unknown>;
  return emptyModel;
}

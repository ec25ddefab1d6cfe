import type { LineData } from './board-model';
import type { OrderSummary, WipRow } from './kanban-data';
import { fpyOf } from './metrics';

// A list's rows, fetched once, with the numbers of the orders their line room holds: those move live.

export function liveOrder(o: OrderSummary, line: LineData | null | undefined): OrderSummary {
  const live = line?.orders[o.id];
  if (!live) return o;
  const rows = Object.values(live.stations);
  const moved = live.progress.rev > 0 || rows.length > 0;
  if (!moved) return o;
  return {
    ...o,
    started: live.progress.started,
    finished: live.progress.finished,
    failed: live.progress.failed,
    last_report_at: live.progress.last_report_at,
    pass: rows.reduce((n, r) => n + r.pass, 0),
    fail: rows.reduce((n, r) => n + r.fail, 0),
    wip: rows.reduce((n, r) => n + r.wip, 0),
    fpy: fpyOf(rows),
  };
}

export function liveWip(w: WipRow, line: LineData | null | undefined): WipRow {
  const live = line?.orders[w.worder_id];
  if (!live || Object.keys(live.stations).length === 0) return w;
  const stations = w.stations.map((s) => ({ ...s, wip: live.stations[s.station_id]?.wip ?? s.wip }));
  return { ...w, stations, wip: Object.values(live.stations).reduce((n, r) => n + r.wip, 0) };
}

/** Ids of orders a line room knows and the list does not (an order started since): time to fetch the list again. */
export function unknownOrders(listIds: number[], lines: (LineData | null | undefined)[]): number[] {
  const known = new Set(listIds);
  const out: number[] = [];
  for (const l of lines)
    for (const id of Object.keys(l?.orders ?? {})) if (!known.has(Number(id))) out.push(Number(id));
  return out;
}

import type { LineHour, StationCounters } from '@mes/contracts';
import type { FlowStep, OrderState } from './board-model';

// The numbers a board shows, derived from its room data and the client's clock (local time for "today").

export type Totals = { output: number; pass: number; fail: number };

export function isSameLocalDay(iso: string, now: Date): boolean {
  const d = new Date(iso);
  return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
}

export function todayTotals(hours: LineHour[], now: Date): Totals {
  const t: Totals = { output: 0, pass: 0, fail: 0 };
  for (const h of hours) {
    if (!isSameLocalDay(h.hour, now)) continue;
    t.output += h.output;
    t.pass += h.pass;
    t.fail += h.fail;
  }
  return t;
}

/** pass / (pass + fail), or null when nothing was tested. */
export function yieldOf(pass: number, fail: number): number | null {
  return pass + fail > 0 ? pass / (pass + fail) : null;
}

/** First-pass yield of a flow: the product of every station's first-pass rate (rolled throughput yield). */
export function fpyOf(stations: StationCounters[]): number | null {
  const tested = stations.filter((s) => s.first_pass_total > 0);
  if (tested.length === 0) return null;
  return tested.reduce((p, s) => p * (s.first_pass_pass / s.first_pass_total), 1);
}

export function percent(v: number | null, digits = 1): string {
  return v === null ? '—' : `${(v * 100).toFixed(digits)}%`;
}

export type StationRow = {
  station_id: number;
  label: string;
  wip: number;
  pass: number;
  fail: number;
  fpy: number | null;
};

function labelOf(step: FlowStep | undefined, id: number): string {
  return step ? step.fname || step.fnumber || `#${id}` : `#${id}`;
}

/** Counters summed per station over the orders, in flow order (stations outside the known flows last, by id). */
export function stationRows(orders: OrderState[]): StationRow[] {
  const steps: FlowStep[] = [];
  for (const o of orders) for (const s of o.steps) if (!steps.some((x) => x.station_id === s.station_id)) steps.push(s);
  const sums = new Map<number, StationCounters>();
  for (const o of orders) {
    for (const c of Object.values(o.stations)) {
      const prev = sums.get(c.station_id);
      sums.set(
        c.station_id,
        prev
          ? {
              ...prev,
              pass: prev.pass + c.pass,
              fail: prev.fail + c.fail,
              wip: prev.wip + c.wip,
              first_pass_total: prev.first_pass_total + c.first_pass_total,
              first_pass_pass: prev.first_pass_pass + c.first_pass_pass,
            }
          : c,
      );
    }
  }
  const order = [
    ...steps.map((s) => s.station_id),
    ...[...sums.keys()].filter((id) => !steps.some((s) => s.station_id === id)).sort((a, b) => a - b),
  ];
  return order.map((id) => {
    const c = sums.get(id);
    return {
      station_id: id,
      label: labelOf(
        steps.find((s) => s.station_id === id),
        id,
      ),
      wip: c?.wip ?? 0,
      pass: c?.pass ?? 0,
      fail: c?.fail ?? 0,
      fpy: c && c.first_pass_total > 0 ? c.first_pass_pass / c.first_pass_total : null,
    };
  });
}

export type HourPoint = {
  key: string;
  label: string;
  output: number;
  pass: number;
  fail: number;
  yield: number | null;
};

/** The last `count` whole hours up to the current one, zeros where nothing was reported. */
export function hourlySeries(hours: LineHour[], now: Date, count = 12): HourPoint[] {
  const top = new Date(now);
  top.setMinutes(0, 0, 0);
  const byHour = new Map(hours.map((h) => [Date.parse(h.hour), h]));
  const points: HourPoint[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const t = top.getTime() - i * 3_600_000;
    const h = byHour.get(t);
    const pass = h?.pass ?? 0;
    const fail = h?.fail ?? 0;
    const y = yieldOf(pass, fail);
    points.push({
      key: new Date(t).toISOString(),
      label: `${String(new Date(t).getHours()).padStart(2, '0')}:00`,
      output: h?.output ?? 0,
      pass,
      fail,
      yield: y === null ? null : Math.round(y * 1000) / 10,
    });
  }
  return points;
}

export function orderTotals(o: OrderState): { pass: number; fail: number; wip: number } {
  const rows = Object.values(o.stations);
  return {
    pass: rows.reduce((n, r) => n + r.pass, 0),
    fail: rows.reduce((n, r) => n + r.fail, 0),
    wip: rows.reduce((n, r) => n + r.wip, 0),
  };
}

/** finished / planned, clamped to [0, 1]; null without a plan. */
export function progressOf(o: OrderState): number | null {
  const fqty = o.info?.fqty ?? 0;
  return fqty > 0 ? Math.min(1, Math.max(0, o.progress.finished / fqty)) : null;
}

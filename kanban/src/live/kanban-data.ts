import type { LineHour } from '@mes/contracts';
import { parseHour, parseSteps, type FlowStep, type OrderInfo } from './board-model';
import { rowsOf, num, str } from '@mes/client';
import { isRecord } from '@mes/contracts';

// The answers of the kanban data calls (server/src/modules/kanban), read defensively: a board shows what it can.

export type Named = { id: number; fnumber: string; fname: string };
export type OrderSummary = OrderInfo & {
  product: Named | null;
  product_line: (Named & { line_type: string }) | null;
  plan_start_at: string | null;
  plan_end_at: string | null;
  started: number;
  finished: number;
  failed: number;
  last_report_at: string | null;
  pass: number;
  fail: number;
  wip: number;
  fpy: number | null;
};
export type OrderDetail = OrderSummary & { steps: FlowStep[]; hours: LineHour[] };
export type LineSummary = Named & {
  line_type: string;
  output: number;
  pass: number;
  fail: number;
  working_orders: number;
  yield: number | null;
  fpy: number | null;
  wip: number;
};
export type WipRow = {
  worder_id: number;
  fbillno: string;
  fqty: number;
  status: number;
  product_line_id: number;
  product: Named | null;
  wip: number;
  stations: { station_id: number; fnumber: string; fname: string; wip: number }[];
};

const maybe = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : num(v, NaN)) ?? null;
const ratio = (v: unknown): number | null => {
  const n = maybe(v);
  return n === null || !Number.isFinite(n) ? null : n;
};
const date = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function readNamed(v: unknown): Named | null {
  return isRecord(v) ? { id: num(v.id), fnumber: str(v.fnumber), fname: str(v.fname) } : null;
}

export function readOrderSummary(v: unknown): OrderSummary | null {
  if (!isRecord(v)) return null;
  const id = num(v.worder_id, num(v.id, NaN));
  if (!Number.isFinite(id)) return null;
  const p = isRecord(v.progress) ? v.progress : v;
  const line = readNamed(v.product_line);
  return {
    id,
    fbillno: str(v.fbillno),
    fqty: num(v.fqty),
    status: num(v.status),
    product_line_id: maybe(v.product_line_id),
    workflow_id: maybe(v.workflow_id),
    product: readNamed(v.product),
    product_line: line && isRecord(v.product_line) ? { ...line, line_type: str(v.product_line.line_type) } : null,
    plan_start_at: date(v.plan_start_at),
    plan_end_at: date(v.plan_end_at),
    started: num(p.started),
    finished: num(p.finished),
    failed: num(p.failed),
    last_report_at: date(p.last_report_at),
    pass: num(v.pass),
    fail: num(v.fail),
    wip: num(v.wip),
    fpy: ratio(v.fpy),
  };
}

export function readOrderList(data: unknown): OrderSummary[] {
  return rowsOf(data)
    .map(readOrderSummary)
    .filter((o): o is OrderSummary => o !== null);
}

export function readOrderDetail(data: unknown): OrderDetail | null {
  const summary = readOrderSummary(data);
  if (!summary || !isRecord(data)) return null;
  return { ...summary, steps: parseSteps(data.stations ?? data.steps), hours: readHours(data) };
}

/** `{ hours: [...] }` or a bare list of hour rows; rows without a rev count as the oldest (rev 0). */
export function readHours(data: unknown): LineHour[] {
  const rows = isRecord(data) && Array.isArray(data.hours) ? data.hours : Array.isArray(data) ? data : [];
  return rows.map(parseHour).filter((h): h is LineHour => h !== null);
}

export function readLines(data: unknown): LineSummary[] {
  return rowsOf(data).flatMap((v) => {
    const n = readNamed(v);
    if (!n || !isRecord(v)) return [];
    return [
      {
        ...n,
        line_type: str(v.line_type),
        output: num(v.output),
        pass: num(v.pass),
        fail: num(v.fail),
        working_orders: num(v.working_orders),
        yield: ratio(v.yield),
        fpy: ratio(v.fpy),
        wip: num(v.wip),
      },
    ];
  });
}

export function readWip(data: unknown): WipRow[] {
  return rowsOf(data).flatMap((v) => {
    if (!isRecord(v)) return [];
    const stations = (Array.isArray(v.stations) ? v.stations : []).flatMap((s) =>
      isRecord(s)
        ? [{ station_id: num(s.station_id), fnumber: str(s.fnumber), fname: str(s.fname), wip: num(s.wip) }]
        : [],
    );
    return [
      {
        worder_id: num(v.worder_id, num(v.id)),
        fbillno: str(v.fbillno),
        fqty: num(v.fqty),
        status: num(v.status),
        product_line_id: num(v.product_line_id),
        product: readNamed(v.product),
        wip: num(v.wip),
        stations,
      },
    ];
  });
}

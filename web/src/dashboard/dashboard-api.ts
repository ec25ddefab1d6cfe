import { callApi } from '@mes/client';
import { DASHBOARD, DASHBOARD_PANELS, type DashboardData, type PanelItem, type SavedPanel } from '@mes/contracts';

// The dashboard's calls (server/src/modules/dashboard): figures for a range and scope, and the user's layout.
export type { DashboardData };
export type { PanelItem };
export type Scope = { from: string; to: string; lineId: number | null; stationId: number | null };

export const PANELS = DASHBOARD_PANELS;
export type PanelId = (typeof PANELS)[number];

export const DEFAULT_LAYOUT: PanelItem[] = [
  { i: 'lines', x: 0, y: 0, w: 4, h: 5 },
  { i: 'output', x: 4, y: 0, w: 8, h: 5 },
  { i: 'fpy', x: 0, y: 5, w: 6, h: 5 },
  { i: 'wip', x: 6, y: 5, w: 6, h: 5 },
  { i: 'pareto', x: 0, y: 10, w: 6, h: 5 },
  { i: 'drill', x: 6, y: 10, w: 6, h: 5 },
  { i: 'spc', x: 0, y: 15, w: 12, h: 4 },
];

export function loadData(s: Scope): Promise<DashboardData> {
  return callApi(DASHBOARD.data, {
    from: s.from,
    to: s.to,
    ...(s.lineId ? { product_line_id: s.lineId } : {}),
    ...(s.stationId ? { station_id: s.stationId } : {}),
  });
}

/** the saved layout completed with any panel it lacks (a panel added later appears at the bottom) */
export function mergeLayout(saved: SavedPanel[] | null): PanelItem[] {
  if (!saved) return DEFAULT_LAYOUT;
  const known = saved.filter((p): p is PanelItem => (PANELS as readonly string[]).includes(p.i));
  const missing = DEFAULT_LAYOUT.filter((d) => !known.some((k) => k.i === d.i)).map((d) => ({ ...d, y: 1000 }));
  return [...known, ...missing];
}

export const getLayout = () => callApi(DASHBOARD.layout, {});
export const saveLayout = (layout: PanelItem[]) => callApi(DASHBOARD.saveLayout, { layout });
export const resetLayout = () => callApi(DASHBOARD.resetLayout, {});

/** Pareto bars with the cumulative share, in percent */
export function withCumulative(
  bars: { code: string; count: number }[],
): { code: string; count: number; cumulative: number }[] {
  const total = bars.reduce((s, b) => s + b.count, 0);
  let run = 0;
  return bars.map((b) => {
    run += b.count;
    return { ...b, cumulative: total ? Math.round((run / total) * 1000) / 10 : 0 };
  });
}

export type PlanPoint = { hour: string; output: number | null; plan_to_date: number; output_to_date: number | null };

/**
 * Output against plan over the range (issue 33, defect 7: a plan per hour drawn at 0 all day said nothing): the
 * orders' planned quantity summed hour by hour (each order's quantity spread over its planned window, the server's
 * `plan`) against the output made so far; hours still to come have a plan and no output.
 */
export function againstPlan(hours: DashboardData['hours'], now: Date = new Date()): PlanPoint[] {
  let plan = 0;
  let made = 0;
  return hours.map((h) => {
    plan += h.plan;
    const begun = Date.parse(h.hour) <= now.getTime();
    if (begun) made += h.output;
    return {
      hour: h.hour,
      output: begun ? h.output : null,
      plan_to_date: Math.round(plan * 10) / 10,
      output_to_date: begun ? made : null,
    };
  });
}

/** Whether any order in the range has a planned window (else the chart says so rather than draw a plan of 0). */
export const hasPlan = (hours: DashboardData['hours']): boolean => hours.some((h) => h.plan > 0);

import { z } from 'zod';
import type { DashboardData } from '../tracing-dashboard';
import { declareCall } from './declare-call';
import { coded, field, localeOrZh, rule } from './fields';

// The statistics calls of 001 §7 (docs/statistics.md) and the supervisor dashboard (docs/tracing-dashboard.md). The
// figures' filter is the tracing lists' grammar (from:/to:, bucket:, station_id: ...), read by the server.

type Row = Record<string, unknown>;

/** the dashboard's panels, each at most once in a layout */
export const DASHBOARD_PANELS = ['output', 'fpy', 'wip', 'pareto', 'lines', 'drill', 'spc'] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];
/** one panel of a layout on a grid of DASHBOARD_COLS columns */
export type PanelItem = { i: DashboardPanel; x: number; y: number; w: number; h: number };
export const DASHBOARD_COLS = 12;
const MAX_ROW = 1000;
/** how many days the dashboard's figures may span */
export const DASHBOARD_MAX_DAYS = 31;

const filter = z.string(coded('input.string')).optional();
const filterOnly = field.object({ filter });

const cell = (min: number, max: number) => {
  const c = coded('dashboard.cell_range', { min, max });
  return z.number(c).int(c).min(min, c).max(max, c);
};
/** a react-grid-layout item: its other fields (moved, static ...) are dropped */
const panelItem = z.object(
  {
    i: field.oneOf(DASHBOARD_PANELS),
    x: cell(0, DASHBOARD_COLS - 1),
    y: cell(0, MAX_ROW),
    w: cell(1, DASHBOARD_COLS),
    h: cell(1, 100),
  },
  coded('dashboard.panel_object'),
);
const tooMany = coded('dashboard.too_many_panels', { max: DASHBOARD_PANELS.length });
const layout = z
  .array(
    panelItem.refine(
      ...rule<PanelItem>((p) => p.x + p.w <= DASHBOARD_COLS, 'w', 'dashboard.too_wide', { cols: DASHBOARD_COLS }),
    ),
    tooMany,
  )
  .max(DASHBOARD_PANELS.length, tooMany)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((p, index) => {
      if (seen.has(p.i))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'i'],
          input: p.i,
          message: coded('dashboard.panel_twice', { panel: p.i }).error,
        });
      seen.add(p.i);
    });
  });

/** a layout as kept: a panel since retired may still be named in it */
export type SavedPanel = Omit<PanelItem, 'i'> & { i: string };
export type DashboardLayout = { layout: SavedPanel[] | null; updated_at?: string | null };

export const DASHBOARD = {
  data: declareCall<DashboardData>()({
    path: 'stat/dashboard/data',
    summary:
      'the dashboard figures for { from, to } (default today), a line and a station: output per hour against plan, FPY, WIP, Pareto',
    input: field.object({
      from: field.dateTime().optional(),
      to: field.dateTime().optional(),
      product_line_id: field.id().nullish(),
      station_id: field.id().nullish(),
    }),
  }),
  layout: declareCall<DashboardLayout>()({
    path: 'stat/dashboard/layout/get',
    summary: "the caller's dashboard panel layout, or layout null (the default arrangement)",
    input: field.object({}),
  }),
  saveLayout: declareCall<DashboardLayout>()({
    path: 'stat/dashboard/layout/save',
    summary: "keeps the caller's panel layout: { layout: [{ i, x, y, w, h }] } on a 12-column grid",
    input: field.object({ layout }),
  }),
  resetLayout: declareCall<{ layout: null }>()({
    path: 'stat/dashboard/layout/reset',
    summary: "forgets the caller's layout (back to the default arrangement)",
    input: field.object({}),
  }),
};

const RANGE = 'from:/to: (hour precision), bucket:all|hour|shift|day, station_id/worder_id/product_line_id/product_id';
const figures = (path: string, summary: string) =>
  declareCall<{ list: Row[]; [k: string]: unknown }>()({ path: `stat/${path}`, summary, input: filterOnly });

export const STAT = {
  stations: figures(
    'station_stat/list',
    `figures per station and bucket, with OEE when bucket:all and a range: ${RANGE}`,
  ),
  orders: figures('worder_stat/list', `figures per work order and bucket, with RTY: ${RANGE}`),
  lines: figures('product_line_stat/list', `figures per line and bucket, with RTY: ${RANGE}`),
  products: figures('product_stat/list', `figures per product and bucket, with RTY: ${RANGE}`),
  defects: figures('defect/list', `defect Pareto: failed reports by error code (failed test item): ${RANGE}`),
  wip: declareCall<{ list: Row[] }>()({
    path: 'stat/wip/list',
    summary: 'units per stage of the orders now, with their age',
    input: field.object({ worder_ids: field.ids(1000) }),
  }),
  productReport: declareCall<Blob>()({
    path: 'stat/product_report/export',
    summary: `every station report of the filter as a streamed .xlsx: ${RANGE}, locale`,
    input: field.object({ filter, locale: localeOrZh() }),
  }),
  productReportOfOrders: declareCall<Blob>()({
    path: 'stat/product_report/export_by_worder_ids',
    summary: 'every station report of these work orders, streamed .xlsx',
    input: field.object({ worder_ids: field.ids(1000), filter, locale: localeOrZh() }),
  }),
  orderWipBoard: declareCall<Row>()({
    path: 'stat/order_wip/list/kanban',
    summary: 'the order WIP board: every followed order not disabled, with the stages',
    input: field.object({}),
  }),
  orderWipSheet: declareCall<Blob>()({
    path: 'stat/order_wip/export',
    summary: 'the order WIP board as a streamed .xlsx',
    input: field.object({ locale: localeOrZh() }),
  }),
};

import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { dateTimeField, idField, onlyFields } from '../../core/api/call-input';
import type { CallContext, ResourceRegistry } from '../../core/resource/resource.registry';
import { DashboardDataQuery } from './dashboard-data.query';
import { DashboardLayouts, layoutOf } from './dashboard-layout';

const DAY_MS = 86_400_000;
// Whoever may see the dashboard may arrange their own panels: one permission for the figures and the layout.
const LIST = 'stat.dashboard.list';
const MAX_DAYS = 31;

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

function userOf(ctx: CallContext): number {
  if (ctx.userId === null) throw refuse('user', 'dashboard.signed_in_only');
  return ctx.userId;
}

const optionalId = (b: Record<string, unknown>, f: string) =>
  b[f] === undefined || b[f] === null ? null : idField(b, f);

// The supervisor dashboard (docs/tracing-dashboard.md): its figures, and each user's panel layout.
export function registerDashboardCalls(registry: ResourceRegistry, ds: DataSource): void {
  const data = new DashboardDataQuery(ds);
  const layouts = new DashboardLayouts(ds);
  registry.registerExtra({
    path: 'stat/dashboard/data',
    permission: LIST,
    summary:
      'the dashboard figures for { from, to } (default today), a line and a station: output per hour against plan, FPY, WIP, Pareto',
    handler: async (b) => {
      onlyFields(b, ['from', 'to', 'product_line_id', 'station_id']);
      const from = dateTimeField(b, 'from', startOfToday);
      const to = dateTimeField(b, 'to', () => new Date(startOfToday().getTime() + DAY_MS));
      if (to <= from) throw refuse('to', 'input.after_from');
      if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
        throw refuse('to', 'dashboard.range_too_long', { max: MAX_DAYS });
      return data.data({ from, to, lineId: optionalId(b, 'product_line_id'), stationId: optionalId(b, 'station_id') });
    },
  });
  registry.registerExtra({
    path: 'stat/dashboard/layout/get',
    permission: LIST,
    summary: "the caller's dashboard panel layout, or layout null (the default arrangement)",
    handler: (b, ctx) => {
      onlyFields(b, []);
      return layouts.get(userOf(ctx));
    },
  });
  registry.registerExtra({
    path: 'stat/dashboard/layout/save',
    permission: LIST,
    summary: "keeps the caller's panel layout: { layout: [{ i, x, y, w, h }] } on a 12-column grid",
    handler: (b, ctx) => layouts.save(userOf(ctx), layoutOf(b)),
  });
  registry.registerExtra({
    path: 'stat/dashboard/layout/reset',
    permission: LIST,
    summary: "forgets the caller's layout (back to the default arrangement)",
    handler: (b, ctx) => {
      onlyFields(b, []);
      return layouts.reset(userOf(ctx));
    },
  });
}

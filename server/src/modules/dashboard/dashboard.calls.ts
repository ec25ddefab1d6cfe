import { DASHBOARD, DASHBOARD_MAX_DAYS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { implementCall, type CallContext, type ResourceRegistry } from '../../core/resource/resource.registry';
import { DashboardDataQuery } from './dashboard-data.query';
import { DashboardLayouts } from './dashboard-layout';

const DAY_MS = 86_400_000;
// Whoever may see the dashboard may arrange their own panels: one permission for the figures and the layout.
const LIST = { permission: 'stat.dashboard.list' };

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

function userOf(ctx: CallContext): number {
  if (ctx.userId === null) throw refuse('user', 'dashboard.signed_in_only');
  return ctx.userId;
}

// The supervisor dashboard (docs/tracing-dashboard.md): its figures, and each user's panel layout. Declared in
// contracts/src/calls/stat.ts.
export function registerDashboardCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  const data = new DashboardDataQuery(pool);
  const layouts = new DashboardLayouts(pool);
  implementCall(
    registry,
    DASHBOARD.data,
    async (b) => {
      const from = b.from ?? startOfToday();
      const to = b.to ?? new Date(startOfToday().getTime() + DAY_MS);
      if (to <= from) throw refuse('to', 'input.after_from');
      if (to.getTime() - from.getTime() > DASHBOARD_MAX_DAYS * DAY_MS)
        throw refuse('to', 'dashboard.range_too_long', { max: DASHBOARD_MAX_DAYS });
      return data.data({ from, to, lineId: b.product_line_id ?? null, stationId: b.station_id ?? null });
    },
    LIST,
  );
  implementCall(registry, DASHBOARD.layout, async (_b, ctx) => layouts.get(userOf(ctx)), LIST);
  implementCall(registry, DASHBOARD.saveLayout, async (b, ctx) => layouts.save(userOf(ctx), b.layout), LIST);
  implementCall(registry, DASHBOARD.resetLayout, async (_b, ctx) => layouts.reset(userOf(ctx)), LIST);
}

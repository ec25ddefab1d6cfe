import { seriesPoints, SPC_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { rows } from '../../core/db/sql';
import { implementCall, type CallContext, type ResourceRegistry } from '../../core/resource/resource.registry';
import { readAlarms } from './live/alarms';
import { freeze } from './live/baseline';
import { capabilityOf, characteristics, chartOf, chartSeries, currentBaseline } from './live/chart';
import { LINE_CHARACTERISTICS } from './live/chart.sql';
import { spcCharacteristicResource } from './live/characteristic.resource';
import { release, type ConfirmPassword } from './live/release';

/** Lets a kanban screen (X-Screen-Token) or a user holding `permission` read a board's data; refuses others. */
export type ScreenOrUser = (ctx: CallContext, permission: string) => Promise<unknown>;

const userOf = (ctx: CallContext): number => ctx.userId ?? 0;

// SPC (issue 35, docs/spc.md): the characteristic resource, and the calls beyond its standard set (declared in
// contracts/src/calls/spc.ts): freeze limits, a chart, the alarms, a release, a line's panel.
export function registerSpc(
  registry: ResourceRegistry,
  pool: pg.Pool,
  confirm: ConfirmPassword,
  screenOrUser: ScreenOrUser,
): void {
  registry.register(spcCharacteristicResource);

  implementCall(registry, SPC_CALLS.freeze, (b, ctx) => freeze(pool, b, userOf(ctx)));

  implementCall(registry, SPC_CALLS.chart, async (b) => {
    const [c] = await characteristics(pool, [b.id]);
    if (!c) throw refuse('id', 'spc.no_characteristic', { id: b.id });
    return chartOf(pool, c, b.limit, b.station_id ?? null);
  });

  implementCall(registry, SPC_CALLS.capability, async (b) => {
    const [c] = await characteristics(pool, [b.id]);
    if (!c) throw refuse('id', 'spc.no_characteristic', { id: b.id });
    return capabilityOf(pool, c, b.limit, b.station_id ?? null);
  });

  implementCall(registry, SPC_CALLS.alarms, async (b) => ({ list: await readAlarms(pool, b) }));

  implementCall(registry, SPC_CALLS.release, (b, ctx) => release(pool, confirm, b, userOf(ctx)));

  // The line board's SPC panel reads it at start (a screen token or a user), then follows spc.alarm in the line room.
  implementCall(
    registry,
    SPC_CALLS.line,
    async (b) => {
      const ids = (await rows(pool, LINE_CHARACTERISTICS, [b.product_line_id])).map((r) => r.id);
      const list = [];
      for (const c of await characteristics(pool, ids)) {
        const baseline = await currentBaseline(pool, c.id);
        const points = seriesPoints(await chartSeries(pool, c, baseline, b.points, null), baseline);
        list.push({ characteristic: c, baseline, points });
      }
      return {
        product_line_id: b.product_line_id,
        alarms: await readAlarms(pool, { product_line_id: b.product_line_id, state: 'open' }),
        characteristics: list,
      };
    },
    { public: true, admit: async (ctx) => void (await screenOrUser(ctx, 'spc.spc_alarm.line')) },
  );
}

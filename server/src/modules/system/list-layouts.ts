import type pg from 'pg';
import { LIST_LAYOUT, LIST_LAYOUT_PREFIX, type ListLayout, type SavedListLayout } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { first, run, sql, type RowOf } from '../../core/db/sql';

// Each user's layout of a generic list (docs/web.md, "Column layout"): hidden columns, their order and dragged
// widths, one user_preference row per user and list (`list_layout:<module>.<name>`). The body's bounds are its
// declaration's (contracts/src/calls/list-layout.ts); only a list the hub describes is kept, so a user cannot fill
// the table with made-up keys.

const LAYOUT = sql(
  'system.list_layout',
  'SELECT value, updated_at FROM user_preference WHERE user_id = $1 AND key = $2',
);
const SAVE_LAYOUT = sql(
  'system.save_list_layout',
  `INSERT INTO user_preference (user_id, key, value) VALUES ($1, $2, $3::jsonb)
   ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now() RETURNING value, updated_at`,
);
const FORGET_LAYOUT = sql('system.forget_list_layout', 'DELETE FROM user_preference WHERE user_id = $1 AND key = $2');

type Row = RowOf<'system.list_layout'>;

const keyOf = (list: string) => `${LIST_LAYOUT_PREFIX}${list}`;

export class ListLayouts {
  constructor(private readonly pool: pg.Pool) {}

  async get(userId: number, list: string): Promise<SavedListLayout> {
    return answer(list, await first(this.pool, LAYOUT, [userId, keyOf(list)]));
  }

  async save(userId: number, list: string, layout: ListLayout): Promise<SavedListLayout> {
    return answer(list, await first(this.pool, SAVE_LAYOUT, [userId, keyOf(list), JSON.stringify(layout)]));
  }

  async reset(userId: number, list: string): Promise<SavedListLayout> {
    await run(this.pool, FORGET_LAYOUT, [userId, keyOf(list)]);
    return answer(list, undefined);
  }
}

function answer(list: string, row: Row | undefined): SavedListLayout {
  return row
    ? // the value is what save wrote: a layout its declaration checked
      { list, layout: row.value as ListLayout, updated_at: row.updated_at.toISOString() }
    : { list, layout: null, updated_at: null };
}

/** user/list_layout/get|save|reset: any signed-in user, for their own layouts */
export function registerListLayouts(registry: ResourceRegistry, pool: pg.Pool): void {
  const layouts = new ListLayouts(pool);
  const own = { permission: null };
  implementCall(registry, LIST_LAYOUT.get, async (b, ctx) => layouts.get(ctx.userId!, b.list), own);
  implementCall(
    registry,
    LIST_LAYOUT.save,
    async (b, ctx) => {
      const [module, name] = b.list.split('.');
      if (!registry.resource(module, name)) throw refuse('list', 'system.unknown_list', { list: b.list });
      return layouts.save(ctx.userId!, b.list, { hidden: b.hidden, order: b.order, widths: b.widths });
    },
    own,
  );
  implementCall(registry, LIST_LAYOUT.reset, async (b, ctx) => layouts.reset(ctx.userId!, b.list), own);
}

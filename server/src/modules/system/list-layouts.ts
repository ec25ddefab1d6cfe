import type { DataSource } from 'typeorm';
import { LIST_LAYOUT, LIST_LAYOUT_PREFIX, type ListLayout, type SavedListLayout } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';

// Each user's layout of a generic list (docs/web.md, "Column layout"): hidden columns, their order and dragged
// widths, one user_preference row per user and list (`list_layout:<module>.<name>`). The body's bounds are its
// declaration's (contracts/src/calls/list-layout.ts); only a list the hub describes is kept, so a user cannot fill
// the table with made-up keys.

type Row = { value: ListLayout; updated_at: Date };

const keyOf = (list: string) => `${LIST_LAYOUT_PREFIX}${list}`;

export class ListLayouts {
  constructor(private readonly ds: DataSource) {}

  async get(userId: number, list: string): Promise<SavedListLayout> {
    const rows = (await this.ds.query('SELECT value, updated_at FROM user_preference WHERE user_id = $1 AND key = $2', [
      userId,
      keyOf(list),
    ])) as Row[];
    return answer(list, rows[0]);
  }

  async save(userId: number, list: string, layout: ListLayout): Promise<SavedListLayout> {
    const rows = (await this.ds.query(
      `INSERT INTO user_preference (user_id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now() RETURNING value, updated_at`,
      [userId, keyOf(list), JSON.stringify(layout)],
    )) as Row[];
    return answer(list, rows[0]);
  }

  async reset(userId: number, list: string): Promise<SavedListLayout> {
    await this.ds.query('DELETE FROM user_preference WHERE user_id = $1 AND key = $2', [userId, keyOf(list)]);
    return answer(list, undefined);
  }
}

function answer(list: string, row: Row | undefined): SavedListLayout {
  return row
    ? { list, layout: row.value, updated_at: row.updated_at.toISOString() }
    : { list, layout: null, updated_at: null };
}

/** user/list_layout/get|save|reset: any signed-in user, for their own layouts */
export function registerListLayouts(registry: ResourceRegistry, ds: DataSource): void {
  const layouts = new ListLayouts(ds);
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

import type pg from 'pg';
import { refuseAs } from '../../../core/api/app.exception';
import { first, inTransaction, run, sql, type Queryable, type RowOf } from '../../../core/db/sql';
import { resourceEvent } from '../../../core/resource/resource-event';
import { missingCode } from '../../../core/resource/missing-codes';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';

// The plan tables adjusted one value at a time: each one's row lock and its updated_at.
const PLAN_TABLES = {
  packaging_plan: {
    lock: sql('product-mgt.lock_packaging_plan', 'SELECT * FROM packaging_plan WHERE id = $1 FOR UPDATE'),
    touch: sql('product-mgt.touch_packaging_plan', 'UPDATE packaging_plan SET updated_at = now() WHERE id = $1'),
  },
  glue_plan: {
    lock: sql('product-mgt.lock_glue_plan', 'SELECT * FROM glue_plan WHERE id = $1 FOR UPDATE'),
    touch: sql('product-mgt.touch_glue_plan', 'UPDATE glue_plan SET updated_at = now() WHERE id = $1'),
  },
};

export type PlanRow = RowOf<'product-mgt.lock_packaging_plan'> | RowOf<'product-mgt.lock_glue_plan'>;

/**
 * The one-value adjustments (packaging_plan/update_weight, update_tolerance, glue_plan/update_min_weight,
 * update_max_weight): the plan row locked, `write` changes it in the same transaction (on its client `c`), an outbox
 * `<plan>.update` entry is written, and the plan is answered as get answers it. They are allowed on a checked plan:
 * calibrating a weight must not reopen the whole plan for editing (docs/labels-packaging.md, "Decisions").
 */
export async function adjustPlan(
  pool: pg.Pool,
  resources: ResourceService,
  def: ResourceDef,
  id: number,
  userId: number | null,
  write: (c: Queryable, plan: PlanRow) => Promise<void>,
): Promise<Row> {
  const table = Object.entries(PLAN_TABLES).find(([name]) => name === def.table)?.[1];
  if (!table) throw new Error(`adjustPlan: ${def.table} is not a plan table`);
  await inTransaction(pool, async (c) => {
    const plan = await first(c, table.lock, [id]);
    if (!plan) throw refuseAs(missingCode(def.name), 'id', 'record.no_such', { resource: def.name, id });
    await write(c, plan);
    await run(c, table.touch, [id]);
    await resourceEvent(c, def, 'update', id, userId);
  });
  return resources.get(def, id);
}

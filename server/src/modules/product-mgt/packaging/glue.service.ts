import type pg from 'pg';
import { ErrorCode } from '@mes/contracts';
import { refuseAs } from '../../../core/api/app.exception';
import { first, rows, run, sql } from '../../../core/db/sql';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { checkWindow } from './glue.resource';
import { adjustPlan } from './plan-adjust';

const SET_BOUND = {
  min_weight: sql('product-mgt.glue_min_weight', 'UPDATE glue_plan SET min_weight = $2 WHERE id = $1'),
  max_weight: sql('product-mgt.glue_max_weight', 'UPDATE glue_plan SET max_weight = $2 WHERE id = $1'),
};
const ORDER_PLANS = sql(
  'product-mgt.order_glue_plans',
  `SELECT g.id FROM worder w JOIN glue_plan g ON g.product_id = w.product_id AND NOT g.disabled
       WHERE w.id = $1 ORDER BY g.id`,
);
const ORDER = sql('product-mgt.glue_order', 'SELECT 1 FROM worder WHERE id = $1');

// The glue plan calls beyond the standard set (docs/labels-packaging.md, "Glue plans").
export class GlueService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly plan: ResourceDef,
  ) {}

  /** one end of the weight window; the window must stay min <= max. */
  setBound(id: number, field: 'min_weight' | 'max_weight', value: number, userId: number | null): Promise<Row> {
    return adjustPlan(this.pool, this.resources, this.plan, id, userId, async (c, plan) => {
      checkWindow({ ...plan, [field]: value }, field);
      await run(c, SET_BOUND[field], [id, value]);
    });
  }

  /** the enabled glue plans of the order's product, by id. */
  async plansOf(worderId: number): Promise<Row[]> {
    const plans = await rows(this.pool, ORDER_PLANS, [worderId]);
    if (plans.length === 0) await this.orderExists(worderId);
    return this.resources.getMany(
      this.plan,
      plans.map((r) => r.id),
    );
  }

  /** the glue types the order's product is glued with, each with its plans' ids. */
  async typesOf(worderId: number): Promise<{ glue_type: string; glue_plan_ids: number[] }[]> {
    const plans = await this.plansOf(worderId);
    const types = new Map<string, number[]>();
    for (const p of plans) types.set(String(p.glue_type), [...(types.get(String(p.glue_type)) ?? []), p.id]);
    return [...types].map(([glue_type, ids]) => ({ glue_type, glue_plan_ids: ids }));
  }

  private async orderExists(id: number): Promise<void> {
    if (!(await first(this.pool, ORDER, [id])))
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: id });
  }
}

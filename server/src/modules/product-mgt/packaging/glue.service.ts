import type { DataSource } from 'typeorm';
import { refuseAs } from '../../../core/api/app.exception';
import { ErrorCode } from '@mes/contracts';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import { checkWindow } from './glue.resource';
import { adjustPlan } from './plan-adjust';

// The glue plan calls beyond the standard set (docs/labels-packaging.md, "Glue plans").
export class GlueService {
  constructor(
    private readonly ds: DataSource,
    private readonly resources: ResourceService,
    private readonly plan: ResourceDef,
  ) {}

  /** one end of the weight window; the window must stay min <= max. */
  setBound(id: number, field: 'min_weight' | 'max_weight', value: number, userId: number | null): Promise<Row> {
    return adjustPlan(this.ds, this.resources, this.plan, id, userId, async (m, plan) => {
      checkWindow({ ...plan, [field]: value }, field);
      await m.query(`UPDATE glue_plan SET ${field} = $2 WHERE id = $1`, [id, value]);
    });
  }

  /** the enabled glue plans of the order's product, by id. */
  async plansOf(worderId: number): Promise<Row[]> {
    const rows = (await this.ds.query(
      `SELECT g.id FROM worder w JOIN glue_plan g ON g.product_id = w.product_id AND NOT g.disabled
       WHERE w.id = $1 ORDER BY g.id`,
      [worderId],
    )) as { id: number }[];
    if (rows.length === 0) await this.orderExists(worderId);
    return this.resources.getMany(
      this.plan,
      rows.map((r) => r.id),
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
    const found = (await this.ds.query('SELECT 1 FROM worder WHERE id = $1', [id])) as unknown[];
    if (found.length === 0)
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: id });
  }
}

import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql, type RowOf } from '../../../core/db/sql';
import type { ResourceService } from '../../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../../core/resource/resource.types';
import type { PackingLevel } from './packaging-plan.resource';
import { adjustPlan } from './plan-adjust';

const ORDER_PLAN = sql(
  'product-mgt.order_packaging_plan',
  `SELECT id FROM packaging_plan WHERE NOT disabled AND (worder_id = $1 OR (worder_id IS NULL AND product_id = $2))
       ORDER BY worder_id IS NULL, checked DESC, id DESC LIMIT 1`,
);
const PLAN_ORDER = sql('product-mgt.packaging_plan_order', 'SELECT id, fbillno, status FROM worder WHERE id = $1');
const PRODUCT_ORDERS = sql(
  'product-mgt.packaging_product_orders',
  `SELECT w.id, w.fbillno, w.status FROM worder w WHERE w.product_id = $1
             AND NOT EXISTS (SELECT 1 FROM packaging_plan p WHERE p.worder_id = w.id AND NOT p.disabled) ORDER BY w.id`,
);
// one statement per field (a text is one literal)
const SET_LEVEL = {
  weight: sql(
    'product-mgt.packaging_level_weight',
    `WITH u AS (UPDATE packaging_plan_level SET weight = $3 WHERE packaging_plan_id = $1 AND level = $2 RETURNING id)
         SELECT count(*)::int AS n FROM u`,
    { notNull: ['n'] },
  ),
  tolerance: sql(
    'product-mgt.packaging_level_tolerance',
    `WITH u AS (UPDATE packaging_plan_level SET tolerance = $3 WHERE packaging_plan_id = $1 AND level = $2 RETURNING id)
         SELECT count(*)::int AS n FROM u`,
    { notNull: ['n'] },
  ),
};
const ORDER_PRODUCT = sql('product-mgt.packaging_order_product', 'SELECT product_id FROM worder WHERE id = $1');

type OrderRef = RowOf<'product-mgt.packaging_plan_order'>;

// The packaging plan calls beyond the standard set (docs/labels-packaging.md, "Packaging plans").
export class PackagingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly plan: ResourceDef,
    private readonly label: ResourceDef,
  ) {}

  /** the plan an order packs by: its own plan, else its product's (enabled; a checked one first, then the newest). */
  async forWorder(worderId: number): Promise<Row> {
    const productId = await this.productOf(worderId);
    const found = await first(this.pool, ORDER_PLAN, [worderId, productId]);
    if (!found)
      throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'worder_id', 'product.packaging_no_plan', { order: worderId });
    return this.resources.get(this.plan, found.id);
  }

  /** where a plan is used: the orders it packs (its own order, or its product's orders without a plan of their own). */
  async used(id: number): Promise<{ id: number; used: boolean; worders: OrderRef[] }> {
    const plan = await this.resources.get(this.plan, id);
    const pool = this.pool;
    const worders: OrderRef[] =
      plan.worder_id !== null
        ? await rows(pool, PLAN_ORDER, [plan.worder_id as number])
        : await rows(pool, PRODUCT_ORDERS, [plan.product_id as number]);
    return { id, used: worders.length > 0, worders };
  }

  /** one level's expected weight or tolerance; refused for a level the plan does not have. */
  async setLevelValue(
    id: number,
    level: PackingLevel,
    field: 'weight' | 'tolerance',
    value: number,
    userId: number | null,
  ): Promise<Row> {
    return adjustPlan(this.pool, this.resources, this.plan, id, userId, async (c) => {
      const [done] = await rows(c, SET_LEVEL[field], [id, level, value]);
      if (done.n === 0) throw refuse('level', 'product.packaging_no_level', { plan: id, level });
    });
  }

  /** the label design printed for a level of the order's plan (level given), or for each level that has one. */
  async packingLabels(worderId: number, level: PackingLevel | undefined): Promise<Row | Row[]> {
    const plan = await this.forWorder(worderId);
    const levels = (plan.entries as Row[]).filter((e) => level === undefined || e.level === level);
    if (level !== undefined) {
      const one = levels[0];
      if (!one) throw refuse('level', 'product.packaging_no_level', { plan: String(plan.fnumber), level });
      if (one.label_design_id === null)
        throw refuse('level', 'product.packaging_level_no_label', { level, plan: String(plan.fnumber) });
    }
    const withLabel = levels.filter((e) => e.label_design_id !== null);
    const designs = await this.resources.getMany(
      this.label,
      withLabel.map((e) => e.label_design_id as number),
    );
    const byId = new Map(designs.map((d) => [d.id, d]));
    const answer = withLabel.map((e) => ({
      ...(byId.get(e.label_design_id as number) as Row),
      level: e.level,
      qty: e.qty,
      packaging_plan_id: plan.id,
    }));
    return level === undefined ? answer : answer[0];
  }

  private async productOf(worderId: number): Promise<number> {
    const order = await first(this.pool, ORDER_PRODUCT, [worderId]);
    if (!order) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return order.product_id;
  }
}

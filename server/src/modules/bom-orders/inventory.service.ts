import type pg from 'pg';
import type { Locale, MaterialInventory } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import type { FileAnswer } from '../../core/api/file-answer';
import { first, inTransaction, rows, run, sql, type Queryable, type RowOf } from '../../core/db/sql';
import { col, sheetAnswer } from '../product-mgt';
import { tr } from '../basicdata';
import { computeInventory, type Move } from './inventory-compute';

type Plan = RowOf<'bom-orders.plan'>;

const ROWS = sql(
  'bom-orders.inventory_rows',
  `SELECT v.id, v.icpp_id, v.icitem_id, i.fnumber, i.fname, i.fspec, i.unit, v.unit_qty::float8 AS unit_qty,
  v.scrap_rate::float8 AS scrap_rate, v.need_qty::float8 AS need_qty, v.issued_qty::float8 AS issued_qty,
  v.returned_qty::float8 AS returned_qty, v.consumed_qty::float8 AS consumed_qty, v.balance_qty::float8 AS balance_qty,
  v.shortage_qty::float8 AS shortage_qty, v.done_units, v.regenerated_at
  FROM material_inventory v JOIN icitem i ON i.id = v.icitem_id WHERE v.icpp_id = $1 ORDER BY v.id`,
  {
    notNull: [
      'unit_qty',
      'scrap_rate',
      'need_qty',
      'issued_qty',
      'returned_qty',
      'consumed_qty',
      'balance_qty',
      'shortage_qty',
    ],
  },
);
const PLAN_BOM = sql(
  'bom-orders.plan_bom',
  'SELECT icitem_id, qty::float8 AS qty, scrap_rate::float8 AS scrap_rate FROM icbom_entry WHERE icbom_id = $1 ORDER BY id',
  { notNull: ['qty', 'scrap_rate'] },
);
const MOVES = sql(
  'bom-orders.plan_moves',
  `SELECT w.icitem_id, w.action, w.qty::float8 AS qty FROM icma_wlog w JOIN icma a ON a.id = w.icma_id
         WHERE w.icpp_id = $1 AND NOT a.disabled ORDER BY w.id`,
  { notNull: ['qty'] },
);
// the finished units of the plan's work orders: joined to it, or pushed down from its production order
const DONE = sql(
  'bom-orders.plan_done_units',
  `SELECT count(*)::int AS done FROM sn_state WHERE done AND worder_id IN (SELECT worder_id FROM icpp_worder WHERE icpp_id = $1
  UNION SELECT w.id FROM worder w JOIN icpp p ON p.icmo_id = w.icmo_id WHERE p.id = $1)`,
  { notNull: ['done'] },
);
const FORGET = sql('bom-orders.forget_inventory', 'DELETE FROM material_inventory WHERE icpp_id = $1');
const STORE = sql(
  'bom-orders.store_inventory',
  `INSERT INTO material_inventory (icpp_id, icitem_id, unit_qty, scrap_rate, need_qty, issued_qty, returned_qty,
            consumed_qty, balance_qty, shortage_qty, done_units) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
);
const PLAN = sql('bom-orders.plan', `SELECT id, fbillno, fqty, icmo_id FROM icpp WHERE id = $1`);
const PLAN_LOCKED = sql(
  'bom-orders.plan_locked',
  `SELECT id, fbillno, fqty, icmo_id FROM icpp WHERE id = $1 FOR UPDATE`,
);
const BOM_HEAD = sql('bom-orders.inventory_bom', 'SELECT id, fnumber, version FROM icbom WHERE id = $1');
// bomsOfPlans('$1') (resources/bom-lookups.ts) as one literal: the BOM of the plan
const BOM_OF_PLAN = sql(
  'bom-orders.bom_of_plan',
  `SELECT id FROM (SELECT COALESCE(m.icbom_id, (SELECT b.id FROM icbom b WHERE b.fnumber = p.icbom_fnumber
    AND NOT b.disabled ORDER BY b.checked DESC, b.id DESC LIMIT 1)) AS id
    FROM icpp p LEFT JOIN icmo m ON m.id = p.icmo_id WHERE p.id IN ($1)) x WHERE id IS NOT NULL`,
  { notNull: ['id'] },
);

// icma_wlog's CHECK allows only these two
const actionOf = (a: string): Move['action'] => (a === 'back' ? 'back' : 'work');

// material_inventory/get, regenerate and export: per process plan, the materials its BOM x quantity needs against
// what its requisitions issued and took back and what its finished units consumed (docs/bom-orders.md).
export class InventoryService {
  constructor(private readonly pool: pg.Pool) {}

  /** what regenerate stored last (list empty and regenerated_at null before the first). */
  async get(icppId: number): Promise<MaterialInventory<Date>> {
    const plan = await this.plan(this.pool, icppId);
    const list = await rows(this.pool, ROWS, [icppId]);
    return {
      icpp_id: plan.id,
      fbillno: plan.fbillno,
      fqty: plan.fqty,
      icbom: await this.bomHead(icppId),
      done_units: list[0]?.done_units ?? 0,
      regenerated_at: list[0]?.regenerated_at ?? null,
      list,
      total: list.length,
    };
  }

  /** recomputes the plan's inventory from its BOM, requisition moves and finished units, and stores it. */
  async regenerate(icppId: number) {
    await inTransaction(this.pool, async (c) => {
      // the plan row locked: two regenerations of one plan store one after the other
      const plan = await this.plan(c, icppId, true);
      const bomId = await this.bomOf(c, icppId);
      const bom = bomId === null ? [] : await rows(c, PLAN_BOM, [bomId]);
      const moves = (await rows(c, MOVES, [icppId])).map((r) => ({ ...r, action: actionOf(r.action) }));
      const { done } = (await first(c, DONE, [icppId]))!;
      const lines = computeInventory(plan.fqty, bom, moves, done);
      await run(c, FORGET, [icppId]);
      for (const l of lines)
        await run(c, STORE, [
          icppId,
          l.icitem_id,
          l.unit_qty,
          l.scrap_rate,
          l.need_qty,
          l.issued_qty,
          l.returned_qty,
          l.consumed_qty,
          l.balance_qty,
          l.shortage_qty,
          done,
        ]);
    });
    return this.get(icppId);
  }

  async export(icppId: number, locale: Locale): Promise<FileAnswer> {
    const inv = await this.get(icppId);
    return sheetAnswer(
      tr('物料盘点', 'Material inventory'),
      [
        col('fnumber', '物料编码', 'Material code'),
        col('fname', '物料名称', 'Material name'),
        col('fspec', '规格型号', 'Specification'),
        col('unit', '单位', 'Unit'),
        col('unit_qty', '单位用量', 'Quantity per unit', 'number'),
        col('scrap_rate', '损耗率 (%)', 'Scrap rate (%)', 'number'),
        col('need_qty', '需求数量', 'Needed', 'number'),
        col('issued_qty', '已发数量', 'Issued', 'number'),
        col('returned_qty', '退回数量', 'Returned', 'number'),
        col('consumed_qty', '消耗数量', 'Consumed', 'number'),
        col('balance_qty', '线边结存', 'On the line', 'number'),
        col('shortage_qty', '欠料数量', 'Short', 'number'),
      ],
      inv.list,
      locale,
      `material-inventory-${inv.fbillno}.xlsx`,
    );
  }

  private async plan(db: Queryable, id: number, lock = false): Promise<Plan> {
    const plan = await first(db, lock ? PLAN_LOCKED : PLAN, [id]);
    if (!plan) throw refuse('icpp_id', 'record.no_icpp', { id });
    return plan;
  }

  private async bomHead(icppId: number): Promise<{ id: number; fnumber: string; version: string } | null> {
    const id = await this.bomOf(this.pool, icppId);
    if (id === null) return null;
    return (await first(this.pool, BOM_HEAD, [id])) ?? null;
  }

  private async bomOf(db: Queryable, icppId: number): Promise<number | null> {
    return (await first(db, BOM_OF_PLAN, [icppId]))?.id ?? null;
  }
}

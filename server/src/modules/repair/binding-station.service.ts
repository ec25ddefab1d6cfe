import type pg from 'pg';
import { ErrorCode, type BindingNeed } from '@mes/contracts';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import { resourceEvent } from '../../core/resource/resource-event';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef, Row } from '../../core/resource/resource.types';
import type { BindingService } from '../product-mgt';
import { evaluateValues, refuseIfHeld } from '../spc';
import { stationOf } from './sn-position';
import { keyReused, onceByKey } from './scan-keys';

export type Need = BindingNeed;

type GlueInput = {
  station_id: number;
  sn: string | null;
  worder_id: number | null;
  glue_plan_id: number | null;
  weight: number;
  key: string | null;
};

// The policies that apply to an SN (at a station, or anywhere), most specific first per material, with what is bound.
const NEEDS = sql(
  'repair.binding_needs',
  `
SELECT DISTINCT ON (p.icitem_id) p.id AS policy_id, p.icitem_id, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname,
  p.qty, p.barcode_pattern,
  (SELECT count(*)::int FROM material_binding b WHERE b.sn = $1 AND b.icitem_id = p.icitem_id AND NOT b.replaced) AS bound,
  (SELECT coalesce(json_agg(b.barcode ORDER BY b.id), '[]') FROM material_binding b
   WHERE b.sn = $1 AND b.icitem_id = p.icitem_id AND NOT b.replaced) AS barcodes
FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
JOIN material_binding_policy p ON p.product_id = w.product_id AND NOT p.disabled
  AND (p.worder_id IS NULL OR p.worder_id = w.id) AND (p.station_id IS NULL OR $2::int IS NULL OR p.station_id = $2)
JOIN icitem i ON i.id = p.icitem_id
WHERE ws.sn = $1
ORDER BY p.icitem_id, p.worder_id NULLS LAST, p.station_id NULLS LAST, p.id`,
  { notNull: ['bound', 'barcodes'] },
);
const SN_WORDER = sql(
  'repair.sn_worder',
  `SELECT ws.sn, w.id, w.fbillno, w.status, w.product_id, p.fnumber AS product_fnumber, p.fname AS product_fname
       FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id JOIN product p ON p.id = w.product_id WHERE ws.sn = $1`,
);
const SN_KNOWN = sql('repair.sn_known', 'SELECT 1 FROM worder_sn WHERE sn = $1');
const KEEP_BINDING_KEY = sql('repair.keep_binding_key', 'UPDATE material_binding SET idem_key = $2 WHERE id = $1');
const SAME_BINDING = sql(
  'repair.same_binding',
  'SELECT id FROM material_binding WHERE barcode = $1 AND sn = $2 AND NOT replaced',
);
// the rows a key stored before (docs/repair-binding.md, "Offline queue"), one per kind of scan
const BINDING_OF_KEY = sql('repair.binding_of_key', `SELECT id, sn, barcode FROM material_binding WHERE idem_key = $1`);
const LOT_OF_KEY = sql('repair.lot_of_key', `SELECT id, lotno FROM station_material WHERE idem_key = $1`);
const GLUE_OF_KEY = sql(
  'repair.glue_of_key',
  `SELECT id, sn, weight::float8 AS weight, glue_plan_id FROM glue_item WHERE idem_key = $1`,
  { notNull: ['weight'] },
);
const LOTS = sql(
  'repair.lots',
  'SELECT id, icitem_id FROM material_lotno WHERE lotno = $1 AND ($2::int IS NULL OR icitem_id = $2) ORDER BY id',
);
const ICITEM_KNOWN = sql('repair.icitem_known', 'SELECT 1 FROM icitem WHERE id = $1');
const LOCK_STATION = sql('repair.lock_station', 'SELECT id FROM station WHERE id = $1 FOR UPDATE');
const DISABLE_STATION_MATERIAL = sql(
  'repair.disable_station_material',
  `UPDATE station_material SET disabled = true, updated_at = now()
         WHERE station_id = $1 AND icitem_id = $2 AND NOT disabled`,
);
const PUT_STATION_MATERIAL = sql(
  'repair.put_station_material',
  `INSERT INTO station_material (station_id, icitem_id, lotno, material_lotno_id, qty, creater_id, idem_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
);
const GLUE_PLANS = sql(
  'repair.glue_plans',
  `SELECT id, fnumber, glue_type, min_weight::float8 AS min_weight, max_weight::float8 AS max_weight
         FROM glue_plan WHERE product_id = $1 AND NOT disabled AND (station_id IS NULL OR station_id = $2)
           AND ($3::int IS NULL OR id = $3)
         ORDER BY station_id NULLS LAST, id`,
  { notNull: ['min_weight', 'max_weight'] },
);
const ADD_GLUE_ITEM = sql(
  'repair.add_glue_item',
  `INSERT INTO glue_item (worder_id, station_id, glue_plan_id, sn, weight, result, creater_id, idem_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
);
const GLUE_ANSWER = sql(
  'repair.glue_answer',
  `SELECT g.result, g.weight::float8 AS weight, p.id, p.fnumber, p.glue_type, p.min_weight::float8 AS min_weight,
         p.max_weight::float8 AS max_weight
       FROM glue_item g JOIN glue_plan p ON p.id = g.glue_plan_id WHERE g.id = $1`,
  { notNull: ['weight', 'min_weight', 'max_weight'] },
);
// a station's count of today, one statement per kind (COUNTED)
const TODAY = {
  binding: sql(
    'repair.today_bindings',
    `SELECT count(*)::int AS count FROM material_binding WHERE station_id = $1 AND created_at >= $2`,
    { notNull: ['count'] },
  ),
  lot: sql(
    'repair.today_lots',
    `SELECT count(*)::int AS count FROM station_material WHERE station_id = $1 AND created_at >= $2`,
    { notNull: ['count'] },
  ),
  glue: sql(
    'repair.today_glue',
    `SELECT count(*)::int AS count FROM glue_item WHERE station_id = $1 AND created_at >= $2`,
    { notNull: ['count'] },
  ),
} as const;
const ORDER_OF_SN = sql(
  'repair.order_of_sn',
  'SELECT w.id, w.fbillno, w.product_id FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1',
);
const ORDER_BY_ID = sql('repair.order_by_id', 'SELECT id, fbillno, product_id FROM worder WHERE id = $1');

/** what a station's count of today counts, by kind (binding_station/today). */
export const COUNTED = { binding: 'material_binding', lot: 'station_material', glue: 'glue_item' } as const;

// The binding, accessory, material-loading and glue stations (v2 mes-transfer; docs/repair-binding.md).
export class BindingStationService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly resources: ResourceService,
    private readonly binding: BindingService,
    private readonly defs: {
      stationMaterial: () => ResourceDef;
      glueItem: () => ResourceDef;
      binding: () => ResourceDef;
    },
  ) {}

  /** the SN's work order and the materials its policies ask for here, with what is bound. */
  async relationWorder(sn: string, stationId: number | null): Promise<Record<string, unknown>> {
    const found = await first(this.pool, SN_WORDER, [sn]);
    if (!found) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'repair.sn_in_no_order', { sn });
    const { sn: _sn, ...worder } = found;
    return { sn, worder, materials: await this.needs(sn, stationId) };
  }

  /** whether every material the policies ask for here is bound in full. */
  async check(sn: string, stationId: number | null): Promise<{ sn: string; complete: boolean; materials: Need[] }> {
    if (stationId !== null) await stationOf(this.pool, stationId);
    const known = await rows(this.pool, SN_KNOWN, [sn]);
    if (known.length === 0) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'repair.sn_in_no_order', { sn });
    const materials = await this.needs(sn, stationId);
    return { sn, complete: materials.every((n) => n.bound >= n.qty), materials };
  }

  /**
   * one barcode bound through the binding service, answered with the SN's state after it. The same barcode sent again
   * for the same SN (a retry whose answer was lost) answers that binding with `repeated: true`, not a refusal.
   */
  async bind(
    input: { sn: string; barcode: string; station_id: number; icitem_id: number | null; key: string | null },
    userId: number | null,
  ): Promise<Record<string, unknown>> {
    await stationOf(this.pool, input.station_id);
    const again = () => this.boundByKey(input);
    const before = await again();
    if (before) return before;
    try {
      const binding = await inTransaction(this.pool, async (c) => {
        const row = await this.binding.bindIn(c, input, userId);
        if (input.key !== null) await run(c, KEEP_BINDING_KEY, [row.id, input.key]);
        return row;
      });
      return { binding, repeated: false, ...(await this.check(input.sn, input.station_id)) };
    } catch (e) {
      const raced = await again();
      if (raced) return raced;
      const same = await first(this.pool, SAME_BINDING, [input.barcode, input.sn]);
      if (!same) throw e;
      const binding = await this.resources.get(this.defs.binding(), same.id);
      return { binding, repeated: true, ...(await this.check(input.sn, input.station_id)) };
    }
  }

  /** the binding a key stored before (a replay from the offline queue), answered again; null for a new key. */
  private async boundByKey(input: { sn: string; barcode: string; station_id: number; key: string | null }) {
    const row = input.key === null ? undefined : await first(this.pool, BINDING_OF_KEY, [input.key]);
    if (!row) return null;
    if (row.sn !== input.sn || row.barcode !== input.barcode)
      keyReused(input.key!, 'repair.key_used_for_binding', { barcode: row.barcode, sn: row.sn });
    const binding = await this.resources.get(this.defs.binding(), row.id);
    return { binding, repeated: true, ...(await this.check(input.sn, input.station_id)) };
  }

  /** a material lot put at a station: it replaces the lot of the same material put there before. */
  async putMaterial(
    input: { station_id: number; barcode: string; icitem_id: number | null; qty: number; key: string | null },
    userId: number | null,
  ): Promise<Row> {
    return onceByKey(input.key, () => this.putMaterialOnce(input, userId));
  }

  private async putMaterialOnce(
    input: { station_id: number; barcode: string; icitem_id: number | null; qty: number; key: string | null },
    userId: number | null,
  ): Promise<Row> {
    return inTransaction(this.pool, async (c) => {
      await stationOf(c, input.station_id);
      const before = input.key === null ? undefined : await first(c, LOT_OF_KEY, [input.key]);
      if (before) {
        if (before.lotno !== input.barcode) keyReused(input.key!, 'repair.key_used_for_lot', { lot: before.lotno });
        return { ...(await this.resources.get(this.defs.stationMaterial(), before.id, c)), repeated: true };
      }
      const lots = await rows(c, LOTS, [input.barcode, input.icitem_id]);
      if (lots.length > 1 && input.icitem_id === null)
        throw refuse('icitem_id', 'repair.lot_of_several_materials', { lot: input.barcode });
      const icitem = lots[0]?.icitem_id ?? input.icitem_id;
      if (icitem === null) throw refuse('barcode', 'repair.unknown_lot', { barcode: input.barcode });
      const items = await rows(c, ICITEM_KNOWN, [icitem]);
      if (items.length === 0) throw refuse('icitem_id', 'repair.no_material', { id: icitem });
      // the station's row of this material, locked: two lots put at once end with one active.
      await rows(c, LOCK_STATION, [input.station_id]);
      await run(c, DISABLE_STATION_MATERIAL, [input.station_id, icitem]);
      const [{ id }] = await rows(c, PUT_STATION_MATERIAL, [
        input.station_id,
        icitem,
        input.barcode,
        lots[0]?.id ?? null,
        input.qty,
        userId,
        input.key,
      ]);
      await resourceEvent(c, this.defs.stationMaterial(), 'create', id, userId);
      return { ...(await this.resources.get(this.defs.stationMaterial(), id, c)), repeated: false };
    });
  }

  /** a glue weighing: judged against the glue plan's window and recorded as a glue_item, pass or fail. */
  async glueWeight(input: GlueInput, userId: number | null): Promise<Record<string, unknown>> {
    return onceByKey(input.key, () => this.glueWeightOnce(input, userId));
  }

  private async glueWeightOnce(input: GlueInput, userId: number | null): Promise<Record<string, unknown>> {
    return inTransaction(this.pool, async (c) => {
      const station = await stationOf(c, input.station_id);
      const before = input.key === null ? undefined : await first(c, GLUE_OF_KEY, [input.key]);
      if (before) {
        if (before.sn !== (input.sn ?? '')) {
          if (before.sn) keyReused(input.key!, 'repair.key_used_for_glue', { sn: before.sn, weight: before.weight });
          keyReused(input.key!, 'repair.key_used_for_order_glue', { weight: before.weight });
        }
        return this.glueAnswer(c, before.id, true);
      }
      // a station held by an SPC alarm weighs nothing until released (1701)
      await refuseIfHeld(c, station.id);
      const order = await this.orderOf(input.sn, input.worder_id);
      const plan = await first(c, GLUE_PLANS, [order.product_id, station.id, input.glue_plan_id]);
      if (!plan)
        throw input.glue_plan_id === null
          ? refuse('worder_id', 'repair.no_glue_plan', { fbillno: order.fbillno, station: station.fnumber })
          : refuse('glue_plan_id', 'repair.glue_plan_not_enabled', {
              id: input.glue_plan_id,
              fbillno: order.fbillno,
              station: station.fnumber,
            });
      const result = input.weight >= plan.min_weight && input.weight <= plan.max_weight ? 1 : 2;
      const [{ id, created_at }] = await rows(c, ADD_GLUE_ITEM, [
        order.id,
        station.id,
        plan.id,
        input.sn ?? '',
        input.weight,
        result,
        userId,
        input.key,
      ]);
      // the weighing's value to the characteristics watching the station's glue weights (docs/spc.md, "Sources")
      await evaluateValues(c, 'glue', [
        {
          station_id: station.id,
          product_id: order.product_id,
          product_line_id: station.product_line_id,
          ref_id: id,
          at: created_at,
          x: input.weight,
        },
      ]);
      await resourceEvent(c, this.defs.glueItem(), 'create', id, userId);
      return this.glueAnswer(c, id, false);
    });
  }

  /** a glue weighing as answered: the stored item, its verdict and its plan's window. */
  private async glueAnswer(c: Tx, id: number, repeated: boolean): Promise<Record<string, unknown>> {
    const [row] = await rows(c, GLUE_ANSWER, [id]);
    return {
      glue_item: await this.resources.get(this.defs.glueItem(), id, c),
      result: row.result,
      verdict: row.result === 1 ? 'pass' : 'fail',
      weight: row.weight,
      min_weight: row.min_weight,
      max_weight: row.max_weight,
      glue_plan: { id: row.id, fnumber: row.fnumber, glue_type: row.glue_type },
      repeated,
    };
  }

  /** how many bindings, lots or glue weighings the station stored since `from` (the screen's local midnight). */
  async today(stationId: number, kind: keyof typeof COUNTED, from: Date): Promise<{ count: number }> {
    await stationOf(this.pool, stationId);
    const [{ count }] = await rows(this.pool, TODAY[kind], [stationId, from]);
    return { count };
  }

  private async needs(sn: string, stationId: number | null): Promise<Need[]> {
    return (await rows(this.pool, NEEDS, [sn, stationId])).map((n) => ({
      ...n,
      // json_agg of the barcodes (text): a list of strings
      barcodes: n.barcodes as string[],
    }));
  }

  private async orderOf(
    sn: string | null,
    worderId: number | null,
  ): Promise<{ id: number; fbillno: string; product_id: number }> {
    const order = await (sn !== null ? first(this.pool, ORDER_OF_SN, [sn]) : first(this.pool, ORDER_BY_ID, [worderId]));
    if (!order) {
      if (sn !== null) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'repair.sn_in_no_order', { sn });
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'repair.no_work_order', { id: Number(worderId) });
    }
    if (sn !== null && worderId !== null && order.id !== worderId)
      throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'repair.sn_not_in_order', { sn, id: worderId });
    return order;
  }
}

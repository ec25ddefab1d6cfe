import { first, rows, sql, type Tx } from '../../../core/db/sql';
import type { SmtSettings } from '../../smt';
import type { Need } from './recommend';

const ORDER = sql('stock-mgt.flow.feeder_order', 'SELECT smt_feeder_id, icpp_id, fqty FROM smt_order WHERE id = $1');
// smt's LATEST with %WHERE% = `icpp_id = $1`, as one literal: the plan's newest enabled feeder list
const PLAN_FEEDER = sql(
  'stock-mgt.flow.plan_feeder',
  `SELECT id FROM (SELECT DISTINCT ON (COALESCE(parent_id, id)) id FROM smt_feeder WHERE NOT disabled AND icpp_id = $1 ORDER BY COALESCE(parent_id, id), version DESC, id DESC) l ORDER BY id DESC LIMIT 1`,
);
const PLAN_QTY = sql('stock-mgt.flow.feeder_plan_qty', 'SELECT fqty FROM icpp WHERE id = $1');
const SLOTS = sql(
  'stock-mgt.flow.feeder_slots',
  `SELECT icitem_id, sum(qty_per_board)::float8 AS per_board FROM smt_feeder_entry WHERE smt_feeder_id = $1
      GROUP BY icitem_id ORDER BY min(seq), icitem_id`,
  { notNull: ['per_board'] },
);

// Needs from an SMT feeder list (docs/material-flow.md, "Needs from the feeder list"): per material, the usage per
// board of its slots x the boards x (1 + the attrition setting), rounded up to whole parts: the pieces a line drops
// at pick-up are what the BOM does not count.

type Source = { smt_order_id: number | null; icpp_id: number | null; fqty: number };
export type FeederNeeds = { smt_feeder_id: number; units: number; attrition_percent: number; needs: Need[] };

/**
 * the need of a preparation for an SMT order or a process plan with a feeder list; null when there is none. Read in
 * the caller's transaction c, the attrition setting too.
 */
export async function feederNeeds(c: Tx, doc: Source, settings: SmtSettings): Promise<FeederNeeds | null> {
  let feeder: number | null = null;
  let units = doc.fqty;
  let plan = doc.icpp_id;
  if (doc.smt_order_id !== null) {
    const [o] = await rows(c, ORDER, [doc.smt_order_id]);
    feeder = o.smt_feeder_id;
    plan = plan ?? o.icpp_id;
    if (!(units > 0)) units = o.fqty;
  }
  if (feeder === null && plan !== null) {
    const f = await first(c, PLAN_FEEDER, [plan]);
    feeder = f?.id ?? null;
  }
  if (feeder === null) return null;
  if (!(units > 0) && plan !== null) units = (await rows(c, PLAN_QTY, [plan]))[0].fqty;
  const attrition = await settings.int('material_prepare', 'attrition_percent', c);
  const slots = await rows(c, SLOTS, [feeder]);
  return {
    smt_feeder_id: feeder,
    units,
    attrition_percent: attrition,
    needs: slots.map((s) => ({ icitem_id: s.icitem_id, need_qty: feederNeed(s.per_board, units, attrition) })),
  };
}

/** usage per board x boards x (1 + attrition %), rounded up to a whole part (six decimals first: no 1e-13 rests). */
export function feederNeed(perBoard: number, units: number, attritionPercent: number): number {
  return Math.ceil(Math.round(perBoard * units * (1 + attritionPercent / 100) * 1e6) / 1e6);
}

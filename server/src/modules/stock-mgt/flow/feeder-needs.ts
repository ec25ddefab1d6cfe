import type { EntityManager } from 'typeorm';
import { LATEST } from '../../smt';
import { SmtSettings } from '../../smt';
import type { Need } from './recommend';

// Needs from an SMT feeder list (docs/material-flow.md, "Needs from the feeder list"): per material, the usage per
// board of its slots x the boards x (1 + the attrition setting), rounded up to whole parts: the pieces a line drops
// at pick-up are what the BOM does not count.

type Source = { smt_order_id: number | null; icpp_id: number | null; fqty: number };
export type FeederNeeds = { smt_feeder_id: number; units: number; attrition_percent: number; needs: Need[] };

/** the need of a preparation for an SMT order or a process plan with a feeder list; null when there is none. */
export async function feederNeeds(m: EntityManager, doc: Source): Promise<FeederNeeds | null> {
  let feeder: number | null = null;
  let units = doc.fqty;
  let plan = doc.icpp_id;
  if (doc.smt_order_id !== null) {
    const [o] = (await m.query('SELECT smt_feeder_id, icpp_id, fqty FROM smt_order WHERE id = $1', [
      doc.smt_order_id,
    ])) as { smt_feeder_id: number | null; icpp_id: number | null; fqty: number }[];
    feeder = o.smt_feeder_id;
    plan = plan ?? o.icpp_id;
    if (!(units > 0)) units = o.fqty;
  }
  if (feeder === null && plan !== null) {
    const [f] = (await m.query(
      `SELECT id FROM (${LATEST.replace('%WHERE%', 'icpp_id = $1')}) l ORDER BY id DESC LIMIT 1`,
      [plan],
    )) as { id: number }[];
    feeder = f?.id ?? null;
  }
  if (feeder === null) return null;
  if (!(units > 0) && plan !== null)
    units = ((await m.query('SELECT fqty FROM icpp WHERE id = $1', [plan])) as { fqty: number }[])[0].fqty;
  const attrition = await new SmtSettings(m.connection).int('material_prepare', 'attrition_percent', m);
  const slots = (await m.query(
    `SELECT icitem_id, sum(qty_per_board)::float8 AS per_board FROM smt_feeder_entry WHERE smt_feeder_id = $1
      GROUP BY icitem_id ORDER BY min(seq), icitem_id`,
    [feeder],
  )) as { icitem_id: number; per_board: number }[];
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

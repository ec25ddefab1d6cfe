import { BoxStatus, ErrorCode, inBoth, type TryBoxAnswer } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql } from '../../../core/db/sql';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { judgeWeight } from '../../product-mgt';
import { evaluateValues, refuseIfHeld } from '../../spc';
import type { StationInfo } from '../routing-cache';
import { boxAnswer, type BoxRow } from './box-rows';

const WEIGHT_OF_LEVEL = sql(
  'shop-floor.weight_of_level',
  `SELECT weight::float8 AS weight, tolerance::float8 AS tolerance FROM packaging_plan_level
         WHERE packaging_plan_id = $1 AND level = $2`,
  { notNull: ['weight', 'tolerance'] },
);
const WEIGH_BOX = sql(
  'shop-floor.weigh_box',
  `UPDATE box SET weight = $2, weighed_at = now(), updated_at = now() WHERE id = $1 RETURNING id, fnumber, level, parent_id, pallet_id, worder_id, station_id, packaging_plan_id, status, fqty, capacity, weight, product_id, weighed_at`,
);

/**
 * A closed box weighed at the packing station, in the caller's transaction (the box locked): judged against its
 * plan's level (1502 outside the tolerance), stored, and handed to the SPC characteristics watching the station's box
 * weights (docs/spc.md, "Sources"); a station held by an SPC alarm weighs nothing until released (1701).
 */
export async function weighBox(
  c: pg.PoolClient,
  box: BoxRow,
  station: StationInfo,
  weight: number,
  userId: number | null,
): Promise<TryBoxAnswer> {
  await refuseIfHeld(c, station.id);
  if (box.status !== BoxStatus.WORKING_FINISHED)
    throw refuse('weight', 'shop_floor.box_not_closed_for_weighing', {
      fnumber: box.fnumber,
      status: inBoth((l) => BoxStatus.label(box.status, l).toLowerCase()),
      fqty: Number(box.fqty),
      capacity: box.capacity,
    });
  const level = await first(c, WEIGHT_OF_LEVEL, [box.packaging_plan_id, box.level]);
  const expected = level ?? { weight: 0, tolerance: 0 };
  const verdict = judgeWeight(weight, expected);
  const weighing = {
    expected: expected.weight,
    tolerance: expected.tolerance,
    measured: weight,
    deviation: verdict.reason === 'not_weighed' ? 0 : verdict.deviation,
    reason: verdict.reason,
  };
  if (!verdict.ok)
    throw refuseAs(
      ErrorCode.WEIGHING_ERROR,
      'weight',
      'packing.weighs_off',
      {
        box: box.fnumber,
        weight,
        expected: expected.weight,
        tolerance: expected.tolerance,
        reason:
          verdict.reason === 'under' ? { 'en-US': 'under', 'zh-CN': '偏轻' } : { 'en-US': 'over', 'zh-CN': '偏重' },
        deviation: Math.abs(weighing.deviation),
      },
      weighing,
    );
  const [weighed] = await rows(c, WEIGH_BOX, [box.id, weight]);
  await evaluateValues(c, 'weight', [
    {
      station_id: station.id,
      product_id: weighed.product_id,
      product_line_id: station.product_line_id,
      ref_id: weighed.id,
      at: weighed.weighed_at ?? new Date(),
      x: weight,
    },
  ]);
  await writeOutbox(c, 'box.update', {
    resource: 'box',
    module: 'product_mgt',
    action: 'update',
    id: box.id,
    by: userId,
  });
  return { box: await boxAnswer(c, weighed), weighing };
}

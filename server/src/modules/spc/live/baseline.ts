import type { SpcBaseline, SpcChart } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { inTransaction, rows, type Queryable } from '../../../core/db/sql';
import { SpcInputError } from '../spc-input-error';
import { currentBaseline } from './chart';
import { INSERT_BASELINE, LAST_SEQ, LOCK_FOR_FREEZE, WINDOW_POINTS } from './chart.sql';
import { freezeLimits, type Frozen } from './subgroups';

type Pool = Parameters<typeof inTransaction>[0];
export type FreezeInput = { id: number; from_seq?: number; to_seq?: number; last?: number; fdesc: string };

/** the fewest complete points a baseline is frozen from */
export const MIN_BASELINE_POINTS = 2;

/**
 * Freezes a characteristic's control limits from a window of its complete points (docs/spc.md, "Freezing limits"):
 * the points from_seq..to_seq, or the last `last`, or by default every point since the previous freeze. The baseline
 * is kept with who froze it and when; the points completed from then on are judged against it.
 */
export async function freeze(pool: Pool, b: FreezeInput, userId: number): Promise<SpcBaseline> {
  if (b.from_seq !== undefined && b.to_seq !== undefined && b.from_seq > b.to_seq)
    throw refuse('from_seq', 'spc.baseline_range');
  return inTransaction(pool, async (tx) => {
    const c = (await rows(tx, LOCK_FOR_FREEZE, [b.id]))[0];
    if (!c) throw refuse('id', 'spc.no_characteristic', { id: b.id });
    const last = (await rows(tx, LAST_SEQ, [b.id]))[0].seq;
    const to = b.to_seq ?? last;
    const from = b.from_seq ?? (b.last !== undefined ? Math.max(1, to - b.last + 1) : (c.frozen_to ?? 0) + 1);
    const points = await rows(tx, WINDOW_POINTS, [b.id, from, to]);
    if (points.length < MIN_BASELINE_POINTS)
      throw refuse(b.last !== undefined ? 'last' : 'from_seq', 'spc.baseline_too_small', {
        min: MIN_BASELINE_POINTS,
        count: points.length,
      });
    let limits: Frozen;
    try {
      limits = freezeLimits(c.chart as SpcChart, points);
    } catch (e) {
      if (e instanceof SpcInputError) throw refuse('id', 'spc.baseline_flat');
      throw e;
    }
    if (!(limits.sigma > 0)) throw refuse('id', 'spc.baseline_flat');
    await rows(tx, INSERT_BASELINE, [
      b.id,
      limits.centre,
      limits.sigma,
      limits.lcl,
      limits.ucl,
      limits.spread?.centre ?? null,
      limits.spread?.lcl ?? null,
      limits.spread?.ucl ?? null,
      points[0].seq,
      points[points.length - 1].seq,
      points.length,
      userId,
      b.fdesc,
    ]);
    return (await currentBaseline(tx as Queryable, b.id))!;
  });
}

import { ErrorCode } from '@mes/contracts';
import { AppException } from '../../core/api/app.exception';
import { floorLifeByCode, type Rows } from './msd-events';

/** The words of the refusal; screens translate the code (contracts ERROR_MESSAGES). */
export const FLOOR_LIFE_EXCEEDED = 'floor life exceeded';

/**
 * Refuses a moisture-sensitive reel whose floor life has run out (or an MSL 6 reel not baked) wherever a reel is
 * put on a machine: the SMT feeding steps call it before judging the slot. Err 1601, field barcode.
 */
export async function refuseBlockedReel(q: Rows, code: string, now = new Date()): Promise<void> {
  const fl = (await floorLifeByCode(q, [code], now)).get(code);
  if (!fl?.blocked) return;
  const why =
    fl.msl === '6' && !fl.expired
      ? 'MSL 6: bake before use'
      : `MSL ${fl.msl}: ${fl.used_h.toFixed(1)} h used of ${fl.limit_h ?? 0} h, bake to reset`;
  throw new AppException(ErrorCode.FLOOR_LIFE_EXCEEDED, `barcode: reel ${code}: ${FLOOR_LIFE_EXCEEDED} (${why})`, {
    field: 'barcode',
    floor_life: fl,
  });
}

import { ErrorCode } from '@mes/contracts';
import { refuseAs } from '../../core/api/app.exception';
import type { Queryable } from '../../core/db/sql';
import { floorLifeByCode } from './msd-events';

/**
 * Refuses a moisture-sensitive reel whose floor life has run out (or an MSL 6 reel not baked) wherever a reel is
 * put on a machine: the SMT feeding steps call it before judging the slot. Err 1601, field barcode.
 */
export async function refuseBlockedReel(q: Queryable, code: string, now = new Date()): Promise<void> {
  const fl = (await floorLifeByCode(q, [code], now)).get(code);
  if (!fl?.blocked) return;
  const data = { field: 'barcode', floor_life: fl };
  if (fl.msl === '6' && !fl.expired)
    throw refuseAs(ErrorCode.FLOOR_LIFE_EXCEEDED, 'barcode', 'msd.floor_life_exceeded_msl6', { code }, data);
  throw refuseAs(
    ErrorCode.FLOOR_LIFE_EXCEEDED,
    'barcode',
    'msd.floor_life_exceeded',
    { code, msl: fl.msl, used: fl.used_h.toFixed(1), limit: fl.limit_h ?? 0 },
    data,
  );
}

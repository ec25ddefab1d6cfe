import type { RefusalCode, RefusalParams } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';

// The binding stations' offline queue (docs/repair-binding.md, "Offline queue"): a station PC sends every scan with an
// idempotency key and sends it again, with the same key, when it is not sure the first send arrived. The scan's row
// keeps the key (a unique column; the key is read by the declarations, contracts/src/calls/repair.ts), so a key seen before answers the row it stored, never a second row.

/** a second send of a key racing the first loses on the unique key: run again, it then finds the first's row. */
export async function onceByKey<T>(key: string | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const clash = (e as { code?: string; constraint?: string; driverError?: { constraint?: string } }) ?? {};
    const constraint = clash.constraint ?? clash.driverError?.constraint ?? '';
    if (key === null || !constraint.endsWith('_idem_key')) throw e;
    return run();
  }
}

/** a key used before for another scan than this one: refused, nothing stored; `code` says what it was used for. */
export function keyReused(key: string, code: RefusalCode, params: RefusalParams): never {
  throw refuse('idempotency_key', code, { key, ...params });
}

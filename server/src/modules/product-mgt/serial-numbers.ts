import type { RefusalCode, RefusalParams } from '@mes/contracts';

// Serial numbers of a work order (docs/api.md, "Production data"). Pure: the caller reads and writes the database.

export const SN_MAX = 64;
export const COUNTER_DIGITS = 6;
const COUNTER_LIMIT = 10 ** COUNTER_DIGITS - 1;
const PRINTABLE = /^[\x21-\x7e]+$/;

/** the numbers, or why not: a refusal of the catalogue (contracts/src/refusals/product.ts) and its values */
export type Generated = { ok: true; sns: string[] } | { ok: false; code: RefusalCode; params: RefusalParams };

/** `count` serial numbers `${prefix}${000001…}` in counter order, skipping the taken ones. */
export function generateSerials(prefix: string, taken: ReadonlySet<string>, count: number): Generated {
  if (prefix.length + COUNTER_DIGITS > SN_MAX)
    return { ok: false, code: 'product.sn_prefix_too_long', params: { prefix, max: SN_MAX } };
  const sns: string[] = [];
  for (let n = 1; n <= COUNTER_LIMIT && sns.length < count; n++) {
    const sn = `${prefix}${String(n).padStart(COUNTER_DIGITS, '0')}`;
    if (!taken.has(sn)) sns.push(sn);
  }
  if (sns.length < count)
    return { ok: false, code: 'product.sn_counter_used_up', params: { digits: COUNTER_DIGITS, prefix } };
  return { ok: true, sns };
}

/** why a scanned or imported serial number is not acceptable, or null. */
export function snProblem(sn: string): string | null {
  if (sn.length > SN_MAX) return `longer than ${SN_MAX} characters`;
  if (!PRINTABLE.test(sn)) return 'must be printable ASCII without blanks';
  return null;
}

/** the product's SN pattern as a whole-string match; null when the product has none. Throws on a broken pattern. */
export function snPattern(source: string): RegExp | null {
  return source.trim() === '' ? null : new RegExp(`^(?:${source})$`);
}

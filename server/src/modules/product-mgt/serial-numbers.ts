// Serial numbers of a work order (docs/api.md, "Production data"). Pure: the caller reads and writes the database.

export const SN_MAX = 64;
export const COUNTER_DIGITS = 6;
const COUNTER_LIMIT = 10 ** COUNTER_DIGITS - 1;
const PRINTABLE = /^[\x21-\x7e]+$/;

export type Generated = { ok: true; sns: string[] } | { ok: false; reason: string };

/** `count` serial numbers `${prefix}${000001…}` in counter order, skipping the taken ones. */
export function generateSerials(prefix: string, taken: ReadonlySet<string>, count: number): Generated {
  if (prefix.length + COUNTER_DIGITS > SN_MAX)
    return { ok: false, reason: `'${prefix}' is too long: a serial number has at most ${SN_MAX} characters` };
  const sns: string[] = [];
  for (let n = 1; n <= COUNTER_LIMIT && sns.length < count; n++) {
    const sn = `${prefix}${String(n).padStart(COUNTER_DIGITS, '0')}`;
    if (!taken.has(sn)) sns.push(sn);
  }
  if (sns.length < count)
    return { ok: false, reason: `the ${COUNTER_DIGITS}-digit counter after '${prefix}' is used up` };
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

import {
  PARSER_FQTY,
  PARSER_RESULT_KEYS,
  refusalMessage,
  type ParserResult,
  type ParserResultKey,
  type RefusalCode,
  type RefusalParams,
} from '@mes/contracts';
import {
  MAX_SCAN_CHARS,
  type KeyMapping,
  type LabelParser,
  type ParserProblem,
  type ScanParserHandler,
} from './scan-parser.types';

// Shared pieces of the per-kind parsers: JSON checks, label splitting, result building, key maps.

export const GS = '\u001d';
export const RS = '\u001e';
export const EOT = '\u0004';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isIntAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

export function isResultKey(value: unknown): value is ParserResultKey {
  return typeof value === 'string' && (PARSER_RESULT_KEYS as readonly string[]).includes(value);
}

/** A problem with a parser config: `field` is wrong, `code` (basicdata.parser_*, input.*) says how. */
export function problem(field: string, code: RefusalCode, params?: RefusalParams): ParserProblem {
  return params === undefined ? { field, code } : { field, code, params };
}

/** A problem's en-US text, naming its field ('rules.pattern: must be ...'). */
export function problemText(p: ParserProblem): string {
  return refusalMessage(p.field, p.code, 'en-US', p.params);
}

/** Problems for keys of `obj` outside `allowed`, e.g. a typo such as 'delimeter'. */
export function unknownKeys(obj: Record<string, unknown>, allowed: readonly string[], path: string): ParserProblem[] {
  return Object.keys(obj)
    .filter((k) => !allowed.includes(k))
    .map((k) => problem(`${path}.${k}`, 'basicdata.parser_unknown_field', { values: allowed.join(', ') }));
}

/** Builds a handler from typed hooks; the one cast is safe because compile() only sees validated rules. */
export function defineScanParser<R>(hooks: {
  validate(rules: unknown): ParserProblem[];
  compile(rules: R): LabelParser;
  splitLine?(line: string): string[];
}): ScanParserHandler {
  return { validate: hooks.validate, compile: (rules) => hooks.compile(rules as R), splitLine: hooks.splitLine };
}

/** The non-blank lines of a scan (one label per line); [] when the scan is longer than MAX_SCAN_CHARS. */
export function splitLines(text: string): string[] {
  if (text.length > MAX_SCAN_CHARS) return [];
  return text.split(/\r\n|[\r\n\u2028\u2029]/).filter((line) => line.trim() !== '');
}

/**
 * A quantity as a canonical decimal string ('00250' -> '250', '1.2500' -> '1.25'), or undefined when the text is
 * not a plain non-negative decimal (no sign, no thousands separators) of at most 15 integer and 9 fraction digits,
 * so Number() of the answer is always finite.
 */
export function normalizeQty(raw: string): string | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,9}))?$/.exec(raw.trim());
  if (!m) return undefined;
  const int = m[1].replace(/^0+(?=\d)/, '');
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** A result from raw values: trimmed, empty ones dropped, the quantity normalized; null when nothing is left. */
export function buildResult(raw: Partial<Record<ParserResultKey, string | undefined>>): ParserResult | null {
  const result: ParserResult = {};
  for (const key of PARSER_RESULT_KEYS) {
    const text = raw[key]?.trim();
    if (!text) continue;
    const value = key === PARSER_FQTY ? normalizeQty(text) : text;
    if (value !== undefined) result[key] = value;
  }
  return Object.keys(result).length > 0 ? result : null;
}

const MAX_MAP_CODES = 8;

export type ResolvedKeyMap = Record<ParserResultKey, readonly string[]>;

/** Problems in a `map` of result key -> element code(s); `badCode` says what a valid code looks like. */
export function validateKeyMap(
  map: unknown,
  path: string,
  isCode: (code: string) => boolean,
  badCode: RefusalCode,
): ParserProblem[] {
  if (map === undefined) return [];
  if (!isRecord(map)) return [problem(path, 'basicdata.parser_map_object', { keys: PARSER_RESULT_KEYS.join(', ') })];
  const problems = unknownKeys(map, PARSER_RESULT_KEYS, path);
  for (const key of PARSER_RESULT_KEYS) {
    const value = map[key];
    if (value === undefined) continue;
    const codes = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(codes) || codes.length > MAX_MAP_CODES) {
      problems.push(problem(`${path}.${key}`, 'basicdata.parser_map_codes', { max: MAX_MAP_CODES }));
      continue;
    }
    codes.forEach((code: unknown, i) => {
      if (typeof code !== 'string' || !isCode(code)) {
        const where = typeof value === 'string' ? `${path}.${key}` : `${path}.${key}[${i}]`;
        problems.push(problem(where, badCode));
      }
    });
  }
  return problems;
}

export function resolveKeyMap(defaults: ResolvedKeyMap, map: KeyMapping | undefined): ResolvedKeyMap {
  const resolved = { ...defaults };
  for (const key of PARSER_RESULT_KEYS) {
    const value = map?.[key];
    if (value !== undefined) resolved[key] = typeof value === 'string' ? [value] : value;
  }
  return resolved;
}

/** Fills each result key from the first of its codes that `lookup` finds. */
export function pickMapped(map: ResolvedKeyMap, lookup: (code: string) => string | undefined): ParserResult | null {
  const raw: Partial<Record<ParserResultKey, string>> = {};
  for (const key of PARSER_RESULT_KEYS) {
    for (const code of map[key]) {
      const value = lookup(code);
      const usable = key === PARSER_FQTY ? normalizeQty(value ?? '') !== undefined : !!value?.trim();
      if (value !== undefined && usable) {
        raw[key] = value;
        break;
      }
    }
  }
  return buildResult(raw);
}

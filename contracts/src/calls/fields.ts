import { z } from 'zod';
import type { RefusalCode, RefusalParams } from '../refusals';
import { readDateTime } from './date-time';

// The one kit of input fields (issue 32): every call's body is a zod schema built from these, declared once in
// contracts/src/calls. A check's failure carries its refusal code and parameters in zod's message (`coded`), and the
// server reads them back (`refusalOfIssue`), so a refused body names the field, a catalogue code and its params.

// zod compiles object parsers with `new Function` unless told not to, and probes for it when a schema is built: under
// the apps' Content-Security-Policy (no 'unsafe-eval') the probe is reported as a violation even though zod catches
// it (csp.spec). Bodies are small; the interpreted parser is fast enough on the server too, and the same everywhere.
z.config({ jitless: true });

export const MAX_INT = 2147483647;

/** how a coded message is kept in a zod issue; `up`: name the field that many levels above the issue's own path */
type Coded = { code: RefusalCode; params?: RefusalParams; up?: number };

/** the error option of a zod check: its refusal code and parameters. */
export function coded(code: RefusalCode, params?: RefusalParams, up?: number): { error: string } {
  const c: Coded = { code };
  if (params) c.params = params;
  if (up) c.up = up;
  return { error: JSON.stringify(c) };
}

/** The refusal a zod issue says: its field (`a.b[2].c`), code and params; null for an issue no kit field made. */
export function refusalOfIssue(issue: {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}): { field: string; code: RefusalCode; params?: RefusalParams } | null {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    return { field: fieldName([...issue.path, issue.keys[0]]), code: 'input.unknown_field' };
  }
  let c: Coded;
  try {
    c = JSON.parse(issue.message) as Coded;
  } catch {
    return null;
  }
  if (typeof c?.code !== 'string') return null;
  const path = c.up ? issue.path.slice(0, Math.max(0, issue.path.length - c.up)) : issue.path;
  return { field: fieldName(path) || 'body', code: c.code, params: c.params };
}

/** The refusal a schema gives a body (an unknown field first, else the first fault); null when it takes it. */
export function bodyRefusal(schema: z.ZodType, body: unknown): ReturnType<typeof refusalOfIssue> | null {
  const r = schema.safeParse(body);
  if (r.success) return null;
  const issues = r.error.issues;
  return refusalOfIssue(issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]) ?? uncoded(issues[0]);
}

/** a check declared without a code is a mistake of the declaration: said, not hidden */
function uncoded(issue: { path: readonly PropertyKey[]; message: string }): never {
  throw new Error(`input schema check without a refusal code at ${fieldName(issue.path)}: ${issue.message}`);
}

/** a zod path as the refusals name fields: `replace[0].barcode` */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (s, p) => (typeof p === 'number' ? `${s}[${p}]` : s === '' ? String(p) : `${s}.${String(p)}`),
    '',
  );
}

const positiveInt = (c: { error: string }) => z.number(c).int(c).min(1, c).max(MAX_INT, c);

/** A body's fields: each refuses with the code the catalogue words for it (contracts/src/refusals/core.ts). */
export const field = {
  /** a record's id: a whole number 1..2^31-1 */
  id: () => positiveInt(coded('input.positive_int')),
  /** a whole number from `min` */
  int: (min = 0, max = MAX_INT) => {
    const c = coded('input.whole_number_min', { min });
    return z.number(c).int(c).min(min, c).max(max, c);
  },
  /** a finite number from `min` to `max`, refused with the area's own code */
  number: (min: number, max: number, code: RefusalCode, params?: RefusalParams) => {
    const c = coded(code, params);
    return z.number(c).min(min, c).max(max, c);
  },
  /** a non-empty string of at most `max` characters, kept as sent */
  text: (max: number, empty: RefusalCode = 'input.non_empty_string') =>
    z.string(coded(empty)).min(1, coded(empty)).max(max, coded('input.too_long', { max })),
  /** a string of at most `max` characters, trimmed, not blank */
  trimmed: (max: number, empty: RefusalCode = 'input.non_empty_string') =>
    z.string(coded(empty)).max(max, coded('input.too_long', { max })).trim().min(1, coded(empty)),
  /** any string of at most `max` characters ('' when absent) */
  optText: (max: number) => z.string(coded('input.string')).max(max, coded('input.too_long', { max })).default(''),
  /** true or false */
  bool: () => z.boolean(coded('input.boolean')),
  /** up to `max` record ids; repeats dropped, order kept */
  ids: (max = 1000) => {
    const c = coded('input.ids', { max });
    return z
      .array(positiveInt(coded('input.ids', { max }, 1)), c)
      .max(max, c)
      .transform((v) => [...new Set(v)]);
  },
  /** an ISO 8601 date or date-time (a real calendar day, years 1900..9999), as a Date */
  dateTime: () =>
    // the example shows /api/docs a value it takes (and gives the walk of declared-calls.spec a valid one)
    z
      .string(coded('input.date_time_string'))
      .meta({ examples: ['2026-01-01T08:00:00+08:00'] })
      .transform((v, ctx) => {
        const r = readDateTime(v);
        if (r.ok) return r.date;
        ctx.addIssue({
          code: 'custom',
          message: coded(r.code, { ...r.params, value: v.slice(0, 40) }).error,
          input: v,
        });
        return z.NEVER;
      }),
  /** one of the given strings */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, code: RefusalCode = 'input.one_of') =>
    z.enum(values, coded(code, { values: values.join(', ') })),
  /** zh-CN or en-US */
  locale: () => z.enum(['zh-CN', 'en-US'], coded('input.locale')),
  /** an object with exactly these fields (others are refused as unknown) */
  object: <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, coded('input.object')),
};

/**
 * A rule across fields, for `.refine(...rule(...))`: when `holds` is false the body is refused naming `at` with the
 * code. Object rules run once every field has parsed.
 */
export function rule<T>(
  holds: (body: T) => boolean,
  at: string,
  code: RefusalCode,
  params?: RefusalParams,
): [(body: T) => boolean, { error: string; path: PropertyKey[] }] {
  return [holds, { ...coded(code, params), path: [at] }];
}

/** the body of a call on one record: `{ id }` */
export const ID_INPUT = field.object({ id: field.id() });

/** the file of an import: a draft (upload/drafts/xlsx), or filename and content_base64 */
export const UPLOAD_SHAPE = {
  draft_id: z.string(coded('input.string')).optional(),
  filename: z.string(coded('input.string')).optional(),
  content_base64: z.string(coded('input.string')).optional(),
};

/** zh-CN or en-US; absent or null: zh-CN (a spreadsheet's headers) */
export const localeOrZh = () =>
  field
    .locale()
    .nullish()
    .transform((v) => v ?? 'zh-CN');

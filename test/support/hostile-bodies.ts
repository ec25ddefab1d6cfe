import fc from 'fast-check';

// The hostile bodies of the walk over every call (test/integration/api-walk.spec.ts): NUL and lone surrogates, huge
// and negative numbers, wrong types, impossible and out-of-range dates, deep nesting, very long strings, __proto__
// keys, written as JSON text so that they reach the server as such.

export type Body = [key: string, json: string][];
export const NONCE = '@fresh-nonce'; // replaced by a fresh login nonce when sent, so a login body gets past its nonce check

const BAD_DATES = [
  '0000-01-01',
  '10000-01-01',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2025-02-30',
  '2025-02-30T10:00:00Z',
  '1899-12-31T23:59:59Z',
  '2025-13-01',
  '2025-01-01T24:00:00+15:00',
  'yesterday',
];
const BAD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83d',
  '',
  ' ',
  '"',
  '\\',
  "'; DROP TABLE users; --",
  '%_\\',
  '${x}',
  '💥'.repeat(40),
];
const BAD_NUMBERS = [
  '1e400',
  '-1e400',
  '-1',
  '0',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '1.5',
  '1e308',
  '-0',
  '99999999999999999999',
];
const FILTER_KEYS = [
  'pn',
  'ps',
  'page_next_id',
  'search_key',
  'sort',
  'has',
  'checked',
  'disabled',
  'id',
  'created_at',
  'updated_at',
  'from',
  'to',
  'sn',
  'fnumber',
  'fname',
  'organization_id',
  'status',
  'x.y',
];

const nested = (levels: number, open: string, close: string, leaf = '1') =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;
export const json = (v: unknown) => JSON.stringify(v);

// A hostile JSON value of any type, as text.
export const anyHostile: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map(json),
  fc.string({ unit: 'binary', maxLength: 40 }).map(json),
  fc.constantFrom(...BAD_TEXT, ...BAD_DATES).map(json),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '[null]',
    '[-1,0,1e400]',
    '["\\u0000"]',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{}}}',
  ),
  fc.constantFrom(70, 20_000).map((n) => nested(n, '[', ']')),
  fc.constantFrom(30, 70).map((n) => nested(n, '{"a":', '}')),
  fc.constantFrom(300, 70_000, 300_000).map((n) => json('x'.repeat(n))),
);

// A hostile variant of a text the call accepted: the same text with NUL or a lone surrogate in it, a bad date, a long
// or empty one, or another type; so the value gets past the call's type checks and reaches its SQL.
const hostileText = (base: string): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(`${base}\u0000`, `\u0000${base}`, `${base}\ud800`, `\udc00${base}`, `${base}\u0000\ud83d`)
        .map(json),
    },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(' ', '', `${base}%_\\`, base.repeat(300)).map(json) },
    { weight: 2, arbitrary: anyHostile },
  );

const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: anyHostile },
);

// A list-grammar filter with hostile values: dates out of range or off the calendar, NUL, surrogates, huge numbers.
const hostileFilter = (dateKeys: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        fc.tuple(fc.constantFrom(...dateKeys), fc.constantFrom(...BAD_DATES)).map(([k, v]) => `${k}:"${v}"`),
        fc
          .tuple(
            fc.constantFrom(...FILTER_KEYS),
            fc.constantFrom(...BAD_TEXT, ...BAD_NUMBERS, 'abc', '"unterminated', '1'),
          )
          .map(([k, v]) => `${k}:"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`),
        fc
          .tuple(fc.constantFrom(...FILTER_KEYS), fc.string({ unit: 'binary', maxLength: 12 }))
          .map(([k, v]) => `${k}:${v}`),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((tokens) => json(tokens.join(' ')));

// The hostile values for one key, by what the call accepted there.
export function hostileFor(key: string, base: string | undefined, dateKeys: string[]): fc.Arbitrary<string> {
  if (key === 'filter')
    return fc.oneof({ weight: 4, arbitrary: hostileFilter(dateKeys) }, { weight: 1, arbitrary: anyHostile });
  const parsed: unknown = base === undefined ? undefined : JSON.parse(base);
  if (typeof parsed === 'string') return hostileText(parsed);
  if (typeof parsed === 'number') return hostileNumber;
  return fc.oneof(hostileText('x'), hostileNumber, anyHostile);
}

// A guess for a field a call asks for, then the other types in turn.
export function candidates(field: string): unknown[] {
  if (field === 'filter' || field === 'search_key') return ['', 'x'];
  if (field === 'locale') return ['en-US'];
  if (field === 'nonce') return [NONCE];
  if (/(^|_)ids$/.test(field)) return [[1], []];
  if (field === 'id' || /_id$/.test(field) || field === 'result' || field === 'qty') return [1, 'x', true];
  if (/(^|_)at$/.test(field) || field === 'from' || field === 'to') return ['2025-03-04T08:00:00Z', 1];
  if (field === 'test_items' || field.endsWith('s')) return [[], 'x', 1];
  return ['x', 1, true, [], {}];
}

export const bodyText = (entries: Body): string =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

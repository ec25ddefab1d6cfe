import { PARSER_RESULT_KEYS } from '@mes/contracts';
import fc from 'fast-check';
import { evalParser, validateParserConfig } from './evaluate';
import { SCAN_PARSER_KINDS, type ScanParserConfig } from './scan-parser.types';

// Properties: whatever is scanned, and whatever config is stored, the engine answers and never throws.

const CONFIGS: ScanParserConfig[] = [
  {
    kind: 'delimited',
    rules: {
      delimiter: ';',
      fields: { PARSER_UID: { index: 0 }, PARSER_ICITEM_FNUMBER: { index: 1 }, PARSER_FQTY: { index: 2 } },
    },
  },
  { kind: 'delimited', rules: { delimiter: '|', fields: { PARSER_UID: { index: 0, prefix: 'SN=' } }, minParts: 1 } },
  {
    kind: 'delimited',
    rules: {
      fixed: [
        { key: 'PARSER_UID', start: 0, length: 6 },
        { key: 'PARSER_FQTY', start: 6 },
      ],
    },
  },
  { kind: 'regex', rules: { pattern: '^(?<uid>[^;]+);(?<fnumber>[^;]*);(?<qty>[\\d.]+)$' } },
  { kind: 'regex', rules: { pattern: '(?<uid>\\w+)|(?<fmapnumber>\\S+)', flags: 'iu' } },
  { kind: 'gs1', rules: {} },
  { kind: 'gs1', rules: { map: { PARSER_UID: ['00', '21', '10'], PARSER_FQTY: ['310n', '30'] } } },
  { kind: 'mh10', rules: {} },
  { kind: 'mh10', rules: { separator: '|', map: { PARSER_UID: ['1J', '3S', 'S'] } } },
];

const TOKENS = [
  '\u001d',
  '\u001e',
  '\u0004',
  '[)>',
  '06',
  '05',
  '(',
  ')',
  '(01)',
  '(21)',
  '(30)',
  '(3103)',
  ']d2',
  ']C1',
  ']Q3',
  ';',
  ',',
  '|',
  '\n',
  '\r\n',
  '\r',
  'P',
  '1P',
  '3S',
  'S',
  'Q',
  '10D',
  '1T',
  'SN=',
  '\u0000',
  '\ud800',
];

const separatorText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...TOKENS),
      fc.stringMatching(/^\d{1,20}$/),
      fc.string({ unit: 'binary-ascii', maxLength: 8 }),
    ),
    {
      maxLength: 60,
    },
  )
  .map((parts) => parts.join(''));

const scannedText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary-ascii' }),
  separatorText,
);

function expectWellFormed(results: unknown): void {
  expect(Array.isArray(results)).toBe(true);
  for (const result of results as unknown[]) {
    expect(typeof result).toBe('object');
    for (const [key, value] of Object.entries(result as object)) {
      expect(PARSER_RESULT_KEYS).toContain(key);
      expect(typeof value).toBe('string');
      expect(value).not.toBe('');
    }
    const qty = (result as Record<string, unknown>).PARSER_FQTY;
    if (qty !== undefined) {
      expect(qty).toMatch(/^\d+(\.\d+)?$/);
      expect(Number.isFinite(Number(qty))).toBe(true);
    }
  }
}

describe('scan parser properties', () => {
  it('every config parses any text without throwing, answering string-valued results', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIGS), scannedText, (config, text) => {
        expectWellFormed(evalParser(config, text));
      }),
      { numRuns: 1500 },
    );
  });

  it('huge input answers quickly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONFIGS),
        fc.string({ unit: 'binary-ascii', minLength: 3000, maxLength: 9000 }),
        (config, text) => {
          expectWellFormed(evalParser(config, text));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any stored rules validate to a list of messages, and evaluate without throwing', () => {
    const rules = fc.oneof(
      fc.anything(),
      fc.jsonValue(),
      fc.record({
        delimiter: fc.anything(),
        fields: fc.dictionary(fc.constantFrom(...PARSER_RESULT_KEYS, 'x'), fc.anything()),
      }),
      fc.record({
        fixed: fc.array(
          fc.record({ key: fc.constantFrom(...PARSER_RESULT_KEYS), start: fc.anything(), length: fc.anything() }),
        ),
      }),
      fc.record({ pattern: fc.string({ unit: 'binary-ascii', maxLength: 40 }), flags: fc.string({ maxLength: 4 }) }),
      fc.record({
        map: fc.dictionary(fc.constantFrom(...PARSER_RESULT_KEYS), fc.oneof(fc.string(), fc.array(fc.anything()))),
        separator: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SCAN_PARSER_KINDS, 'other'), rules, scannedText, (kind, r, text) => {
        const problems = validateParserConfig(kind, r);
        expect(Array.isArray(problems)).toBe(true);
        problems.forEach((p) => expect(p).toMatch(/^(kind|rules)\b/));
        expectWellFormed(evalParser({ kind, rules: r }, text));
      }),
      { numRuns: 1500 },
    );
  });

  const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/);
  const qty = fc.integer({ min: 0, max: 99_999_999 });

  it('round-trips delimited labels', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, qty), { minLength: 1, maxLength: 10 }), (labels) => {
        const text = labels.map(([u, f, q]) => `${u};${f};${q}`).join('\n');
        expect(evalParser(CONFIGS[0], text)).toEqual(
          labels.map(([u, f, q]) => ({ PARSER_UID: u, PARSER_ICITEM_FNUMBER: f, PARSER_FQTY: String(q) })),
        );
      }),
    );
  });

  it('round-trips MH10 envelopes', () => {
    fc.assert(
      fc.property(value, value, value, qty, (uid, pn, mpn, q) => {
        const text = `[)>\u001e06\u001d3S${uid}\u001dP${pn}\u001d1P${mpn}\u001dQ${q}\u001e\u0004`;
        expect(evalParser({ kind: 'mh10', rules: {} }, text)).toEqual([
          { PARSER_UID: uid, PARSER_ICITEM_FNUMBER: pn, PARSER_ICITEM_FMAPNUMBER: mpn, PARSER_FQTY: String(q) },
        ]);
      }),
    );
  });

  it('reads GS1 the same in human-readable and raw form', () => {
    const gtin = fc.stringMatching(/^\d{14}$/);
    const serial = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(gtin, serial, fc.integer({ min: 0, max: 99_999_999 }), (g, s, q) => {
        const hr = evalParser({ kind: 'gs1', rules: {} }, `(01)${g}(21)${s}(30)${q}`);
        const raw = evalParser({ kind: 'gs1', rules: {} }, `]d201${g}21${s}\u001d30${q}`);
        expect(hr).toEqual(raw);
        expect(hr).toEqual([{ PARSER_UID: s, PARSER_ICITEM_FNUMBER: g, PARSER_FQTY: String(q) }]);
      }),
    );
  });
});

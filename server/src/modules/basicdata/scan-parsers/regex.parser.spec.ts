import { evalParser, validateParserConfig } from './evaluate';
import { hasNestedQuantifier } from './regex.parser';
import { MAX_REGEX_PATTERN_CHARS, MAX_SCAN_CHARS, type RegexRules } from './scan-parser.types';

const run = (rules: RegexRules, text: string) => evalParser({ kind: 'regex', rules }, text);

describe('regexParser', () => {
  // A supplier's QR label: 'PN:<customer part>|MAT:<our material>|LOT:<uid>|QTY:<qty>'.
  const supplierQr: RegexRules = {
    pattern: '^PN:(?<fmapnumber>[^|]+)\\|MAT:(?<fnumber>[^|]+)\\|LOT:(?<uid>[^|]+)\\|QTY:(?<qty>\\d+(?:\\.\\d+)?)$',
  };

  it('fills the keys from the named groups', () => {
    expect(run(supplierQr, 'PN:C-7781|MAT:1.02.0003|LOT:L240518-07|QTY:4000')).toEqual([
      {
        PARSER_UID: 'L240518-07',
        PARSER_ICITEM_FNUMBER: '1.02.0003',
        PARSER_ICITEM_FMAPNUMBER: 'C-7781',
        PARSER_FQTY: '4000',
      },
    ]);
  });

  it('matches each line on its own and trims it', () => {
    const text = 'PN:A|MAT:M1|LOT:U1|QTY:1  \nPN:B|MAT:M2|LOT:U2|QTY:2\ngarbage';
    expect(run(supplierQr, text).map((r) => r.PARSER_UID)).toEqual(['U1', 'U2']);
  });

  it('leaves out groups that did not take part in the match', () => {
    const rules: RegexRules = { pattern: '^(?<uid>SN\\d+)(?:;Q(?<qty>\\d+))?$', flags: 'i' };
    expect(run(rules, 'sn0042')).toEqual([{ PARSER_UID: 'sn0042' }]);
    expect(run(rules, 'SN0042;Q0012')).toEqual([{ PARSER_UID: 'SN0042', PARSER_FQTY: '12' }]);
  });

  it('answers nothing when the match fills no key', () => {
    expect(run({ pattern: '(?<uid>\\d*)' }, 'abc')).toEqual([]);
  });

  describe('validation', () => {
    it('accepts a sound pattern', () => {
      expect(validateParserConfig('regex', supplierQr)).toEqual([]);
      expect(validateParserConfig('regex', { pattern: '(?<uid>\\w+)', flags: 'imsu' })).toEqual([]);
    });

    it('names the problems', () => {
      expect(validateParserConfig('regex', { pattern: '(?<uid>' })).toEqual([
        expect.stringMatching(/^rules\.pattern: invalid regular expression/),
      ]);
      expect(validateParserConfig('regex', { pattern: '(\\w+)' })).toEqual([
        expect.stringMatching(/^rules\.pattern: must have at least one named group/),
      ]);
      expect(validateParserConfig('regex', { pattern: '(?<uid>\\w+)', flags: 'g' })).toEqual([
        expect.stringMatching(/^rules\.flags: /),
      ]);
      expect(validateParserConfig('regex', { pattern: '(?<uid>\\w+)', flags: 'ii' })).toEqual([
        expect.stringMatching(/^rules\.flags: /),
      ]);
      expect(validateParserConfig('regex', { pattern: 7 })).toEqual([
        expect.stringMatching(/^rules\.pattern: must be a string/),
      ]);
      expect(validateParserConfig('regex', { pattern: '(?<uid>\\w+)', flag: 'i' })).toEqual([
        expect.stringMatching(/^rules\.flag: unknown field/),
      ]);
    });

    it(`refuses patterns longer than ${MAX_REGEX_PATTERN_CHARS} characters`, () => {
      const pattern = `(?<uid>${'a'.repeat(MAX_REGEX_PATTERN_CHARS)})`;
      expect(validateParserConfig('regex', { pattern })).toEqual([
        expect.stringMatching(/^rules\.pattern: must be a string of 1 to 500/),
      ]);
    });

    it('refuses catastrophic patterns, so evaluating them answers [] at once', () => {
      const pattern = '^(?<uid>(a+)+)$';
      expect(validateParserConfig('regex', { pattern })).toEqual([
        expect.stringMatching(/^rules\.pattern: a repeated group holds a repetition/),
      ]);
      const started = Date.now();
      expect(run({ pattern }, `${'a'.repeat(MAX_SCAN_CHARS - 1)}!`)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });

  describe(hasNestedQuantifier.name, () => {
    it.each(['(a+)+', '(\\d*-?)*', '(?:x+){2,}', '((ab)*c)+', '(?<uid>[A-Z]+\\d*)*', '(a{1,3})+'])('flags %s', (p) => {
      expect(hasNestedQuantifier(p)).toBe(true);
    });

    it.each([
      '\\d+',
      '(?:ab)+',
      '(\\d{4})+',
      '(a+)?',
      '(a+){1}',
      '[(a+)]+',
      '\\(a+\\)+',
      '(?<uid>\\w+)-(?<qty>\\d+)',
      '(a+?)',
    ])('accepts %s', (p) => {
      expect(hasNestedQuantifier(p)).toBe(false);
    });
  });
});

import type { DelimitedRules } from './scan-parser.types';
import { evalParser, validateParserConfig } from './evaluate';

const run = (rules: DelimitedRules, text: string) => evalParser({ kind: 'delimited', rules }, text);

describe('delimitedParser', () => {
  const uidMatQty: DelimitedRules = {
    delimiter: ';',
    fields: { PARSER_UID: { index: 0 }, PARSER_ICITEM_FNUMBER: { index: 1 }, PARSER_FQTY: { index: 2 } },
  };

  it('reads a UID;FNUMBER;QTY label', () => {
    expect(run(uidMatQty, 'R2400118345;1.02.03.0001;3000')).toEqual([
      { PARSER_UID: 'R2400118345', PARSER_ICITEM_FNUMBER: '1.02.03.0001', PARSER_FQTY: '3000' },
    ]);
  });

  it('trims parts and normalizes the quantity', () => {
    expect(run(uidMatQty, '  R1 ; MAT-1 ; 0250.500 ')).toEqual([
      { PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1', PARSER_FQTY: '250.5' },
    ]);
  });

  it('answers one result per label, skipping labels that do not match', () => {
    const text = 'R1;MAT-1;10\r\nnot a label\n\nR2;MAT-2;20\n';
    expect(run(uidMatQty, text)).toEqual([
      { PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1', PARSER_FQTY: '10' },
      { PARSER_UID: 'R2', PARSER_ICITEM_FNUMBER: 'MAT-2', PARSER_FQTY: '20' },
    ]);
  });

  it('needs every configured part by default, or minParts when given', () => {
    expect(run(uidMatQty, 'R1;MAT-1')).toEqual([]);
    expect(run({ ...uidMatQty, minParts: 2 }, 'R1;MAT-1')).toEqual([
      { PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1' },
    ]);
  });

  it('leaves out a quantity that is not a plain number, keeping the other keys', () => {
    expect(run(uidMatQty, 'R1;MAT-1;3,000')).toEqual([{ PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1' }]);
    expect(run(uidMatQty, 'R1;MAT-1;-5')).toEqual([{ PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1' }]);
  });

  it('strips a prefix only when present', () => {
    const rules: DelimitedRules = {
      delimiter: ',',
      fields: { PARSER_UID: { index: 0, prefix: 'SN=' }, PARSER_ICITEM_FMAPNUMBER: { index: 1, prefix: 'PN:' } },
    };
    expect(run(rules, 'SN=ABC123,PN:CUST-77')).toEqual([{ PARSER_UID: 'ABC123', PARSER_ICITEM_FMAPNUMBER: 'CUST-77' }]);
    expect(run(rules, 'ABC123,CUST-77')).toEqual([{ PARSER_UID: 'ABC123', PARSER_ICITEM_FMAPNUMBER: 'CUST-77' }]);
  });

  it('answers nothing for a label whose configured parts are all empty', () => {
    expect(run(uidMatQty, ';;')).toEqual([]);
  });

  it('cuts fixed positions, counting leading spaces', () => {
    const rules: DelimitedRules = {
      fixed: [
        { key: 'PARSER_UID', start: 0, length: 10 },
        { key: 'PARSER_ICITEM_FNUMBER', start: 10, length: 8 },
        { key: 'PARSER_FQTY', start: 18 },
      ],
    };
    expect(run(rules, 'RL00012345MAT-0001000250')).toEqual([
      { PARSER_UID: 'RL00012345', PARSER_ICITEM_FNUMBER: 'MAT-0001', PARSER_FQTY: '250' },
    ]);
    expect(run(rules, '   0012345MAT-0001   250')).toEqual([
      { PARSER_UID: '0012345', PARSER_ICITEM_FNUMBER: 'MAT-0001', PARSER_FQTY: '250' },
    ]);
    expect(run(rules, 'RL00012345MAT')).toEqual([]);
  });

  describe('validation', () => {
    it('accepts both shapes', () => {
      expect(validateParserConfig('delimited', uidMatQty)).toEqual([]);
      expect(
        validateParserConfig('delimited', { fixed: [{ key: 'PARSER_UID', start: 0, length: 4 }], minLength: 4 }),
      ).toEqual([]);
    });

    it('names the field of each problem', () => {
      const problems = validateParserConfig('delimited', {
        delimiter: '',
        fields: { PARSER_FQTY: { index: -1 }, PARSER_UID: { index: 1.5, prefix: 3 }, PARSER_QTY: { index: 0 } },
        minParts: 0,
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^rules\.delimiter: /),
          expect.stringMatching(/^rules\.minParts: must be an integer >= 1/),
          expect.stringMatching(/^rules\.fields\.PARSER_FQTY\.index: must be an integer >= 0/),
          expect.stringMatching(/^rules\.fields\.PARSER_UID\.index: /),
          expect.stringMatching(/^rules\.fields\.PARSER_UID\.prefix: must be a string/),
          expect.stringMatching(/^rules\.fields\.PARSER_QTY: unknown field/),
        ]),
      );
    });

    it('refuses a line break as delimiter, no fields, and mixing the shapes', () => {
      expect(validateParserConfig('delimited', { delimiter: '\n', fields: { PARSER_UID: { index: 0 } } })).toEqual([
        expect.stringMatching(/^rules\.delimiter: must not contain a line break/),
      ]);
      expect(validateParserConfig('delimited', { delimiter: ';', fields: {} })).toEqual([
        expect.stringMatching(/^rules\.fields: /),
      ]);
      expect(validateParserConfig('delimited', { delimiter: ';', fixed: [] })).toEqual([
        'rules: give either delimiter and fields, or fixed, not both',
      ]);
    });

    it('checks fixed fields', () => {
      const problems = validateParserConfig('delimited', {
        fixed: [
          { key: 'PARSER_UID', start: -1 },
          { key: 'PARSER_UID', start: 0, length: 0 },
          { key: 'UID', start: 0 },
        ],
      });
      expect(problems).toEqual([
        expect.stringMatching(/^rules\.fixed\[0\]\.start: /),
        expect.stringMatching(/^rules\.fixed\[1\]\.key: PARSER_UID is given twice/),
        expect.stringMatching(/^rules\.fixed\[1\]\.length: /),
        expect.stringMatching(/^rules\.fixed\[2\]\.key: must be one of/),
      ]);
    });

    it('answers [] when evaluated with an invalid config', () => {
      expect(
        evalParser({ kind: 'delimited', rules: { delimiter: ';', fields: { PARSER_UID: { index: -1 } } } }, 'a;b'),
      ).toEqual([]);
    });
  });
});

import { evalParser, validateParserConfig } from './evaluate';
import { parseGs1Elements } from './gs1.parser';
import type { Gs1Rules } from './scan-parser.types';

const GS = '\u001d';
const run = (text: string, rules: Gs1Rules = {}) => evalParser({ kind: 'gs1', rules }, text);

describe('gs1Parser', () => {
  describe('human-readable form', () => {
    it('reads GTIN, batch and count', () => {
      expect(run('(01)09501101530008(10)LOT123(30)250')).toEqual([
        { PARSER_ICITEM_FNUMBER: '09501101530008', PARSER_FQTY: '250' },
      ]);
    });

    it('takes the serial as UID, and tolerates spaces between elements', () => {
      expect(run('(01) 09501101530008 (17) 251231 (10) LOT123 (21) SER-0001 (30) 00000250')).toEqual([
        { PARSER_UID: 'SER-0001', PARSER_ICITEM_FNUMBER: '09501101530008', PARSER_FQTY: '250' },
      ]);
    });

    it('prefers 240 over 01, reads 241 and falls back to 37 for the quantity', () => {
      expect(run('(01)09501101530008(240)1.02.0003(241)CUST-PN-9(400)PO-55(37)12')).toEqual([
        { PARSER_ICITEM_FNUMBER: '1.02.0003', PARSER_ICITEM_FMAPNUMBER: 'CUST-PN-9', PARSER_FQTY: '12' },
      ]);
    });

    it('keeps AIs it does not know, since parentheses delimit them', () => {
      expect(parseGs1Elements('(01)09501101530008(7240)ABC')?.get('7240')).toBe('ABC');
    });

    it('refuses a malformed element', () => {
      expect(run('(01)0950110153000(10)LOT')).toEqual([]); // 13-digit GTIN
      expect(run('(17)25123A(21)X')).toEqual([]);
      expect(run('(10)123456789012345678901(21)X')).toEqual([]); // batch over 20
      expect(run('(30)(21)X')).toEqual([]);
      expect(run('x(01)09501101530008')).toEqual([]);
    });
  });

  describe('raw form with FNC1 as GS', () => {
    it('reads a GS1 Data Matrix after its symbology identifier', () => {
      const text = `]d201095011015300081725123110LOT123${GS}21SER-0001${GS}30250`;
      expect(run(text)).toEqual([
        { PARSER_UID: 'SER-0001', PARSER_ICITEM_FNUMBER: '09501101530008', PARSER_FQTY: '250' },
      ]);
    });

    it('reads GS1-128 with an SSCC, and a QR code whose data starts with FNC1', () => {
      expect(run(']C100376104250021234569')).toEqual([{ PARSER_UID: '376104250021234569' }]);
      expect(run(`]Q3${GS}01095011015300083725${GS}`)).toEqual([
        { PARSER_ICITEM_FNUMBER: '09501101530008', PARSER_FQTY: '25' },
      ]);
    });

    it('needs no symbology identifier, and a fixed-length AI needs no GS', () => {
      expect(run('0109501101530008240MAT-7')).toEqual([{ PARSER_ICITEM_FNUMBER: 'MAT-7' }]);
    });

    it('places implied decimals of measure AIs', () => {
      const elements = parseGs1Elements(`0109501101530008${'3103'}001250`);
      expect(elements?.get('3103')).toBe('001.250');
      expect(run('(01)09501101530008(3102)123456', { map: { PARSER_FQTY: '310n' } })).toEqual([
        { PARSER_ICITEM_FNUMBER: '09501101530008', PARSER_FQTY: '1234.56' },
      ]);
      expect(run('0109501101530008310300125', { map: { PARSER_FQTY: '3103' } })).toEqual([]); // 5 digits, not 6
    });

    it('refuses an unknown AI or a value that breaks its format', () => {
      expect(run('5512345')).toEqual([]);
      expect(run('01095011015300')).toEqual([]);
      expect(run(`10${'L'.repeat(21)}`)).toEqual([]);
      expect(run(`30${GS}21X`)).toEqual([]);
      expect(run('hello world')).toEqual([]);
    });
  });

  it('answers one result per line', () => {
    const text = '(01)09501101530008(21)A1(30)1\n]d20109501101530008' + `21A2${GS}302\nnot gs1`;
    expect(run(text).map((r) => [r.PARSER_UID, r.PARSER_FQTY])).toEqual([
      ['A1', '1'],
      ['A2', '2'],
    ]);
  });

  it('lets the map pick other AIs, in priority order, or turn a key off', () => {
    const text = '(00)376104250021234569(01)09501101530008(10)LOT9(21)S1(30)5';
    expect(run(text, { map: { PARSER_UID: ['00', '21'], PARSER_FQTY: [] } })).toEqual([
      { PARSER_UID: '376104250021234569', PARSER_ICITEM_FNUMBER: '09501101530008' },
    ]);
    expect(run(text, { map: { PARSER_UID: '10' } })[0].PARSER_UID).toBe('LOT9');
  });

  it('answers nothing when no mapped AI is present', () => {
    expect(run('(10)LOT9(17)251231')).toEqual([]);
  });

  describe('validation', () => {
    it('accepts no rules, an empty map and known AIs', () => {
      expect(validateParserConfig('gs1', undefined)).toEqual([]);
      expect(validateParserConfig('gs1', {})).toEqual([]);
      expect(validateParserConfig('gs1', { map: { PARSER_UID: ['21', '00'], PARSER_FQTY: '310n' } })).toEqual([]);
    });

    it('names the problems', () => {
      expect(validateParserConfig('gs1', { map: { PARSER_UID: '999', PARSER_FQTY: ['30', 7], QTY: '30' } })).toEqual([
        'rules.map.QTY: unknown field; expected one of PARSER_UID, PARSER_ICITEM_FNUMBER, PARSER_ICITEM_FMAPNUMBER, PARSER_FQTY',
        expect.stringMatching(/^rules\.map\.PARSER_UID: must be a known GS1 AI/),
        expect.stringMatching(/^rules\.map\.PARSER_FQTY\[1\]: must be a known GS1 AI/),
      ]);
      expect(validateParserConfig('gs1', { map: { PARSER_FQTY: '300n' } })).toHaveLength(1);
      expect(validateParserConfig('gs1', { mapping: {} })).toEqual([
        expect.stringMatching(/^rules\.mapping: unknown field/),
      ]);
      expect(validateParserConfig('gs1', 'map')).toEqual(['rules: must be an object { map? }']);
    });
  });
});

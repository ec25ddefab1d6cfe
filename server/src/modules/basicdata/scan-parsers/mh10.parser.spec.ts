import { evalParser, validateParserConfig } from './evaluate';
import { parseMh10Elements } from './mh10.parser';
import type { Mh10Rules } from './scan-parser.types';

const RS = '\u001e';
const GS = '\u001d';
const EOT = '\u0004';
const envelope = (...fields: string[]) => `[)>${RS}06${GS}${fields.join(GS)}${RS}${EOT}`;
const run = (text: string, rules: Mh10Rules = {}) => evalParser({ kind: 'mh10', rules }, text);

// A Digi-Key style bag/reel label: P = Digi-Key part number, 1P = manufacturer part number.
const DIGIKEY = envelope(
  'P296-1234-1-ND',
  '1PSN74LVC1G08DBVR',
  'K',
  '1K74512345',
  '10K87654321',
  '9D2315',
  '1TLOT1234',
  '11K1',
  '4LMY',
  'Q3000',
  '11ZPICK',
  '12Z1234567',
  '13Z123456',
  '20Z000000000000000000000000000000',
);
// A Mouser style label: customer PO in K, line item in 14K.
const MOUSER = envelope('KPO-88812', '14K001', 'P595-TPS7A4901DGNR', '1PTPS7A4901DGNR', 'Q2500', '11K98765432', '4LCN');
// An in-house reel with a unique reel id (3S).
const REEL = envelope('3SREEL000123', 'P1.02.0003', '1PGRM155R71C104KA88D', 'Q10000', '1TLOT9', '10D2324', '4LJP');

describe('mh10Parser', () => {
  it('reads a Digi-Key label', () => {
    expect(run(DIGIKEY)).toEqual([
      { PARSER_ICITEM_FNUMBER: '296-1234-1-ND', PARSER_ICITEM_FMAPNUMBER: 'SN74LVC1G08DBVR', PARSER_FQTY: '3000' },
    ]);
  });

  it('reads a Mouser label', () => {
    expect(run(MOUSER)).toEqual([
      { PARSER_ICITEM_FNUMBER: '595-TPS7A4901DGNR', PARSER_ICITEM_FMAPNUMBER: 'TPS7A4901DGNR', PARSER_FQTY: '2500' },
    ]);
  });

  it('takes the unique reel id (3S) as UID, else the serial (S)', () => {
    expect(run(REEL)).toEqual([
      {
        PARSER_UID: 'REEL000123',
        PARSER_ICITEM_FNUMBER: '1.02.0003',
        PARSER_ICITEM_FMAPNUMBER: 'GRM155R71C104KA88D',
        PARSER_FQTY: '10000',
      },
    ]);
    expect(run(envelope('SSN-77', 'PMAT', 'Q1'))[0].PARSER_UID).toBe('SN-77');
  });

  it('prefers the longest data identifier', () => {
    const elements = parseMh10Elements(REEL);
    expect(elements?.get('10D')).toBe('2324');
    expect(elements?.get('1T')).toBe('LOT9');
    expect(elements?.has('D')).toBe(false);
    expect(parseMh10Elements(envelope('P1PX', '1PPX'))?.get('P')).toBe('1PX');
  });

  it('accepts the GS-separated form without envelope, but not plain text', () => {
    expect(run(`3SR1${GS}PMAT-1${GS}Q20`)).toEqual([
      { PARSER_UID: 'R1', PARSER_ICITEM_FNUMBER: 'MAT-1', PARSER_FQTY: '20' },
    ]);
    expect(run('PMAT-1')).toEqual([]); // a single field is too weak a signal
    expect(run(`PMAT-1${GS}hello world`)).toEqual([]);
  });

  it('does not take literal {RS}/{GS} text or | for separators unless in lenient mode', () => {
    expect(run('[)>{RS}06{GS}PMAT-1{GS}Q20{RS}{EOT}')).toEqual([]);
    expect(run('P296-1234-1-ND|1PSN74LVC1G08DBVR|Q3000')).toEqual([]);
    expect(run('P296-1234-1-ND|1PSN74LVC1G08DBVR|Q3000', { separator: '|' })).toEqual([
      { PARSER_ICITEM_FNUMBER: '296-1234-1-ND', PARSER_ICITEM_FMAPNUMBER: 'SN74LVC1G08DBVR', PARSER_FQTY: '3000' },
    ]);
    expect(run('[)>|06|3SR9|PMAT-9|Q5|', { separator: '|' })).toEqual([
      { PARSER_UID: 'R9', PARSER_ICITEM_FNUMBER: 'MAT-9', PARSER_FQTY: '5' },
    ]);
  });

  it('answers one result per envelope and per line', () => {
    const text = `${REEL}${envelope('3SREEL000124', 'PMAT-2', 'Q7')}\n${MOUSER}\r\nnoise`;
    expect(run(text).map((r) => r.PARSER_UID ?? r.PARSER_ICITEM_FNUMBER)).toEqual([
      'REEL000123',
      'REEL000124',
      '595-TPS7A4901DGNR',
    ]);
  });

  it('tolerates a missing trailer and skips odd fields inside an envelope', () => {
    expect(run(`[)>${RS}06${GS}PMAT-1${GS}lower case junk${GS}Q0020`)).toEqual([
      { PARSER_ICITEM_FNUMBER: 'MAT-1', PARSER_FQTY: '20' },
    ]);
  });

  it('reads only format 06 segments', () => {
    const text = `[)>${RS}05${GS}0109501101530008${RS}06${GS}PMAT-1${GS}Q3${RS}${EOT}`;
    expect(run(text)).toEqual([{ PARSER_ICITEM_FNUMBER: 'MAT-1', PARSER_FQTY: '3' }]);
    expect(run(`[)>${RS}12${GS}PMAT-1${RS}${EOT}`)).toEqual([]);
  });

  it('leaves out a quantity that is not a number', () => {
    expect(run(envelope('PMAT-1', 'Q3K'))).toEqual([{ PARSER_ICITEM_FNUMBER: 'MAT-1' }]);
  });

  it('lets the map pick other data identifiers', () => {
    const rules: Mh10Rules = {
      map: { PARSER_UID: ['1J', '4S', '3S'], PARSER_ICITEM_FNUMBER: '1P', PARSER_ICITEM_FMAPNUMBER: 'P' },
    };
    expect(run(envelope('1JLP0001', '3SREEL1', 'P296-1-ND', '1PMFR-1', 'Q9'), rules)).toEqual([
      { PARSER_UID: 'LP0001', PARSER_ICITEM_FNUMBER: 'MFR-1', PARSER_ICITEM_FMAPNUMBER: '296-1-ND', PARSER_FQTY: '9' },
    ]);
  });

  describe('validation', () => {
    it('accepts no rules and sound maps', () => {
      expect(validateParserConfig('mh10', null)).toEqual([]);
      expect(
        validateParserConfig('mh10', { map: { PARSER_UID: ['3S', 'S'], PARSER_FQTY: 'Q' }, separator: '|' }),
      ).toEqual([]);
    });

    it('names the problems', () => {
      expect(
        validateParserConfig('mh10', { map: { PARSER_UID: 'p', PARSER_FQTY: ['Q', '1234Q'] }, separator: 'A' }),
      ).toEqual([
        expect.stringMatching(/^rules\.map\.PARSER_UID: must be a data identifier/),
        expect.stringMatching(/^rules\.map\.PARSER_FQTY\[1\]: must be a data identifier/),
        expect.stringMatching(/^rules\.separator: must not hold/),
      ]);
      expect(validateParserConfig('mh10', { separator: '' })).toEqual([
        expect.stringMatching(/^rules\.separator: must be a string/),
      ]);
      expect(validateParserConfig('mh10', { map: 'P' })).toEqual([
        expect.stringMatching(/^rules\.map: must be an object/),
      ]);
    });
  });
});

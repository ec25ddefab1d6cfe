import { extractSerialNumber, scanParserFilter, PARSER_RESULT_KEYS, SCAN_TYPES } from './scan';

describe(extractSerialNumber.name, () => {
  it.each([
    ['SN=ABC;x', 'ABC'],
    ['SN=ABC;x;y', 'ABC'],
    ['SN=ABC', 'ABC'],
    ['SN1=ABC', 'ABC'],
    ['SN1=ABC;PN=1', 'ABC'],
    ['SN=', ''],
    ['a;b;c', 'a'],
    ['a;b;c;d', 'a'],
    [';b;c', ''],
    ['a;b', 'a;b'],
    ['plain', 'plain'],
    ['', ''],
    ['sn=ABC;x', 'sn=ABC;x'],
    ['XSN=ABC', 'XSN=ABC'],
  ])('%j -> %j', (input, expected) => {
    expect(extractSerialNumber(input)).toBe(expected);
  });
});

describe(scanParserFilter.name, () => {
  it('builds the organization and general filters', () => {
    expect(scanParserFilter('MTL_STD')).toBe(
      'checked:true disabled:0 sort:created-desc ftype.fnumber:"MTL_STD" has:organization pn:1 ps:9999999',
    );
    expect(scanParserFilter('MTL_EXACT', { general: true })).toMatch(/ organization_id:0$/);
  });
});

describe('scan names', () => {
  it('lists parser keys and scan types', () => {
    expect(PARSER_RESULT_KEYS).toEqual([
      'PARSER_UID',
      'PARSER_ICITEM_FNUMBER',
      'PARSER_ICITEM_FMAPNUMBER',
      'PARSER_FQTY',
    ]);
    expect(SCAN_TYPES).toEqual(['MTL_EXACT', 'MTL_STD']);
  });
});

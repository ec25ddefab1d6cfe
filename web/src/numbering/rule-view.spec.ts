import { movePart, newPart, readRule, ruleBody, seqDigits } from './rule-view';

describe('numbering rule view', () => {
  it('reads a rule, with the default time zone', () => {
    expect(readRule({ parts: [newPart('seq')] })).toEqual({ parts: [newPart('seq')], timezone: 'Asia/Shanghai' });
    expect(readRule(null)).toBeNull();
    expect(readRule({ parts: 'x' })).toBeNull();
  });

  it('counts the digits of a sequence without the excluded ones', () => {
    expect(seqDigits({ type: 'seq', width: 4, radix: 36, exclude: 'OI', reset: 'never' })).toEqual({
      count: 34,
      alphabet: '0-9 A-Z',
    });
    expect(seqDigits({ type: 'seq', width: 4, alphabet: 'XYZ', reset: 'never' })).toEqual({
      count: 3,
      alphabet: 'XYZ',
    });
  });

  it('moves parts and leaves the ends alone', () => {
    const parts = [newPart('text'), newPart('date'), newPart('seq')];
    expect(movePart(parts, 2, -1).map((p) => p.type)).toEqual(['text', 'seq', 'date']);
    expect(movePart(parts, 0, -1)).toEqual(parts);
    expect(movePart(parts, 2, 1)).toEqual(parts);
  });

  it('sends either radix or alphabet, and no empty options', () => {
    expect(
      ruleBody({
        timezone: ' ',
        parts: [{ type: 'seq', width: 3, radix: 16, alphabet: 'AB', exclude: '', reset: 'day' }],
      }),
    ).toEqual({ timezone: 'Asia/Shanghai', parts: [{ type: 'seq', width: 3, alphabet: 'AB', reset: 'day' }] });
  });
});

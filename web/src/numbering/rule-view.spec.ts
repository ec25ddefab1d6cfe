import { movePart, newPart, parseRuleText, readRule, ruleProblems, ruleText, seqDigits, START_RULE } from './rule-view';

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

  it('reads the form rule text: empty, not a rule, or the rule', () => {
    expect(parseRuleText('')).toBeNull();
    expect(parseRuleText(undefined)).toBeNull();
    expect(parseRuleText('{"parts": ')).toBe('bad');
    expect(parseRuleText('[1]')).toBe('bad');
    expect(parseRuleText(ruleText(START_RULE))).toEqual(START_RULE);
  });

  it("names what the server's check refuses, in the user's language", () => {
    expect(ruleProblems(START_RULE, 'en-US')).toEqual([]);
    const spaced = { ...START_RULE, parts: [{ type: 'text', value: 'S N' }, START_RULE.parts[1]] };
    expect(ruleProblems(spaced, 'en-US')).toEqual(['rule.parts[0].value: must be printable ASCII text without blanks']);
    expect(ruleProblems(spaced, 'zh-CN')[0]).toMatch(/^rule\.parts\[0\]\.value: .*[\u4e00-\u9fff]/);
  });
});

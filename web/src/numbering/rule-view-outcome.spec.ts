import { ruleOutcome } from './rule-view';

describe('the rule editor live preview', () => {
  const at = new Date('2024-12-30T20:00:00Z'); // 2024-12-31 in Shanghai, ISO week 1 of 2025
  it('makes the first numbers of the period with the server code, in the rule time zone', () => {
    const rule = {
      timezone: 'Asia/Shanghai',
      parts: [
        { type: 'text', value: 'SN' },
        { type: 'date', format: 'yyyy' },
        { type: 'date', format: 'mm' },
        { type: 'date', format: 'dd' },
        { type: 'seq', width: 3, reset: 'day', start: 8 },
        { type: 'check', scheme: 'mod37_36' },
      ],
    };
    const shown = ruleOutcome(rule, at, 'en-US', 3);
    expect(shown).toMatchObject({ overflow: null });
    expect('numbers' in shown && shown.numbers.map((n) => n.slice(0, -1))).toEqual([
      'SN20241231008',
      'SN20241231009',
      'SN20241231010',
    ]);
  });

  it('stops at what the width holds and says so', () => {
    const rule = { timezone: 'UTC', parts: [{ type: 'seq', width: 1, reset: 'never', start: 7 }] };
    expect(ruleOutcome(rule, at, 'en-US', 5)).toEqual({ numbers: ['7', '8', '9'], overflow: '9' });
  });

  it('names the problems instead', () => {
    const rule = { timezone: 'UTC', parts: [{ type: 'seq', width: 2, reset: 'month' }] };
    expect(ruleOutcome(rule, at, 'en-US')).toEqual({ problems: [expect.stringMatching(/^rule\.parts\[0\]\.reset: /)] });
  });
});

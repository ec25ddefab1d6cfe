import fc from 'fast-check';
import { checkValid, luhn, mod3736 } from './check-character';
import { dateParts, isoWeek } from './rule-dates';
import { checkRule, formatNumbers, rulePeriod, SequenceOverflow, type Rule } from './rule';

function rule(value: unknown): Rule {
  const checked = checkRule(value);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.rule;
}

const seq = (more: Record<string, unknown> = {}) => ({ type: 'seq', width: 4, reset: 'never', ...more });
const at = (iso: string) => new Date(iso);

describe('numbering dates', () => {
  it('reads ISO weeks across year ends, week 53 included', () => {
    expect(isoWeek(2020, 12, 31)).toEqual({ week: 53, year: 2020 });
    expect(isoWeek(2021, 1, 1)).toEqual({ week: 53, year: 2020 });
    expect(isoWeek(2021, 1, 4)).toEqual({ week: 1, year: 2021 });
    expect(isoWeek(2024, 12, 30)).toEqual({ week: 1, year: 2025 });
    expect(isoWeek(2026, 12, 31)).toEqual({ week: 53, year: 2026 });
    expect(isoWeek(2025, 6, 15)).toEqual({ week: 24, year: 2025 });
  });

  it('gives day of year, leap years included, and the calendar year beside the week year', () => {
    expect(dateParts(at('2024-12-31T12:00:00Z'), 'UTC')).toMatchObject({
      ddd: '366',
      yyyy: '2024',
      ww: '01',
      gggg: '2025',
    });
    expect(dateParts(at('2021-01-01T12:00:00Z'), 'UTC')).toMatchObject({
      yyyy: '2021',
      yy: '21',
      mm: '01',
      dd: '01',
      ddd: '001',
      ww: '53',
      gggg: '2020',
      gg: '20',
    });
  });

  it('reads the date in the rule time zone, not the server one', () => {
    const moment = at('2025-12-31T16:30:00Z');
    expect(dateParts(moment, 'Asia/Shanghai')).toMatchObject({ yyyy: '2026', mm: '01', dd: '01', ddd: '001' });
    expect(dateParts(moment, 'UTC')).toMatchObject({ yyyy: '2025', mm: '12', dd: '31', ddd: '365' });
  });

  it('formats the date parts of a rule and keys the counter by its reset period', () => {
    const r = rule({
      parts: [
        { type: 'text', value: 'SN' },
        { type: 'date', format: 'gg' },
        { type: 'date', format: 'ww' },
        { type: 'text', value: '-' },
        { type: 'date', format: 'yyyy' },
        { type: 'date', format: 'ddd' },
        seq({ reset: 'day', width: 3 }),
      ],
      timezone: 'UTC',
    });
    expect(formatNumbers(r, at('2021-01-01T08:00:00Z'), 1, 2)).toEqual(['SN2053-2021001001', 'SN2053-2021001002']);
    expect(rulePeriod(r, at('2021-01-01T08:00:00Z'))).toBe('2021-01-01');
    const monthly = rule({
      parts: [{ type: 'date', format: 'yy' }, { type: 'date', format: 'mm' }, seq({ reset: 'month' })],
    });
    expect(rulePeriod(monthly, at('2025-03-31T20:00:00Z'))).toBe('2025-04'); // Shanghai by default
    const never = rule({ parts: [seq()] });
    expect(rulePeriod(never, at('2025-03-31T20:00:00Z'))).toBe('');
  });
});

describe('numbering sequences', () => {
  it('pads decimal, hexadecimal and base-36 sequences to their width', () => {
    expect(formatNumbers(rule({ parts: [seq()] }), new Date(), 9, 2)).toEqual(['0009', '0010']);
    expect(formatNumbers(rule({ parts: [seq({ radix: 16 })] }), new Date(), 255, 2)).toEqual(['00FF', '0100']);
    expect(formatNumbers(rule({ parts: [seq({ radix: 36, width: 2 })] }), new Date(), 35, 2)).toEqual(['0Z', '10']);
  });

  it('leaves excluded characters out of the digits', () => {
    const r = rule({ parts: [seq({ radix: 36, width: 2, exclude: 'OI' })] });
    const all = formatNumbers(r, new Date(), 0, 34 * 34);
    expect(all.some((n) => n.includes('O') || n.includes('I'))).toBe(false);
    expect(new Set(all).size).toBe(34 * 34);
    expect(formatNumbers(r, new Date(), 17, 2)).toEqual(['0H', '0J']);
  });

  it('counts in a custom alphabet, lowest digit first', () => {
    const r = rule({ parts: [{ type: 'text', value: 'B' }, seq({ alphabet: 'XYZ', width: 3 })] });
    expect(formatNumbers(r, new Date(), 0, 4)).toEqual(['BXXX', 'BXXY', 'BXXZ', 'BXYX']);
  });

  it('starts each period at start and answers a clear error past the width', () => {
    const r = rule({ parts: [seq({ width: 2, start: 98 })] });
    expect(formatNumbers(r, new Date(), 98, 2)).toEqual(['98', '99']);
    expect(() => formatNumbers(r, new Date(), 99, 2)).toThrow(SequenceOverflow);
    expect(() => formatNumbers(r, new Date(), 99, 2)).toThrow('goes up to 99 per period: 100 does not fit');
  });

  it('never gives two values the same number (any radix, exclusions, width)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(10, 16, 36),
        fc.integer({ min: 3, max: 4 }),
        fc.constantFrom('', 'OI', '0', 'AEIOU'),
        fc.integer({ min: 0, max: 50 }),
        (radix, width, exclude, first) => {
          const r = rule({ parts: [seq({ radix, width, ...(exclude ? { exclude } : {}) })] });
          const made = formatNumbers(r, new Date(), first, 200);
          return new Set(made).size === 200 && made.every((n) => n.length === width);
        },
      ),
    );
  });
});

describe('check characters', () => {
  it('computes Luhn and ISO 7064 MOD 37,36 on known values', () => {
    expect(luhn('7992739871')).toBe('3');
    expect(luhn('0')).toBe('0');
    expect(mod3736('A12425GABC1234002')).toBe('M');
  });

  it('appends the check character to each number', () => {
    const r = rule({
      parts: [{ type: 'text', value: '79927' }, seq({ width: 5, start: 39871 }), { type: 'check', scheme: 'luhn' }],
    });
    expect(formatNumbers(r, new Date(), 39871, 1)).toEqual(['79927398713']);
    const alnum = rule({
      parts: [{ type: 'text', value: 'A1' }, seq({ radix: 36, width: 5 }), { type: 'check', scheme: 'mod37_36' }],
    });
    for (const n of formatNumbers(alnum, new Date(), 1000, 50)) expect(checkValid('mod37_36', n)).toBe(true);
  });

  it('catches every single changed character (mod37_36)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{4,12}$/), fc.nat(), fc.nat(34), (text, pos, delta) => {
        const n = text + mod3736(text);
        const i = pos % n.length;
        const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        const changed = alnum[(alnum.indexOf(n[i]) + delta + 1) % 36];
        return !checkValid('mod37_36', n.slice(0, i) + changed + n.slice(i + 1));
      }),
    );
  });
});

describe(checkRule.name, () => {
  const problems = (value: unknown) => {
    const c = checkRule(value);
    return c.ok ? [] : c.problems.map((p) => `${p.field}: ${p.message}`);
  };

  it('names the field of each problem', () => {
    expect(
      problems({ parts: [{ type: 'text', value: 'SN' }, { type: 'text', value: 'x y' }, seq({ width: 0 })] }),
    ).toEqual([
      'rule.parts[1].value: must be printable ASCII text without blanks',
      'rule.parts[2].width: must be a whole number from 1 to 20',
    ]);
    expect(problems({ parts: [seq({ radix: 8 })] })).toEqual(['rule.parts[0].radix: must be 10, 16 or 36']);
    expect(problems({ parts: [seq({ reset: 'week' })] })[0]).toMatch(/^rule\.parts\[0\]\.reset: must be one of/);
    expect(problems({ parts: [seq()], timezone: 'Mars/Base' })).toEqual([
      'rule.timezone: must be an IANA time zone such as Asia/Shanghai or UTC',
    ]);
    expect(problems({ parts: [{ type: 'date', format: 'hh' }] })[0]).toMatch(/^rule\.parts\[0\]\.format:/);
    expect(problems({ parts: [] })).toEqual(['rule.parts: must be 1 to 20 parts']);
    expect(problems('x')).toEqual(['rule: must be an object { parts, timezone? }']);
    expect(problems({ parts: [seq({ colour: 1 })] })).toEqual(['rule.parts[0].colour: unknown field']);
  });

  it('needs exactly one sequence, a check last, and a number of at most 64 characters', () => {
    expect(problems({ parts: [{ type: 'text', value: 'A' }] })).toEqual([
      'rule.parts: must hold exactly one seq part, not 0',
    ]);
    expect(problems({ parts: [{ type: 'check', scheme: 'luhn' }, seq()] })).toEqual([
      'rule.parts[0]: a check part must be the last part',
    ]);
    expect(problems({ parts: [{ type: 'text', value: 'X'.repeat(61) }, seq({ width: 4 })] })).toEqual([
      'rule.parts: make numbers longer than 64 characters',
    ]);
  });

  it('refuses a reset the number cannot tell apart, and characters the check scheme cannot read', () => {
    expect(problems({ parts: [seq({ reset: 'day' })] })).toEqual([
      'rule.parts[0].reset: resets each day: the rule needs a year part and mm with dd, or ddd',
    ]);
    expect(problems({ parts: [{ type: 'date', format: 'mm' }, seq({ reset: 'month' })] })[0]).toMatch(
      /needs a year part and mm/,
    );
    expect(problems({ parts: [{ type: 'text', value: 'SN' }, seq(), { type: 'check', scheme: 'luhn' }] })).toEqual([
      "rule.parts[0]: holds 'S': a luhn check needs digits only (radix 10)",
    ]);
    expect(problems({ parts: [seq({ radix: 36 }), { type: 'check', scheme: 'luhn' }] })[0]).toMatch(
      /^rule\.parts\[0\]: holds 'A'/,
    );
    expect(problems({ parts: [seq({ alphabet: 'ab' }), { type: 'check', scheme: 'mod37_36' }] })[0]).toMatch(
      /needs 0-9 and A-Z/,
    );
  });

  it('fills the default time zone', () => {
    expect(checkRule({ parts: [seq()] })).toEqual({
      ok: true,
      rule: { parts: [{ type: 'seq', width: 4, reset: 'never' }], timezone: 'Asia/Shanghai' },
    });
  });
});

import { generateSerials, snPattern, snProblem } from './serial-numbers';

describe(generateSerials.name, () => {
  it('counts up from 000001 and skips numbers already taken', () => {
    expect(generateSerials('WO7-', new Set(['WO7-000002']), 3)).toEqual({
      ok: true,
      sns: ['WO7-000001', 'WO7-000003', 'WO7-000004'],
    });
  });

  it('refuses a prefix that leaves no room for the counter', () => {
    expect(generateSerials('P'.repeat(59), new Set(), 1)).toMatchObject({
      ok: false,
      code: 'product.sn_prefix_too_long',
      params: { prefix: 'P'.repeat(59), max: 64 },
    });
    expect(generateSerials('P'.repeat(58), new Set(), 1)).toEqual({ ok: true, sns: [`${'P'.repeat(58)}000001`] });
  });

  it('reports a used-up counter', () => {
    const taken = new Set(Array.from({ length: 999_998 }, (_, i) => `X${String(i + 1).padStart(6, '0')}`));
    expect(generateSerials('X', taken, 1)).toEqual({ ok: true, sns: ['X999999'] });
    expect(generateSerials('X', taken, 2)).toEqual({
      ok: false,
      code: 'product.sn_counter_used_up',
      params: { digits: 6, prefix: 'X' },
    });
  });
});

describe('serial-number checks', () => {
  it('accepts printable ASCII up to 64 characters', () => {
    expect(snProblem('SM200DEMO000001')).toBeNull();
    expect(snProblem('A B')).toMatch(/blanks/);
    expect(snProblem('序列号')).toMatch(/ASCII/);
    expect(snProblem('x'.repeat(65))).toMatch(/64/);
  });

  it("matches the product's pattern against the whole serial number", () => {
    const p = snPattern('SM\\d{3}|X-\\d+')!;
    expect(p.test('SM123')).toBe(true);
    expect(p.test('SM1234')).toBe(false);
    expect(p.test('X-9')).toBe(true);
    expect(snPattern('  ')).toBeNull();
    expect(() => snPattern('([')).toThrow();
  });
});

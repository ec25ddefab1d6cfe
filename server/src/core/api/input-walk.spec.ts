import fc from 'fast-check';
import { AppException } from './app.exception';
import { checkInput, MAX_DEPTH, textProblem } from './input-walk';

const refusal = (f: () => void): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppException) return `${e.err} ${e.message}`;
    throw e;
  }
  return 'accepted';
};

const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

describe(checkInput.name, () => {
  it('accepts ordinary bodies, paired surrogates included', () => {
    expect(
      refusal(() =>
        checkInput({ name: 'admin', n: 3, ok: true, none: null, list: [{ a: '片 😀' }], deep: nested(MAX_DEPTH - 2) }),
      ),
    ).toBe('accepted');
  });

  it('names the field that holds a NUL character', () => {
    expect(refusal(() => checkInput({ filter: 'fname:"a\u0000"' }))).toBe('400 filter: contains a NUL character');
    expect(refusal(() => checkInput({ test_items: [{ name: 'ok' }, { name: 'x\u0000' }] }))).toBe(
      '400 test_items[1].name: contains a NUL character',
    );
    expect(refusal(() => checkInput({ rules: { a: { b: ['', '\u0000'] } } }))).toBe(
      '400 rules.a.b[1]: contains a NUL character',
    );
  });

  it('refuses unpaired surrogates, high or low', () => {
    expect(refusal(() => checkInput({ sn: 'A\ud800' }))).toBe('400 sn: contains an unpaired UTF-16 surrogate');
    expect(refusal(() => checkInput({ sn: '\udc00A' }))).toBe('400 sn: contains an unpaired UTF-16 surrogate');
    expect(refusal(() => checkInput({ sn: '\ud83d\ude00\ude00' }))).toBe(
      '400 sn: contains an unpaired UTF-16 surrogate',
    );
  });

  it('refuses bad keys without echoing them', () => {
    expect(refusal(() => checkInput({ 'a\u0000': 1 }))).toBe('400 body: a key holds a NUL character');
    expect(refusal(() => checkInput({ rules: { '\ud800': 1 } }))).toBe(
      '400 rules: a key holds an unpaired UTF-16 surrogate',
    );
  });

  it('refuses numbers JSON could not hold', () => {
    expect(refusal(() => checkInput({ qty: JSON.parse('1e400') as number }))).toBe('400 qty: is a number out of range');
  });

  it('refuses nesting deeper than the limit, iteratively, however deep', () => {
    expect(refusal(() => checkInput({ data: nested(MAX_DEPTH - 1) }))).toBe('accepted');
    expect(refusal(() => checkInput({ data: nested(MAX_DEPTH) }))).toBe(
      `400 body: nested deeper than ${MAX_DEPTH} levels`,
    );
    expect(refusal(() => checkInput({ data: nested(200_000) }))).toBe(
      `400 body: nested deeper than ${MAX_DEPTH} levels`,
    );
    expect(refusal(() => checkInput(nested(10), 'rules', 5))).toBe('400 rules: nested deeper than 5 levels');
  });

  it('answers 400 or nothing for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (v, s) => {
        const r = refusal(() => checkInput({ v, s }));
        return r === 'accepted' || r.startsWith('400 ');
      }),
      { numRuns: 300 },
    );
  });
});

describe(textProblem.name, () => {
  it('passes text PostgreSQL stores as given', () => {
    expect(textProblem('示范电子 😀 \t\n')).toBeNull();
  });
});

import { fail, isEnvelope, isOkEnvelope, ok } from './envelope';

describe('envelope', () => {
  it('builds success and failure envelopes', () => {
    expect(ok({ id: 1 })).toEqual({ err: 0, msg: '', data: { id: 1 } });
    expect(ok([], 'done')).toEqual({ err: 0, msg: 'done', data: [] });
    expect(fail(1213, 'sn not in order')).toEqual({ err: 1213, msg: 'sn not in order', data: null });
    expect(fail(-1, 'x', { a: 1 }).data).toEqual({ a: 1 });
  });

  it('recognises envelopes at run time', () => {
    expect(isEnvelope(ok(null))).toBe(true);
    expect(isEnvelope({ err: 0, msg: '' })).toBe(false);
    expect(isEnvelope({ err: '0', msg: '', data: 1 })).toBe(false);
    expect(isEnvelope({ err: Number.NaN, msg: '', data: 1 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('ok')).toBe(false);
    expect(isOkEnvelope(ok(1))).toBe(true);
    expect(isOkEnvelope(fail(900, 'expired'))).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { apiUrl, fileNameOf, readAnswer } from './answer';
import { ApiError, failedField } from './api-error';

describe('readAnswer', () => {
  it('answers the data of HTTP 200 with err 0', () => {
    expect(readAnswer(200, null, { err: 0, msg: '', data: { id: 1 } })).toEqual({
      ok: true,
      liveReload: false,
      data: { id: 1 },
    });
  });

  it('carries the code, message and data of a failure', () => {
    const a = readAnswer(200, null, { err: 400, msg: 'fnumber: too long', data: { field: 'fnumber' } });
    expect(a.ok).toBe(false);
    if (!a.ok)
      expect([a.failure.err, a.failure.msg, a.failure.data]).toEqual([400, 'fnumber: too long', { field: 'fnumber' }]);
  });

  it('reads non-200 and malformed answers as the generic -1', () => {
    const a = readAnswer(502, null, undefined);
    const b = readAnswer(200, null, '<html>');
    expect(!a.ok && a.failure.err).toBe(-1);
    expect(!b.ok && b.failure.err).toBe(-1);
  });

  it('flags a live reload only on a 200 with the header set to true', () => {
    expect(readAnswer(200, 'true', { err: 0, msg: '', data: null }).liveReload).toBe(true);
    expect(readAnswer(200, 'TRUE ', { err: 900, msg: '', data: null }).liveReload).toBe(true);
    expect(readAnswer(200, 'false', { err: 0, msg: '', data: null }).liveReload).toBe(false);
    expect(readAnswer(500, 'true', undefined).liveReload).toBe(false);
  });
});

describe('failedField', () => {
  it('names the field of a 400 from data.field or the message prefix', () => {
    expect(failedField(new ApiError(400, 'fnumber: longer than 64 characters', { field: 'fnumber' }))).toEqual({
      field: 'fnumber',
      reason: 'longer than 64 characters',
    });
    expect(failedField(new ApiError(400, 'organization_id: no organization 9'))).toEqual({
      field: 'organization_id',
      reason: 'no organization 9',
    });
    expect(failedField(new ApiError(1000, 'invalid user name or password'))).toBeNull();
  });
});

describe('apiUrl and fileNameOf', () => {
  it('puts short paths under /api/v1', () => {
    expect(apiUrl('basicdata/factory/list')).toBe('/api/v1/basicdata/factory/list');
    expect(apiUrl('/api/v2/product_mgt/smt_order/list')).toBe('/api/v2/product_mgt/smt_order/list');
  });

  it('reads the file name of a Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="factory-1.xlsx"', 'x.xlsx')).toBe('factory-1.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E5%B7%A5%E5%8E%82.xlsx", 'x.xlsx')).toBe('工厂.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

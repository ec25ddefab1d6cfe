import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './api-error';
import { loginOnInvalidToken, type LoginTarget } from '../session/login-redirect';
import { apiCall, apiDownload, configureApi, getJson, type ClientHooks } from './client';

type FetchArgs = Parameters<typeof fetch>;

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function hooks(fetchImpl: (...a: FetchArgs) => Promise<Response>) {
  const h = {
    auth: jest.fn<ClientHooks['auth']>(() => ({ kind: 'user', token: 'tok' })),
    onInvalidToken: jest.fn<ClientHooks['onInvalidToken']>(),
    onLiveReload: jest.fn<ClientHooks['onLiveReload']>(),
    onError: jest.fn<ClientHooks['onError']>(),
    fetch: jest.fn(fetchImpl) as unknown as typeof fetch,
  };
  configureApi(h);
  return h;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('apiCall', () => {
  it('posts JSON with the bearer token under /api/v1 and answers the data', async () => {
    const h = hooks(async () => answer({ err: 0, msg: '', data: { id: 7 } }));
    await expect(apiCall('basicdata/factory', { id: 7 })).resolves.toEqual({ id: 7 });
    const [url, init] = (h.fetch as unknown as jest.Mock<(...a: FetchArgs) => Promise<Response>>).mock.calls[0];
    expect(url).toBe('/api/v1/basicdata/factory');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":7}');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('toasts a failure and rejects with it', async () => {
    const h = hooks(async () => answer({ err: 1006, msg: 'no permission: basicdata.factory.create', data: null }));
    const err = await apiCall('basicdata/factory/create', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).err).toBe(1006);
    expect(h.onError).toHaveBeenCalledTimes(1);
  });

  it('leaves a quiet failure to the caller', async () => {
    const h = hooks(async () => answer({ err: 400, msg: 'fnumber: too long', data: { field: 'fnumber' } }));
    await expect(apiCall('x', {}, { quiet: (f) => f.err === 400 })).rejects.toBeInstanceOf(ApiError);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('sends err 900 to onInvalidToken, never to the toast', async () => {
    const h = hooks(async () => answer({ err: 900, msg: 'invalid token', data: null }));
    await expect(apiCall('x', {}, { quiet: true })).rejects.toMatchObject({ err: 900 });
    expect(h.onInvalidToken).toHaveBeenCalledTimes(1);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('asks for a reload when a 200 carries x-livereload-required: true', async () => {
    const h = hooks(async () => answer({ err: 0, msg: '', data: 1 }, { headers: { 'x-livereload-required': 'true' } }));
    await apiCall('x');
    expect(h.onLiveReload).toHaveBeenCalledTimes(1);
  });

  it('reads HTTP errors and network errors as -1', async () => {
    hooks(async () => answer('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(apiCall('x', {}, { quiet: true })).rejects.toMatchObject({ err: -1 });
    hooks(async () => {
      throw new TypeError('failed to fetch');
    });
    await expect(apiCall('x', {}, { quiet: true })).rejects.toMatchObject({ err: -1, msg: 'network error' });
  });

  it('gives up after the timeout', async () => {
    hooks(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    await expect(apiCall('x', {}, { quiet: true, timeoutMs: 20 })).rejects.toMatchObject({
      err: -1,
      msg: 'request timed out',
    });
  });
});

describe('apiDownload', () => {
  it('answers the file and its name', async () => {
    hooks(
      async () =>
        new Response(new Uint8Array([80, 75]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="factory.xlsx"',
          },
        }),
    );
    const d = await apiDownload('basicdata/factory/export', {}, 'fallback.xlsx');
    expect(d.filename).toBe('factory.xlsx');
    expect(d.blob.size).toBe(2);
  });

  it('reads an envelope answer as a failure', async () => {
    const h = hooks(async () => answer({ err: 1006, msg: 'no permission', data: null }));
    await expect(apiDownload('basicdata/factory/export', {}, 'x.xlsx')).rejects.toMatchObject({ err: 1006 });
    expect(h.onError).toHaveBeenCalled();
  });
});

describe('err 900 to the login', () => {
  it('forgets the session and opens the login with the current path as redirect, once for a burst', async () => {
    jest.useFakeTimers();
    const forget = jest.fn();
    const opened: LoginTarget[] = [];
    configureApi({
      auth: () => ({ kind: 'user', token: 'old' }),
      fetch: (async () => answer({ err: 900, msg: 'invalid token', data: null })) as typeof fetch,
      onInvalidToken: loginOnInvalidToken({
        here: () => '/basicdata/factory/list?pn=2',
        forget,
        open: (t) => opened.push(t),
      }),
    });
    await expect(apiCall('basicdata/factory/list', {}, { quiet: true })).rejects.toMatchObject({ err: 900 });
    await expect(apiCall('basicdata/factory/list', {}, { quiet: true })).rejects.toMatchObject({ err: 900 });
    expect(forget).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([{ url: '/user/login?redirect=%2Fbasicdata%2Ffactory%2Flist%3Fpn%3D2', external: false }]);
    jest.advanceTimersByTime(1000);
    await expect(apiCall('x', {}, { quiet: true })).rejects.toMatchObject({ err: 900 });
    expect(opened).toHaveLength(2);
  });

  it('leaves the session alone for a call that opted out or was cancelled', async () => {
    const invalid = jest.fn();
    configureApi({
      fetch: (async () => answer({ err: 900, msg: 'invalid token', data: null })) as typeof fetch,
      onInvalidToken: invalid,
    });
    await expect(apiCall('x', {}, { ignoreInvalidToken: true })).rejects.toMatchObject({ err: 900 });
    const c = new AbortController();
    c.abort();
    await expect(apiCall('x', {}, { signal: c.signal })).rejects.toMatchObject({ err: 900 });
    expect(invalid).not.toHaveBeenCalled();
  });
});

describe('getJson', () => {
  it('reads a plain JSON document and names each failure', async () => {
    configureApi({ fetch: (async () => answer({ status: 'ok' })) as typeof fetch });
    await expect(getJson('/api/health')).resolves.toEqual({ status: 'ok' });
    configureApi({ fetch: (async () => answer({ status: 'degraded' }, { status: 503 })) as typeof fetch });
    await expect(getJson('/api/health')).rejects.toMatchObject({ err: -1, kind: 'http', status: 503 });
    configureApi({ fetch: (async () => answer('<html>')) as typeof fetch });
    await expect(getJson('/api/health')).rejects.toMatchObject({ kind: 'invalid' });
    configureApi({
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    await expect(getJson('/api/health')).rejects.toMatchObject({ kind: 'network' });
    configureApi({
      fetch: ((_u: unknown, init?: RequestInit) =>
        new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('x'))),
        )) as typeof fetch,
    });
    await expect(getJson('/api/health', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      msg: 'request timed out',
    });
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiFailure } from './api-answer';
import { apiCall, apiDownload, configureClient, type ClientHooks } from './client';

type FetchArgs = Parameters<typeof fetch>;

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: init.status ?? 200, headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function hooks(fetchImpl: (...a: FetchArgs) => Promise<Response>) {
  const h = {
    token: jest.fn<ClientHooks['token']>(() => 'tok'),
    onInvalidToken: jest.fn<ClientHooks['onInvalidToken']>(),
    onLiveReload: jest.fn<ClientHooks['onLiveReload']>(),
    onError: jest.fn<ClientHooks['onError']>(),
    fetch: jest.fn(fetchImpl) as unknown as typeof fetch,
  };
  configureClient(h);
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
    expect(err).toBeInstanceOf(ApiFailure);
    expect((err as ApiFailure).err).toBe(1006);
    expect(h.onError).toHaveBeenCalledTimes(1);
  });

  it('leaves a quiet failure to the caller', async () => {
    const h = hooks(async () => answer({ err: 400, msg: 'fnumber: too long', data: { field: 'fnumber' } }));
    await expect(apiCall('x', {}, { quiet: (f) => f.err === 400 })).rejects.toBeInstanceOf(ApiFailure);
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
    hooks(async () => { throw new TypeError('failed to fetch'); });
    await expect(apiCall('x', {}, { quiet: true })).rejects.toMatchObject({ err: -1, msg: 'network error' });
  });

  it('gives up after the timeout', async () => {
    hooks((_url, init) => new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    }));
    await expect(apiCall('x', {}, { quiet: true, timeoutMs: 20 })).rejects.toMatchObject({ err: -1, msg: 'request timed out' });
  });
});

describe('apiDownload', () => {
  it('answers the file and its name', async () => {
    hooks(async () => new Response(new Uint8Array([80, 75]), {
      status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="factory.xlsx"' },
    }));
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

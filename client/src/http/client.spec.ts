import { apiUrl, rowsOf } from './answer';
import { ApiError } from './api-error';
import { apiCall, configureApi, resetApi } from './client';

type Seen = { url: string; headers: Record<string, string>; body: string };

function fakeFetch(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  seen: Seen[] = [],
): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return {
      status,
      headers: { get: (n: string) => headers[n.toLowerCase()] ?? null },
      json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

describe('api', () => {
  afterEach(() => resetApi());

  it('posts JSON with the screen token or the bearer token and answers data', async () => {
    const seen: Seen[] = [];
    configureApi({
      fetch: fakeFetch(200, { err: 0, msg: '', data: { x: 1 } }, {}, seen),
      auth: () => ({ kind: 'screen', token: 'S' }),
    });
    expect(await apiCall('kanban/settings', { a: 1 })).toEqual({ x: 1 });
    await apiCall('kanban/settings', {}, { auth: { kind: 'user', token: 'U' } });
    expect(seen[0]).toMatchObject({
      url: '/api/v1/kanban/settings',
      body: '{"a":1}',
      headers: { 'x-screen-token': 'S' },
    });
    expect(seen[1].headers.authorization).toBe('Bearer U');
    expect(seen[1].headers['x-screen-token']).toBeUndefined();
  });

  it('rejects with the catalogue code and tells the app about a 900 (unless the call opts out)', async () => {
    const invalid = jest.fn();
    configureApi({ fetch: fakeFetch(200, { err: 900, msg: 'invalid token', data: null }), onInvalidToken: invalid });
    await expect(apiCall('kanban/worder/list')).rejects.toMatchObject({ err: 900, msg: 'invalid token' });
    await expect(apiCall('product_mgt/station_sop/list', {}, { ignoreInvalidToken: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(invalid).toHaveBeenCalledTimes(1);
  });

  it('reads non-200, malformed answers and network errors as -1', async () => {
    configureApi({ fetch: fakeFetch(502, 'x') });
    await expect(apiCall('a')).rejects.toMatchObject({ err: -1, msg: 'HTTP 502' });
    configureApi({ fetch: fakeFetch(404, { err: 404, msg: 'no call stock_mgt/material_rec/create', data: null }) });
    await expect(apiCall('a')).rejects.toMatchObject({
      err: -1,
      msg: 'HTTP 404: no call stock_mgt/material_rec/create',
    });
    configureApi({ fetch: fakeFetch(200, { nope: 1 }) });
    await expect(apiCall('a')).rejects.toMatchObject({ err: -1, msg: 'malformed answer' });
    configureApi({
      fetch: (async () => {
        throw new TypeError('failed');
      }) as unknown as typeof fetch,
    });
    await expect(apiCall('a')).rejects.toMatchObject({ err: -1, msg: 'network error' });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    try {
      configureApi({
        fetch: ((_: string, init: RequestInit) =>
          new Promise((_r, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          )) as unknown as typeof fetch,
      });
      const p = apiCall('a');
      jest.advanceTimersByTime(15_000);
      await expect(p).rejects.toMatchObject({ err: -1, msg: 'request timed out' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for a reload when a 200 answer carries x-livereload-required', async () => {
    const reload = jest.fn();
    configureApi({
      fetch: fakeFetch(200, { err: 0, msg: '', data: 1 }, { 'x-livereload-required': 'true' }),
      onLiveReload: reload,
    });
    await apiCall('a');
    expect(reload).toHaveBeenCalled();
  });

  it('describes an error in the locale and reads list answers', () => {
    expect(new ApiError(1211, 'worder_id: no work order 9').describe('zh-CN')).toBe(
      '1211: 工单不存在 (worder_id: no work order 9)',
    );
    expect(new ApiError(900, '').describe('en-US')).toBe('900: Invalid token, please log in again');
    expect(new ApiError(4242, 'custom').describe('en-US')).toBe('4242: custom');
    expect(apiUrl('/api/v2/x')).toBe('/api/v2/x');
    expect(rowsOf([1])).toEqual([1]);
    expect(rowsOf({ list: [2], total: 1 })).toEqual([2]);
    expect(rowsOf(null)).toEqual([]);
  });
});

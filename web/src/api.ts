export const REQUEST_TIMEOUT_MS = 15_000;

export type ApiErrorCode = 'timeout' | 'network' | 'http' | 'invalid' | 'aborted';

// The code doubles as the translation key suffix (health.errors.<code>).
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status?: number,
  ) {
    super(status === undefined ? code : `${code} ${status}`);
    this.name = 'ApiError';
  }
}

export type GetJsonOptions = { signal?: AbortSignal; timeoutMs?: number };

// GET a JSON document; gives up after 15 s so a hung server never leaves a page spinning.
export async function getJson<T = unknown>(path: string, options: GetJsonOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    let res: Response;
    try {
      res = await fetch(path, { headers: { Accept: 'application/json' }, signal: controller.signal });
    } catch {
      throw new ApiError(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network');
    }
    if (!res.ok) throw new ApiError('http', res.status);
    try {
      return (await res.json()) as T;
    } catch {
      throw new ApiError(timedOut ? 'timeout' : 'invalid');
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

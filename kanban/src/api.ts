import { ErrorCode, HTTP_TIMEOUT_MS, formatError, isEnvelope, isKnownErrorCode, type Locale } from '@mes/contracts';

// Every call of the kanban: POST JSON, 15 s timeout, the envelope read (000 §7): HTTP 200 with err 0 is success,
// anything else an ApiError with the catalogue's code (-1 for non-200, malformed answers and network errors).

export type Auth = { kind: 'screen'; token: string } | { kind: 'user'; token: string } | { kind: 'none' };

export class ApiError extends Error {
  constructor(
    readonly err: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(`${err}: ${msg}`);
    this.name = 'ApiError';
  }

  /** 'code: message' in the locale; the server's msg follows a known code's text when it says more. */
  describe(locale: Locale): string {
    const text = formatError(this.err, locale, this.msg);
    return isKnownErrorCode(this.err) && this.msg && !text.includes(this.msg) ? `${text} (${this.msg})` : text;
  }
}

export const LIVE_RELOAD_HEADER = 'x-livereload-required';

export type ApiHooks = {
  /** who the calls are made as: the TV's screen token, a user's token, or nobody */
  auth: () => Auth;
  /** err 900 on a call that did not opt out: the token is unknown, revoked or expired */
  onInvalidToken: (auth: Auth, e: ApiError) => void;
  /** a 200 answer carried x-livereload-required: true */
  onLiveReload: () => void;
  fetch: typeof fetch;
};

const defaults: ApiHooks = {
  auth: () => ({ kind: 'none' }),
  onInvalidToken: () => undefined,
  onLiveReload: () => undefined,
  fetch: (...args) => fetch(...args),
};

let hooks: ApiHooks = defaults;

export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

export function resetApi(): void {
  hooks = defaults;
}

export type CallOptions = {
  /** call as this one instead of the configured auth */
  auth?: Auth;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** a 900 here says nothing about the session (an optional call a screen token may not make) */
  ignoreInvalidToken?: boolean;
};

export function authHeaders(auth: Auth): Record<string, string> {
  if (auth.kind === 'screen') return { 'x-screen-token': auth.token };
  if (auth.kind === 'user') return { authorization: `Bearer ${auth.token}` };
  return {};
}

/** `/api/v1/<path>` for a short path (`kanban/settings`); an absolute /api/ path is kept. */
export function apiUrl(path: string): string {
  return path.startsWith('/api/') ? path : `/api/v1/${path.replace(/^\/+/, '')}`;
}

/** One answer from its status, its live-reload header and its parsed body (undefined when not JSON). */
export function readAnswer<T>(status: number, body: unknown): { ok: true; data: T } | { ok: false; error: ApiError } {
  // not 200 is the generic -1 (000 §8); the server's own words, when it sent an envelope, are kept for the reader
  if (status !== 200) return { ok: false, error: new ApiError(ErrorCode.API_ERROR, isEnvelope(body) && body.msg ? `HTTP ${status}: ${body.msg}` : `HTTP ${status}`) };
  if (!isEnvelope(body)) return { ok: false, error: new ApiError(ErrorCode.API_ERROR, 'malformed answer') };
  if (body.err !== ErrorCode.OK) return { ok: false, error: new ApiError(body.err, body.msg, body.data) };
  return { ok: true, data: body.data as T };
}

async function post(path: string, body: unknown, auth: Auth, opts: CallOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await hooks.fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(auth) },
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(ErrorCode.API_ERROR, timedOut ? 'request timed out' : opts.signal?.aborted ? 'aborted' : 'network error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** POST a call and answer its data; a failure rejects with an ApiError (a 900 also reaches onInvalidToken). */
export async function apiCall<T>(path: string, body: object = {}, opts: CallOptions = {}): Promise<T> {
  const auth = opts.auth ?? hooks.auth();
  const res = await post(path, body, auth, opts);
  if (res.status === 200 && (res.headers.get(LIVE_RELOAD_HEADER) ?? '').trim().toLowerCase() === 'true') hooks.onLiveReload();
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  const answer = readAnswer<T>(res.status, parsed);
  if (answer.ok) return answer.data;
  if (answer.error.err === ErrorCode.INVALID_TOKEN && !opts.ignoreInvalidToken && !opts.signal?.aborted) hooks.onInvalidToken(auth, answer.error);
  throw answer.error;
}

export function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError(ErrorCode.API_ERROR, e instanceof Error ? e.message : String(e));
}

/** The rows of a list answer: an array, or `{ list }` (the resource engine's shape). */
export function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)) return (data as { list: unknown[] }).list;
  return [];
}

import { ErrorCode, HTTP_TIMEOUT_MS } from '@mes/contracts';
import { ApiFailure, LIVE_RELOAD_HEADER, apiUrl, fileNameOf, readAnswer } from './api-answer';

export type ClientHooks = {
  /** the access token to send, or null */
  token: () => string | null;
  /** err 900: the session is gone (the shell clears it and opens the login) */
  onInvalidToken: (f: ApiFailure) => void;
  /** a 200 answer asked for a reload (x-livereload-required: true) */
  onLiveReload: () => void;
  /** a failure the caller did not take over: shown as a toast */
  onError: (f: ApiFailure) => void;
  fetch: typeof fetch;
};

const defaults: ClientHooks = {
  token: () => null,
  onInvalidToken: () => undefined,
  onLiveReload: () => undefined,
  onError: () => undefined,
  fetch: (...args) => fetch(...args),
};

let hooks: ClientHooks = defaults;

/** The shell plugs the session, the toasts and the navigation in once at start. */
export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export type CallOptions = {
  /** true, or a test of the failure: the caller shows it itself (no toast). A 900 always reaches onInvalidToken. */
  quiet?: boolean | ((f: ApiFailure) => boolean);
  signal?: AbortSignal;
  timeoutMs?: number;
};

async function post(path: string, body: unknown, opts: CallOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const token = hooks.token();
  try {
    return await hooks.fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    const why = timedOut ? 'request timed out' : opts.signal?.aborted ? 'aborted' : 'network error';
    throw new ApiFailure(ErrorCode.API_ERROR, why);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

function fail(f: ApiFailure, opts: CallOptions): never {
  if (f.err === ErrorCode.INVALID_TOKEN) hooks.onInvalidToken(f);
  else if (!(opts.signal?.aborted) && !(typeof opts.quiet === 'function' ? opts.quiet(f) : opts.quiet)) hooks.onError(f);
  throw f;
}

/** POST a call and answer its data; a failure is toasted (unless quiet) and rejected as an ApiFailure. */
export async function apiCall<T>(path: string, body: object = {}, opts: CallOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await post(path, body, opts);
  } catch (e) {
    return fail(e as ApiFailure, opts);
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  const answer = readAnswer<T>(res.status, res.headers.get(LIVE_RELOAD_HEADER), parsed);
  if (answer.liveReload) hooks.onLiveReload();
  if (!answer.ok) return fail(answer.failure, opts);
  return answer.data;
}

export type Download = { blob: Blob; filename: string };

/** POST a call that answers a file (a spreadsheet export); a JSON answer is an envelope, so a failure. */
export async function apiDownload(path: string, body: object, fallbackName: string, opts: CallOptions = {}): Promise<Download> {
  let res: Response;
  try {
    res = await post(path, body, opts);
  } catch (e) {
    return fail(e as ApiFailure, opts);
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 200 && !type.includes('application/json')) {
    if (res.headers.get(LIVE_RELOAD_HEADER)?.toLowerCase() === 'true') hooks.onLiveReload();
    return { blob: await res.blob(), filename: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  const answer = readAnswer<unknown>(res.status, res.headers.get(LIVE_RELOAD_HEADER), parsed);
  return fail(answer.ok ? new ApiFailure(ErrorCode.API_ERROR, 'no file in the answer') : answer.failure, opts);
}

/** Show a failure the way the client does (a caller that asked for quiet and then could not place it). */
export function reportFailure(f: ApiFailure): void {
  if (f.err === ErrorCode.INVALID_TOKEN) hooks.onInvalidToken(f);
  else hooks.onError(f);
}

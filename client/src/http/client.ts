import { ErrorCode, HTTP_TIMEOUT_MS, callUrl, type CallAnswer, type CallDecl, type CallInput } from '@mes/contracts';
import { LIVE_RELOAD_HEADER, apiUrl, fileNameOf, readAnswer } from './answer';
import { ApiError } from './api-error';
import { currentLocale } from '../i18n';

// Every call of both apps: POST JSON with who calls, 15 s timeout, the envelope read (000 §7). Success is HTTP 200
// with err 0; anything else rejects with an ApiError (-1 for non-200, malformed answers, timeouts and network errors).

/** Who the calls are made as: a user's token, a TV's screen token, or nobody. */
export type Auth = { kind: 'screen'; token: string } | { kind: 'user'; token: string } | { kind: 'none' };

export type ClientHooks = {
  auth: () => Auth;
  /** err 900 on a call that did not opt out: the token is unknown, revoked or expired (the app opens the login) */
  onInvalidToken: (e: ApiError, auth: Auth) => void;
  /** a 200 answer carried x-livereload-required: true */
  onLiveReload: () => void;
  /** a failure the caller did not take over (not quiet): the back office shows it as a toast */
  onError: (e: ApiError) => void;
  fetch: typeof fetch;
};

const defaults: ClientHooks = {
  auth: () => ({ kind: 'none' }),
  onInvalidToken: () => undefined,
  onLiveReload: () => undefined,
  onError: () => undefined,
  fetch: (...args) => fetch(...args),
};

let hooks: ClientHooks = defaults;

/** The shell plugs the session, the toasts and the navigation in once at start. */
export function configureApi(next: Partial<ClientHooks>): void {
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
  /** true, or a test of the failure: the caller shows it itself (onError is not told) */
  quiet?: boolean | ((e: ApiError) => boolean);
  /** a 900 here says nothing about the session (an optional call a screen token may not make) */
  ignoreInvalidToken?: boolean;
};

export function authHeaders(auth: Auth): Record<string, string> {
  if (auth.kind === 'screen') return { 'x-screen-token': auth.token };
  if (auth.kind === 'user') return { authorization: `Bearer ${auth.token}` };
  return {};
}

/** A user's bearer token as an Auth (none when empty). */
export const userAuth = (token: string | null | undefined): Auth =>
  token ? { kind: 'user', token } : { kind: 'none' };

type Request = { url: string; init: RequestInit; signal?: AbortSignal; timeoutMs?: number };

// One fetch with the timeout and the caller's signal; a failure to get any answer is an ApiError of its kind.
async function send(req: Request): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  req.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await hooks.fetch(req.url, { ...req.init, signal: controller.signal });
  } catch {
    if (timedOut) throw new ApiError(ErrorCode.API_ERROR, 'request timed out', null, 'timeout');
    if (req.signal?.aborted) throw new ApiError(ErrorCode.API_ERROR, 'aborted', null, 'aborted');
    throw new ApiError(ErrorCode.API_ERROR, 'network error', null, 'network');
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }
}

function post(path: string, body: unknown, auth: Auth, opts: CallOptions): Promise<Response> {
  // the screens' language: the hub says a refusal in it when the user stored no choice (docs/api.md, "Refusals")
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-language': currentLocale(),
    ...authHeaders(auth),
  };
  return send({
    url: apiUrl(path),
    init: { method: 'POST', headers, body: JSON.stringify(body ?? {}) },
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
  });
}

function fail(e: ApiError, auth: Auth, opts: CallOptions): never {
  if (e.err === ErrorCode.INVALID_TOKEN) {
    if (!opts.ignoreInvalidToken && !opts.signal?.aborted) hooks.onInvalidToken(e, auth);
  } else if (!opts.signal?.aborted && !(typeof opts.quiet === 'function' ? opts.quiet(e) : opts.quiet)) {
    hooks.onError(e);
  }
  throw e;
}

// Posts as the call's identity; no answer at all (timeout, network) fails the way an answer would.
async function postAs(path: string, body: unknown, opts: CallOptions): Promise<{ res: Response; auth: Auth }> {
  const auth = opts.auth ?? hooks.auth();
  try {
    return { res: await post(path, body, auth, opts), auth };
  } catch (e) {
    return fail(e as ApiError, auth, opts);
  }
}

async function parsed(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** POST a call and answer its data; a failure rejects with an ApiError (a 900 also reaches onInvalidToken). */
export async function apiCall<T>(path: string, body: object = {}, opts: CallOptions = {}): Promise<T> {
  const { res, auth } = await postAs(path, body, opts);
  const answer = readAnswer<T>(res.status, res.headers.get(LIVE_RELOAD_HEADER), await parsed(res));
  if (answer.liveReload) hooks.onLiveReload();
  if (!answer.ok) return fail(answer.failure, auth, opts);
  return answer.data;
}

/** A declared call (contracts/src/calls): its body and answer are typed by the declaration. */
export function callApi<D extends CallDecl>(
  decl: D,
  input: CallInput<D>,
  opts: CallOptions = {},
): Promise<CallAnswer<D>> {
  return apiCall<CallAnswer<D>>(callUrl(decl), input as object, opts);
}

export type Download = { blob: Blob; filename: string };

/** POST a call that answers a file (a spreadsheet export); a JSON answer is an envelope, so a failure. */
export async function apiDownload(
  path: string,
  body: object,
  fallbackName: string,
  opts: CallOptions = {},
): Promise<Download> {
  const { res, auth } = await postAs(path, body, opts);
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 200 && !type.includes('application/json')) {
    if (res.headers.get(LIVE_RELOAD_HEADER)?.trim().toLowerCase() === 'true') hooks.onLiveReload();
    return { blob: await res.blob(), filename: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
  }
  const answer = readAnswer<unknown>(res.status, res.headers.get(LIVE_RELOAD_HEADER), await parsed(res));
  return fail(answer.ok ? new ApiError(ErrorCode.API_ERROR, 'no file in the answer') : answer.failure, auth, opts);
}

/** A declared call that answers a file. */
export function callDownload<D extends CallDecl>(
  decl: D,
  input: CallInput<D>,
  fallbackName: string,
  opts: CallOptions = {},
): Promise<Download> {
  return apiDownload(callUrl(decl), input as object, fallbackName, opts);
}

/** Show a failure the way the client does (a caller that asked for quiet and then could not place it). */
export function reportFailure(e: ApiError): void {
  if (e.err === ErrorCode.INVALID_TOKEN) hooks.onInvalidToken(e, hooks.auth());
  else hooks.onError(e);
}

/** GET a plain JSON document outside the envelope (/api/health); the same timeout and failures as a call. */
export async function getJson<T = unknown>(
  path: string,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  const res = await send({
    url: path,
    init: { headers: { accept: 'application/json' } },
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
  });
  if (!res.ok) throw new ApiError(ErrorCode.API_ERROR, `HTTP ${res.status}`, null, 'http', res.status);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(ErrorCode.API_ERROR, 'malformed answer', null, 'invalid');
  }
}

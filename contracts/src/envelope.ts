import { ErrorCode } from './errors';

// Every API answer (000 §7): success is HTTP 200 with err === 0.
export type ApiEnvelope<T> = { err: number; msg: string; data: T };

export function ok<T>(data: T, msg = ''): ApiEnvelope<T> {
  return { err: ErrorCode.OK, msg, data };
}

export function fail<T = null>(err: number, msg: string, data?: T): ApiEnvelope<T | null> {
  return { err, msg, data: data === undefined ? null : data };
}

/** Runtime guard for an untrusted response body: numeric err, string msg, and a data key (any value). */
export function isEnvelope(x: unknown): x is ApiEnvelope<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return typeof o.err === 'number' && Number.isFinite(o.err) && typeof o.msg === 'string' && 'data' in o;
}

export function isOkEnvelope(x: unknown): x is ApiEnvelope<unknown> {
  return isEnvelope(x) && x.err === ErrorCode.OK;
}

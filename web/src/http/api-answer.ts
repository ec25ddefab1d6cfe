import { ErrorCode, isEnvelope } from '@mes/contracts';

// Reading one answer of the API (000 §7, docs/api.md "The envelope"): success is HTTP 200 with err 0; anything else
// becomes an ApiFailure carrying the catalogue code, the server's message and its data.

export class ApiFailure extends Error {
  constructor(
    readonly err: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(`${err}: ${msg}`);
    this.name = 'ApiFailure';
  }
}

export type Answer<T> = { ok: true; data: T; liveReload: boolean } | { ok: false; failure: ApiFailure; liveReload: boolean };

export const LIVE_RELOAD_HEADER = 'x-livereload-required';

export function isLiveReload(status: number, header: string | null): boolean {
  return status === 200 && header !== null && header.trim().toLowerCase() === 'true';
}

/** One answer from its HTTP status, the live-reload header and the parsed body (undefined when it was not JSON). */
export function readAnswer<T>(status: number, liveReloadHeader: string | null, body: unknown): Answer<T> {
  const liveReload = isLiveReload(status, liveReloadHeader);
  if (status !== 200) {
    return { ok: false, liveReload, failure: new ApiFailure(ErrorCode.API_ERROR, `HTTP ${status}`) };
  }
  if (!isEnvelope(body)) {
    return { ok: false, liveReload, failure: new ApiFailure(ErrorCode.API_ERROR, 'malformed answer') };
  }
  if (body.err !== ErrorCode.OK) return { ok: false, liveReload, failure: new ApiFailure(body.err, body.msg, body.data) };
  return { ok: true, liveReload, data: body.data as T };
}

/**
 * The field a 400 names: the server puts it in data.field and starts its message with `<field>: `
 * (`fnumber: longer than 64 characters`). Null when the failure names no field.
 */
export function failedField(f: ApiFailure): { field: string; reason: string } | null {
  const data = f.data as { field?: unknown } | null;
  const m = /^([A-Za-z_][\w.]*):\s*(.*)$/s.exec(f.msg);
  const field = typeof data?.field === 'string' ? data.field : m?.[1];
  if (!field) return null;
  const reason = m && m[1] === field ? m[2] : f.msg;
  return { field, reason };
}

/** `/api/v1/<path>` for a short path such as `basicdata/factory/list`; an absolute /api/ path is kept. */
export function apiUrl(path: string): string {
  if (path.startsWith('/api/')) return path;
  return `/api/v1/${path.replace(/^\/+/, '')}`;
}

/** The file name of a Content-Disposition header (RFC 5987 filename* first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]).trim() : fallback;
}

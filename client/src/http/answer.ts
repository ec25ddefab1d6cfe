import { ErrorCode, isEnvelope } from '@mes/contracts';
import { ApiError, envelopeRefusal } from './api-error';

// Reading one answer of the API (000 §7, docs/api.md "The envelope"): success is HTTP 200 with err 0; anything else
// becomes an ApiError carrying the catalogue code, the server's message and its data.

export type Answer<T> =
  { ok: true; data: T; liveReload: boolean } | { ok: false; failure: ApiError; liveReload: boolean };

export const LIVE_RELOAD_HEADER = 'x-livereload-required';

export function isLiveReload(status: number, header: string | null): boolean {
  return status === 200 && header !== null && header.trim().toLowerCase() === 'true';
}

/** One answer from its HTTP status, the live-reload header and the parsed body (undefined when it was not JSON). */
export function readAnswer<T>(status: number, liveReloadHeader: string | null, body: unknown): Answer<T> {
  const liveReload = isLiveReload(status, liveReloadHeader);
  if (status !== 200) {
    // not 200 is the generic -1 (000 §8); the server's own words, when it sent an envelope, are kept for the reader
    const msg = isEnvelope(body) && body.msg ? `HTTP ${status}: ${body.msg}` : `HTTP ${status}`;
    return { ok: false, liveReload, failure: new ApiError(ErrorCode.API_ERROR, msg, null, 'http', status) };
  }
  if (!isEnvelope(body)) {
    return { ok: false, liveReload, failure: new ApiError(ErrorCode.API_ERROR, 'malformed answer', null, 'invalid') };
  }
  if (body.err !== ErrorCode.OK)
    return {
      ok: false,
      liveReload,
      failure: new ApiError(body.err, body.msg, body.data, 'server', undefined, envelopeRefusal(body)),
    };
  return { ok: true, liveReload, data: body.data as T };
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

/** The rows of a list answer: an array, or `{ list }` (the resource engine's shape). */
export function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list))
    return (data as { list: unknown[] }).list;
  return [];
}

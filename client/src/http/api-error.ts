import {
  ErrorCode,
  formatError,
  isKnownErrorCode,
  isRefusalCode,
  type Locale,
  type RefusalCode,
  type RefusalParams,
} from '@mes/contracts';

/** a refusal's code of the catalogue, the field it names and its values (docs/api.md, "Refusals") */
export type Refusal = { code: RefusalCode; field: string; params: RefusalParams };

/** the refusal an envelope carries beside err and msg, when it names a code the catalogue knows */
export function envelopeRefusal(body: unknown): Refusal | null {
  const o = body as { code?: unknown; field?: unknown; params?: unknown } | null;
  if (!o || !isRefusalCode(o.code) || typeof o.field !== 'string') return null;
  const params = typeof o.params === 'object' && o.params !== null ? (o.params as RefusalParams) : {};
  return { code: o.code, field: o.field, params };
}

/**
 * Why a call failed: `server` is an envelope with a non-zero err; the others are the client's own -1 (000 §8), kept
 * apart because a screen says them differently (a timeout is not a refusal).
 */
export type FailureKind = 'server' | 'http' | 'invalid' | 'timeout' | 'network' | 'aborted';

// The one error of every API call in both apps: the catalogue's code, the server's message and its data.
export class ApiError extends Error {
  constructor(
    readonly err: number,
    readonly msg: string,
    readonly data: unknown = null,
    readonly kind: FailureKind = err === ErrorCode.API_ERROR ? 'invalid' : 'server',
    /** the HTTP status of an `http` failure */
    readonly status?: number,
    /** a refusal's code, field and values: a screen may word it itself */
    readonly refusal: Refusal | null = null,
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

export function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError(ErrorCode.API_ERROR, e instanceof Error ? e.message : String(e));
}

/**
 * The field a 400 names: the server puts it in data.field and starts its message with `<field>: `
 * (`fnumber: longer than 64 characters`). Null when the failure names no field.
 */
export function failedField(f: ApiError): { field: string; reason: string } | null {
  const data = f.data as { field?: unknown } | null;
  const m = /^([A-Za-z_][\w.]*):\s*(.*)$/s.exec(f.msg);
  const field = typeof data?.field === 'string' ? data.field : m?.[1];
  if (!field) return null;
  const reason = m && m[1] === field ? m[2] : f.msg;
  return { field, reason };
}

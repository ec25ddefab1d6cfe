import { ErrorCode, type ErrorCodeValue } from '@mes/contracts';

// Every failure a caller should see: a catalogue code for the envelope's err, and a message naming what was wrong.
export class AppException extends Error {
  constructor(
    readonly err: ErrorCodeValue | number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function badRequest(field: string, reason: string): AppException {
  return new AppException(ErrorCode.BAD_REQUEST, `${field}: ${reason}`, { field });
}

/** a path that names no call: answered HTTP 404 (envelope.filter.ts); kept free of Nest so core runs without it. */
export class NoSuchCall extends Error {
  constructor() {
    super('no such call');
  }
}

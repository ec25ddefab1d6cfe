import type { Readable } from 'node:stream';

// A call that answers a file (a spreadsheet export) instead of an envelope; failures still answer envelopes.
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** A file written while it is sent (a large export): the body streams to the response, never held whole. */
export class FileStream {
  constructor(
    readonly body: Readable,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

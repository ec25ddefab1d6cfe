// Reading JSON of unknown shape (answers, stored values) without trusting it.

export type JsonRecord = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value as text: '' for null and undefined, else String(v). */
export const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

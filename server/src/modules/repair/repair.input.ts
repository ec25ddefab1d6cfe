import { badRequest } from '../../core/api/app.exception';
import { idField, idsField, textField } from '../../core/api/call-input';
import type { Replacement } from './repair.service';

export type Body = Record<string, unknown>;

export function optId(b: Body, field: string): number | null {
  return b[field] === undefined || b[field] === null ? null : idField(b, field);
}

/** a required, trimmed, non-empty text. */
export function text(b: Body, field: string, max: number): string {
  const v = textField(b, field, max)!.trim();
  if (v === '') throw badRequest(field, 'must be a non-empty string');
  return v;
}

/** an optional text ('' when absent). */
export function optText(b: Body, field: string, max: number): string {
  const v = b[field];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' || v.length > max) throw badRequest(field, `must be a text of at most ${max} characters`);
  return v.trim();
}

/** a reason is required for every undo: the trace must say why. */
export function reason(b: Body): string {
  return text(b, 'reason', 256);
}

export function errorCodes(b: Body): number[] {
  const ids = idsField(b, 'error_code_ids', 50);
  if (ids.length === 0) throw badRequest('error_code_ids', 'must name at least one error code');
  return ids;
}

export function replacements(b: Body): Replacement[] {
  const v = b.replace ?? [];
  if (!Array.isArray(v) || v.length > 50) throw badRequest('replace', 'must be an array of at most 50 parts');
  return v.map((raw, i) => {
    const at = `replace[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(at, 'must be an object');
    const o = raw as Body;
    for (const k of Object.keys(o))
      if (!['binding_id', 'barcode', 'reason'].includes(k)) throw badRequest(`${at}.${k}`, 'unknown field');
    const prefixed = (f: string) => `${at}.${f}`;
    try {
      return {
        binding_id: idField(o, 'binding_id'),
        barcode: text(o, 'barcode', 128),
        reason: optText(o, 'reason', 256),
      };
    } catch (e) {
      const field = (e as { data?: { field?: string } }).data?.field;
      throw field ? badRequest(prefixed(field), (e as Error).message.replace(`${field}: `, '')) : e;
    }
  });
}

/** a weight in grams: a finite number from 0 to 100 000. */
export function weight(b: Body): number {
  const v = b.weight;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100_000)
    throw badRequest('weight', 'must be a number of grams from 0 to 100000');
  return v;
}

export function page(b: Body): { pn: number; ps: number } {
  const num = (f: string, dflt: number, max: number) => {
    const v = b[f] ?? dflt;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max)
      throw badRequest(f, `must be a whole number from 1 to ${max}`);
    return v;
  };
  return { pn: num('pn', 1, 1_000_000), ps: num('ps', 50, 1000) };
}

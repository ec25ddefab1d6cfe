import { AppException, refuse } from '../../core/api/app.exception';
import { idField, idsField, textField } from '../../core/api/call-input';
import type { Replacement } from './repair.service';

export type Body = Record<string, unknown>;

export function optId(b: Body, field: string): number | null {
  return b[field] === undefined || b[field] === null ? null : idField(b, field);
}

/** a required, trimmed, non-empty text. */
export function text(b: Body, field: string, max: number): string {
  const v = textField(b, field, max)!.trim();
  if (v === '') throw refuse(field, 'input.non_empty_string');
  return v;
}

/** an optional text ('' when absent). */
export function optText(b: Body, field: string, max: number): string {
  const v = b[field];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' || v.length > max) throw refuse(field, 'repair.text_max', { max });
  return v.trim();
}

/** a reason is required for every undo: the trace must say why. */
export function reason(b: Body): string {
  return text(b, 'reason', 256);
}

export function errorCodes(b: Body): number[] {
  const ids = idsField(b, 'error_code_ids', 50);
  if (ids.length === 0) throw refuse('error_code_ids', 'repair.no_error_code_named');
  return ids;
}

export function replacements(b: Body): Replacement[] {
  const v = b.replace ?? [];
  if (!Array.isArray(v) || v.length > 50) throw refuse('replace', 'repair.too_many_parts', { max: 50 });
  return v.map((raw, i) => {
    const at = `replace[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refuse(at, 'input.object');
    const o = raw as Body;
    for (const k of Object.keys(o))
      if (!['binding_id', 'barcode', 'reason'].includes(k)) throw refuse(`${at}.${k}`, 'input.unknown_field');
    const prefixed = (f: string) => `${at}.${f}`;
    try {
      return {
        binding_id: idField(o, 'binding_id'),
        barcode: text(o, 'barcode', 128),
        reason: optText(o, 'reason', 256),
      };
    } catch (e) {
      // the same refusal, of the field inside the part
      if (e instanceof AppException && e.refusal)
        throw refuse(prefixed(e.refusal.field), e.refusal.code, e.refusal.params);
      throw e;
    }
  });
}

/** a weight in grams: a finite number from 0 to 100 000. */
export function weight(b: Body): number {
  const v = b.weight;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100_000)
    throw refuse('weight', 'repair.weight_grams');
  return v;
}

export function page(b: Body): { pn: number; ps: number } {
  const num = (f: string, dflt: number, max: number) => {
    const v = b[f] ?? dflt;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max)
      throw refuse(f, 'repair.whole_number_up_to', { max });
    return v;
  };
  return { pn: num('pn', 1, 1_000_000), ps: num('ps', 50, 1000) };
}

import { bodyRefusal } from '@mes/contracts';
import type { z } from 'zod';
import { refuse } from './app.exception';
import { dateTimeValue } from './date-input';

/**
 * A body read by its call's declared schema (contracts/src/calls): the parsed input, or the refusal of its first
 * fault (an unknown field first, as every call reads its fields after refusing the ones it does not take).
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  // the first fault, unknown fields first; a check declared without a code throws (a mistake of the declaration)
  const refusal = bodyRefusal(schema, body)!;
  throw refuse(refusal.field, refusal.code, refusal.params);
}

// Small readers for the bodies of hand-written calls: each names the field it refuses.
export function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) throw refuse(k, 'input.unknown_field');
}

export function idField(body: Record<string, unknown>, field: string): number {
  const v = body[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2147483647)
    throw refuse(field, 'input.positive_int');
  return v;
}

export function intField(body: Record<string, unknown>, field: string, min = 0): number {
  const v = body[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > 2147483647)
    throw refuse(field, 'input.whole_number_min', { min });
  return v;
}

export function textField(
  body: Record<string, unknown>,
  field: string,
  max: number,
  optional = false,
): string | undefined {
  const v = body[field];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'string' || v === '') throw refuse(field, 'input.non_empty_string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v;
}

/** An optional text of at most `max` characters ('' when absent). */
export function optTextField(body: Record<string, unknown>, field: string, max: number): string {
  const v = body[field] ?? '';
  if (typeof v !== 'string') throw refuse(field, 'input.string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v;
}

export function idsField(body: Record<string, unknown>, field: string, max = 1000): number[] {
  const v = body[field];
  if (
    !Array.isArray(v) ||
    v.length > max ||
    !v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 2147483647)
  ) {
    throw refuse(field, 'input.ids', { max });
  }
  return [...new Set(v as number[])];
}

/** An ISO 8601 date or date-time (a real calendar day, years 1900..9999), as a Date; `dflt` when absent. */
export function dateTimeField(body: Record<string, unknown>, field: string, dflt?: () => Date): Date {
  if (body[field] === undefined && dflt) return dflt();
  return new Date(dateTimeValue(field, body[field]));
}

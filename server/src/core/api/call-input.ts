import { bodyRefusal } from '@mes/contracts';
import type { z } from 'zod';
import { refuse } from './app.exception';

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

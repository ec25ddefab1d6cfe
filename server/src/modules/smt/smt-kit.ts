import { refuse } from '../../core/api/app.exception';

export type Body = Record<string, unknown>;
export type Ctx = { userId: number | null };

/** An optional boolean field. */
export function boolField(body: Body, field: string, dflt: boolean): boolean {
  const v = body[field] ?? dflt;
  if (typeof v !== 'boolean') throw refuse(field, 'input.boolean');
  return v;
}

/** An optional text of at most `max` characters ('' when absent). */
export function optText(body: Body, field: string, max: number): string {
  const v = body[field] ?? '';
  if (typeof v !== 'string') throw refuse(field, 'input.string');
  if (v.length > max) throw refuse(field, 'input.too_long', { max });
  return v;
}

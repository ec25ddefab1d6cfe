import { refuse } from '../api/app.exception';
import { dateTimeValue } from '../api/date-input';
import { checkInput, textProblem } from '../api/input-walk';
import { fieldOf, type FieldDef, type ResourceDef } from './resource.types';

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const TEXT_MAX = 65535;

function describeType(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

// One value against its declaration: the answer is the value to store, or a 400 naming the field.
export function coerceField(name: string, def: FieldDef, value: unknown): unknown {
  if (value === null) {
    if (def.nullable) return null;
    throw refuse(name, 'input.not_null');
  }
  switch (def.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') throw refuse(name, 'input.string_not', { type: describeType(value) });
      const max = def.type === 'string' ? (def.max ?? 255) : (def.max ?? TEXT_MAX);
      if (value.length > max) throw refuse(name, 'input.too_long', { max });
      const problem = textProblem(value);
      if (problem) throw refuse(name, problem);
      if (def.required && value.trim() === '') throw refuse(name, 'input.not_empty');
      if (def.enum && !def.enum.includes(value)) throw refuse(name, 'input.one_of', { values: def.enum.join(', ') });
      return value;
    }
    case 'int':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw refuse(name, 'input.number_not', { type: describeType(value) });
      if (def.type === 'int' && !Number.isInteger(value)) throw refuse(name, 'input.whole_number');
      const min = def.min ?? (def.type === 'int' ? INT_MIN : -1e12);
      const max = def.maxValue ?? (def.type === 'int' ? INT_MAX : 1e12);
      if (value < min || value > max) throw refuse(name, 'input.between', { min, max });
      if (def.enum && !def.enum.includes(value)) throw refuse(name, 'input.one_of', { values: def.enum.join(', ') });
      return value;
    }
    case 'bool':
      if (typeof value !== 'boolean') throw refuse(name, 'input.boolean_not', { type: describeType(value) });
      return value;
    case 'datetime':
      return dateTimeValue(name, value);
    case 'json': {
      // Spreadsheet cells reach here without the body's walk; the walk also keeps JSON.stringify off deep values.
      checkInput(value, name);
      const text = JSON.stringify(value);
      if (text.length > TEXT_MAX) throw refuse(name, 'input.json_too_large', { max: TEXT_MAX });
      return value;
    }
  }
}

export type WriteKind = 'create' | 'update';

// The body of a create or update: unknown fields, read-only fields, wrong types, over-long strings, out-of-range
// numbers and missing required fields all answer 400 naming the field.
// `at` prefixes every field named in a refusal (an entry of a document: `entries[2].`).
export function validateWrite(def: ResourceDef, body: unknown, kind: WriteKind, at = ''): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refuse(at ? at.slice(0, -1) : 'body', 'input.json_object');
  const input = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (kind === 'update' && key === 'id') continue;
    if (def.entries && key === 'entries') continue;
    const field = fieldOf(def, key);
    if (!field) throw refuse(`${at}${key}`, 'input.unknown_field_of', { resource: def.name });
    if (field.readonly) throw refuse(`${at}${key}`, 'input.readonly');
    if (value === undefined) continue;
    out[key] = coerceField(`${at}${key}`, field, value);
  }
  if (kind === 'create') {
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.required && !field.readonly && out[key] === undefined) throw refuse(`${at}${key}`, 'input.required');
    }
  }
  return out;
}

export function requireId(body: unknown): number {
  const id = (body as Record<string, unknown> | null)?.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT_MAX)
    throw refuse('id', 'input.positive_int');
  return id;
}

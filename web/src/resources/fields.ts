import type { FieldMeta, ResourceMeta } from './meta';
import type { ResourceRecord } from './resource-api';

// Which fields a list or a form shows, and how form values become a request body.

export type FieldEntry = [key: string, field: FieldMeta];

/** Fields a form edits: readonly ones only appear (disabled) on an existing record; write-only ones never. */
export function formFields(def: ResourceMeta, mode: 'create' | 'edit'): FieldEntry[] {
  return Object.entries(def.fields).filter(([, f]) => !f.writeOnly && (mode === 'edit' || !f.readonly));
}

const MAX_LIST_FIELDS = 5;
const FIRST = ['fbillno', 'fnumber', 'fmapnumber', 'name', 'fname', 'display_name'];

/**
 * Fields a list shows as columns (at most 5, so the flags, creator and time stay in view): the code and name first,
 * then the others in declaration order, and the description (fdesc, 000 §3's generic list row) last; no long text,
 * json or secrets.
 */
export function listFields(def: ResourceMeta): FieldEntry[] {
  if (def.listColumns && def.listColumns.length > 0)
    return def.listColumns.map((k): FieldEntry => [k, def.fields[k]]).filter(([, f]) => f !== undefined);
  const entries = Object.entries(def.fields).filter(
    ([k, f]) => !f.writeOnly && f.type !== 'json' && (f.type !== 'text' || k === 'fdesc'),
  );
  const first = FIRST.flatMap((k) => entries.filter(([key]) => key === k));
  const desc = entries.filter(([k]) => k === 'fdesc');
  const rest = entries.filter(([k]) => !FIRST.includes(k) && k !== 'fdesc');
  return [...first, ...rest.slice(0, Math.max(0, MAX_LIST_FIELDS - first.length - desc.length)), ...desc].slice(
    0,
    MAX_LIST_FIELDS,
  );
}

/** The relation that joins the record a ref field points at (`organization` for `organization_id`). */
export function relationOf(def: Pick<ResourceMeta, 'relations'>, key: string): string | null {
  for (const [name, rel] of Object.entries(def.relations)) if (rel.via === key) return name;
  return null;
}

/** The relations a list joins so ref columns can show names instead of ids. */
export function listRelations(def: ResourceMeta): string[] {
  return listFields(def)
    .map(([k]) => relationOf(def, k))
    .filter((r): r is string => r !== null);
}

/** A record as a person reads it: code and name, or the login name, or the bill number, or #id. */
export function recordLabel(r: Record<string, unknown> | null | undefined): string {
  if (!r) return '';
  const text = (k: string) => (typeof r[k] === 'string' && r[k] !== '' ? (r[k] as string) : null);
  const code = text('fnumber') ?? text('fbillno') ?? text('fmapnumber') ?? text('name');
  const name = text('fname') ?? text('display_name');
  if (code && name && code !== name) return `${code} ${name}`;
  return code ?? name ?? (typeof r.id === 'number' ? `#${r.id}` : '');
}

/**
 * What a record is called on its own screen: its label; a record with no code or name of its own (an order followed,
 * an amendment) by the first record it refers to that the answer joined; `#id` only when there is nothing else.
 */
export function recordName(def: Pick<ResourceMeta, 'relations'>, r: Record<string, unknown>): string {
  const own = recordLabel(r);
  if (own && !own.startsWith('#')) return own;
  for (const rel of Object.keys(def.relations)) {
    const joined = r[rel];
    const label = joined && typeof joined === 'object' ? recordLabel(joined as Record<string, unknown>) : '';
    if (label && !label.startsWith('#')) return label;
  }
  return own || `#${String(r.id)}`;
}

export type FormValue = string | number | boolean | null | undefined | { toISOString(): string };

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v === '');

/**
 * The body of a create or update from form values: only fields the form edits; an empty optional reference is sent
 * as null (the column is nullable), other empty optional values are left out so the server keeps its default;
 * datetimes go as ISO 8601 and json text is parsed (the form validated it).
 */
export function toPayload(
  def: ResourceMeta,
  values: Record<string, FormValue>,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of formFields(def, mode)) {
    if (f.readonly || !(key in values)) continue;
    const v = values[key];
    if (isEmpty(v)) {
      if (f.ref && !f.required) body[key] = null;
      else if (mode === 'edit' && (f.type === 'string' || f.type === 'text') && !f.required) body[key] = '';
      continue;
    }
    if (f.type === 'datetime' && typeof v === 'object' && v !== null && 'toISOString' in v) body[key] = v.toISOString();
    else if (f.type === 'json' && typeof v === 'string') body[key] = JSON.parse(v) as unknown;
    else body[key] = v;
  }
  return body;
}

/** Form values of a record: json as text; datetimes stay strings here (the form turns them into dates). */
export function toFormValues(def: ResourceMeta, r: ResourceRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFields(def, 'edit')) {
    const v = r[key];
    out[key] = f.type === 'json' && v !== undefined && v !== null ? JSON.stringify(v, null, 2) : v;
  }
  return out;
}

/** A record's values a copy starts from (create/:id): the fields a create form has, nothing the server sets. */
export function copyValues(def: ResourceMeta, r: ResourceRecord): Record<string, unknown> {
  const creatable = new Set(formFields(def, 'create').map(([k]) => k));
  return Object.fromEntries(
    Object.entries(toFormValues(def, r)).filter(([k, v]) => creatable.has(k) && v !== undefined && v !== null),
  );
}

import type { Locale, Translated } from '@mes/contracts';
import type { ResourceRef } from '../routes/route-types';
import { isRecord } from '@mes/contracts';

// What the server says about its resources (POST /api/v1/meta/resources) and calls (POST /api/v1/meta/routes).

export const FIELD_TYPES = ['string', 'text', 'int', 'number', 'bool', 'datetime', 'json'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FieldMeta = {
  type: FieldType;
  label: Translated;
  required: boolean;
  max?: number;
  min?: number;
  maxValue?: number;
  enum?: readonly (string | number)[];
  ref?: string;
  /** a reference to a record of the resource the field `refBy` names (a document's source) */
  refBy?: string;
  readonly: boolean;
  search: boolean;
  writeOnly: boolean;
};

export type RelationMeta = { resource: string; via: string };

export type ResourceMeta = {
  name: string;
  module: string;
  label: Translated;
  actions: string[];
  relations: Record<string, RelationMeta>;
  fields: Record<string, FieldMeta>;
  /** the list's columns when the resource names them */
  listColumns?: string[];
  /** a document's entry rows (docs/api.md, "Documents") */
  entries?: EntriesMeta;
  /** the kinds of document made from this one (push_down) */
  pushDown?: { target: string; route: string }[];
  /** the status machine moving its records (server's meta: machine) */
  machine?: MachineMeta;
};

/** A status machine: the actions each status allows (calls `<module>/<name>/<action>`), the statuses a record may be
 * deleted in (null: any). */
export type MachineMeta = {
  field: string;
  actions: { action: string; from: number[]; to: number }[];
  deleteFrom: number[] | null;
};

export type EntriesMeta = { label: Translated; parent: string; max: number; fields: Record<string, FieldMeta> };

export type CallMeta = { path: string; resource: string | null; action: string; permission: string | null };

export type Meta = {
  resources: ResourceMeta[];
  calls: CallMeta[];
};

const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function translated(v: unknown, fallback: string): Translated {
  const o = isRecord(v) ? v : {};
  const zh = str(o['zh-CN']);
  const en = str(o['en-US']);
  return { 'zh-CN': zh || en || fallback, 'en-US': en || zh || fallback };
}

function readField(key: string, v: unknown): FieldMeta | null {
  if (!isRecord(v) || !(FIELD_TYPES as readonly string[]).includes(str(v.type))) return null;
  const values = Array.isArray(v.enum)
    ? v.enum.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number')
    : undefined;
  return {
    type: v.type as FieldType,
    label: translated(v.label, key),
    required: v.required === true,
    max: num(v.max),
    min: num(v.min),
    maxValue: num(v.maxValue),
    enum: values && values.length > 0 ? values : undefined,
    ref: typeof v.ref === 'string' && v.ref !== '' ? v.ref : undefined,
    refBy: typeof v.ref_by === 'string' && v.ref_by !== '' ? v.ref_by : undefined,
    readonly: v.readonly === true,
    search: v.search === true,
    writeOnly: v.writeOnly === true,
  };
}

/** Defensive reading of meta/resources: a malformed entry or field is left out rather than breaking every screen. */
export function parseResources(body: unknown): ResourceMeta[] {
  if (!Array.isArray(body)) return [];
  const out: ResourceMeta[] = [];
  for (const r of body) {
    if (!isRecord(r) || typeof r.name !== 'string' || typeof r.module !== 'string') continue;
    const fields: Record<string, FieldMeta> = {};
    for (const [k, f] of Object.entries(isRecord(r.fields) ? r.fields : {})) {
      const field = readField(k, f);
      if (field) fields[k] = field;
    }
    const relations: Record<string, RelationMeta> = {};
    for (const [k, rel] of Object.entries(isRecord(r.relations) ? r.relations : {})) {
      if (isRecord(rel) && typeof rel.resource === 'string' && typeof rel.via === 'string')
        relations[k] = { resource: rel.resource, via: rel.via };
    }
    out.push({
      name: r.name,
      module: r.module,
      label: translated(r.label, r.name),
      actions: Array.isArray(r.actions) ? r.actions.filter((a): a is string => typeof a === 'string') : [],
      relations,
      fields,
      ...readDocument(r),
      ...readMachine(r.machine),
      ...(Array.isArray(r.list_columns)
        ? { listColumns: r.list_columns.filter((c): c is string => typeof c === 'string' && c in fields) }
        : {}),
    });
  }
  return out;
}

function readFields(v: unknown): Record<string, FieldMeta> {
  const fields: Record<string, FieldMeta> = {};
  for (const [k, f] of Object.entries(isRecord(v) ? v : {})) {
    const field = readField(k, f);
    if (field) fields[k] = field;
  }
  return fields;
}

// The entries and push-down kinds of a document (absent on other resources).
function readDocument(r: Record<string, unknown>): Pick<ResourceMeta, 'entries' | 'pushDown'> {
  const out: Pick<ResourceMeta, 'entries' | 'pushDown'> = {};
  const e = r.entries;
  if (isRecord(e) && typeof e.parent === 'string')
    out.entries = {
      label: translated(e.label, 'entries'),
      parent: e.parent,
      max: num(e.max) ?? 1000,
      fields: readFields(e.fields),
    };
  if (Array.isArray(r.push_down)) {
    const kinds = r.push_down
      .filter(isRecord)
      .filter((l) => typeof l.target === 'string' && typeof l.route === 'string');
    if (kinds.length > 0) out.pushDown = kinds.map((l) => ({ target: str(l.target), route: str(l.route) }));
  }
  return out;
}

const codes = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number' && Number.isInteger(x)) : [];

function readMachine(m: unknown): Pick<ResourceMeta, 'machine'> {
  if (!isRecord(m) || typeof m.field !== 'string' || !Array.isArray(m.actions)) return {};
  const actions = m.actions
    .filter(isRecord)
    .filter((a) => typeof a.action === 'string' && typeof a.to === 'number')
    .map((a) => ({ action: str(a.action), from: codes(a.from), to: a.to as number }));
  return {
    machine: { field: m.field, actions, deleteFrom: Array.isArray(m.delete_from) ? codes(m.delete_from) : null },
  };
}

/** The machine actions a record's status allows, in the machine's order (none without a machine). */
export function actionsAllowed(def: ResourceMeta, record: Record<string, unknown>): string[] {
  const m = def.machine;
  const status = m ? record[m.field] : undefined;
  if (!m || typeof status !== 'number') return [];
  return m.actions.filter((a) => a.from.includes(status)).map((a) => a.action);
}

/** Whether the record's status allows a delete (always, without a machine or a delete rule). */
export function deleteAllowed(def: ResourceMeta, record: Record<string, unknown>): boolean {
  const m = def.machine;
  const status = m ? record[m.field] : undefined;
  return !m?.deleteFrom || typeof status !== 'number' || m.deleteFrom.includes(status);
}

export function parseCalls(body: unknown): CallMeta[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter(isRecord)
    .filter((c) => typeof c.path === 'string')
    .map((c) => ({
      path: c.path as string,
      resource: typeof c.resource === 'string' ? c.resource : null,
      action: str(c.action),
      permission: typeof c.permission === 'string' ? c.permission : null,
    }));
}

export function findResource(meta: Meta, ref: ResourceRef): ResourceMeta | undefined {
  return meta.resources.find((r) => r.module === ref.module && r.name === ref.name);
}

/** A related resource by name (fields name it without its module); the same module first. */
export function findByName(meta: Meta, name: string, module?: string): ResourceMeta | undefined {
  return (
    meta.resources.find((r) => r.name === name && r.module === module) ?? meta.resources.find((r) => r.name === name)
  );
}

/** The call `<module>/<name>/<action>` when the server lists it, e.g. export and import. */
export function findCall(meta: Meta, def: ResourceMeta, action: string): CallMeta | undefined {
  const path = `/api/v1/${def.module}/${def.name}/${action}`;
  return meta.calls.find((c) => c.path === path);
}

export function hasAction(def: ResourceMeta, action: string): boolean {
  return def.actions.includes(action);
}

export function labelOf(t: Translated, locale: Locale): string {
  return t[locale];
}

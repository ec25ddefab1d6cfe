import { refuse } from '../api/app.exception';
import { own } from '../util/own';
import { filterDateTime, type ListQuery } from './list-grammar';
import { fieldOf, relationOf, type FieldDef, type ResourceDef } from './resource.types';

export const COMMON_COLUMNS: Record<string, FieldDef['type']> = {
  id: 'int',
  checked: 'bool',
  disabled: 'bool',
  creater_id: 'int',
  created_at: 'datetime',
  updated_at: 'datetime',
};
const SORT_ALIASES: Record<string, string> = { created: 'created_at', updated: 'updated_at' };

export const q = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export function columnType(def: ResourceDef, field: string): FieldDef['type'] | undefined {
  return own(def.common ?? COMMON_COLUMNS, field) ?? fieldOf(def, field)?.type;
}

export function outputColumns(def: ResourceDef): string[] {
  return [
    ...Object.keys(def.common ?? COMMON_COLUMNS),
    ...Object.entries(def.fields)
      .filter(([, f]) => !f.hidden)
      .map(([k]) => k),
  ];
}

/**
 * Rows as callers expect them: PostgreSQL's numeric and bigint (a bigserial id, a reference to one) arrive as text;
 * the number and int columns of the resource are given as numbers (an int above 2^53 stays text).
 */
export function withNumbers<R extends Record<string, unknown>>(def: ResourceDef, rows: R[]): R[] {
  const types = {
    ...(def.common ?? COMMON_COLUMNS),
    ...Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.type])),
  };
  const keys = Object.entries(types)
    .filter(([, t]) => t === 'number' || t === 'int')
    .map(([k]) => k);
  for (const row of rows)
    for (const k of keys) {
      const v = row[k];
      if (typeof v !== 'string') continue;
      const n = Number(v);
      if (Number.isFinite(n) && (types[k] === 'number' || Number.isSafeInteger(n)))
        (row as Record<string, unknown>)[k] = n;
    }
  return rows;
}

// A filter value in the column's type, so comparisons never cast in SQL and never throw there.
function typedValue(def: ResourceDef, path: string, type: FieldDef['type'], raw: string): unknown {
  switch (type) {
    case 'int':
    case 'number':
      if (
        !/^-?\d+(\.\d+)?$/.test(raw) ||
        !Number.isFinite(Number(raw)) ||
        (type === 'int' && !/^-?\d{1,10}$/.test(raw))
      ) {
        throw refuse(`filter.${path}`, 'list.not_number', { value: raw });
      }
      return Number(raw);
    case 'bool':
      if (['true', '1'].includes(raw)) return true;
      if (['false', '0'].includes(raw)) return false;
      throw refuse(`filter.${path}`, 'list.not_boolean', { value: raw });
    case 'datetime':
      return filterDateTime(path, raw);
    case 'json':
      throw refuse(`filter.${path}`, 'list.json_field');
    default:
      return raw;
  }
}

// A range on a number or a time (created_at:>=2026-11-01 created_at:<2026-11-02): such a value never was a number
// or a date, so equality of every other value, and of text, is unchanged. A quoted value is always equality.
const RANGE = /^(>=|<=|>|<)(.+)$/;
function comparison(type: FieldDef['type'], f: { value: string; quoted: boolean }): { op: string; raw: string } {
  const m = RANGE.exec(f.value);
  if (f.quoted || !m || !['int', 'number', 'datetime'].includes(type)) return { op: '=', raw: f.value };
  return { op: m[1], raw: m[2] };
}

export type SqlWhere = { clauses: string[]; params: unknown[] };

export function buildWhere(
  def: ResourceDef,
  query: ListQuery,
  lookup: (name: string) => ResourceDef | undefined,
): SqlWhere {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  for (const flag of ['checked', 'disabled'] as const) {
    if (query[flag] === null) continue;
    if (!columnType(def, flag)) throw refuse(`filter.${flag}`, 'input.unknown_field_of', { resource: def.name });
    clauses.push(`t.${flag} = ${param(query[flag])}`);
  }
  for (const f of query.filters) {
    const [head, tail] = f.field.split('.');
    if (tail === undefined) {
      const type = columnType(def, head);
      if (!type || fieldOf(def, head)?.hidden)
        throw refuse(`filter.${head}`, 'input.unknown_field_of', { resource: def.name });
      const { op, raw } = comparison(type, f);
      clauses.push(`t.${q(head)} ${op} ${param(typedValue(def, head, type, raw))}`);
      continue;
    }
    const rel = relationOf(def, head);
    const target = rel ? lookup(rel.resource) : undefined;
    if (!rel || !target)
      throw refuse(`filter.${f.field}`, 'list.unknown_relation', { relation: head, resource: def.name });
    const type = columnType(target, tail);
    if (!type || fieldOf(target, tail)?.hidden)
      throw refuse(`filter.${f.field}`, 'input.unknown_field_of', { resource: target.name });
    const { op, raw } = comparison(type, f);
    clauses.push(
      `EXISTS (SELECT 1 FROM ${q(target.table)} r WHERE r.id = t.${q(rel.via)} AND r.${q(tail)} ${op} ${param(typedValue(target, f.field, type, raw))})`,
    );
  }
  if (query.searchKey) {
    const fields = Object.entries(def.fields)
      .filter(([, fd]) => fd.search)
      .map(([k]) => k);
    if (fields.length > 0) {
      const pattern = param(`%${query.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      clauses.push(`(${fields.map((k) => `t.${q(k)}::text ILIKE ${pattern}`).join(' OR ')})`);
    }
  }
  return { clauses, params };
}

export function buildOrder(def: ResourceDef, query: ListQuery): { field: string; dir: 'asc' | 'desc' } {
  const wanted = query.sort ?? parseDefaultSort(def.defaultSort);
  const field = own(SORT_ALIASES, wanted.field) ?? wanted.field;
  const type = columnType(def, field);
  if (!type || fieldOf(def, field)?.hidden || type === 'json')
    throw refuse('filter.sort', 'list.cannot_sort', { resource: def.name, field: wanted.field });
  return { field, dir: wanted.dir };
}

function parseDefaultSort(s: string | undefined): { field: string; dir: 'asc' | 'desc' } {
  const [field, dir] = (s ?? 'id-desc').split('-');
  return { field, dir: dir === 'asc' ? 'asc' : 'desc' };
}

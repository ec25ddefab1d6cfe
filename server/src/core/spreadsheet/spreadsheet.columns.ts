import type { FieldDef, ResourceDef } from '../resource/resource.types';

// Column choice for export and header matching for import.
// Header decision: the exported header cell holds only the label in the export locale (no hidden key row, no defined
// names, so a user may retype or reorder headers freely); the importer accepts, per column, the field key
// (case-insensitive), the zh-CN label or the en-US label. A file exported in either language therefore re-imports.

/** the columns every record has (resource.types.ts), typed so that export and import treat them like fields. */
export const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { type: 'int', label: { 'zh-CN': 'ID', 'en-US': 'ID' }, unique: true, readonly: true },
  checked: { type: 'bool', label: { 'zh-CN': '已审核', 'en-US': 'Checked' }, readonly: true },
  disabled: { type: 'bool', label: { 'zh-CN': '已禁用', 'en-US': 'Disabled' }, readonly: true },
  creater_id: { type: 'int', label: { 'zh-CN': '创建人', 'en-US': 'Created by' }, readonly: true },
  created_at: { type: 'datetime', label: { 'zh-CN': '创建时间', 'en-US': 'Created at' }, readonly: true },
  updated_at: { type: 'datetime', label: { 'zh-CN': '更新时间', 'en-US': 'Updated at' }, readonly: true },
};

const DEFAULT_SYSTEM_COLUMNS = ['id', 'checked', 'disabled', 'created_at'];
const LEADING = ['fnumber', 'fname'];

/** the resource's own fields plus the system columns (a declared field wins over a system one of the same key). */
export function allFields(def: ResourceDef): Record<string, FieldDef> {
  return { ...SYSTEM_FIELDS, ...def.fields };
}

export type ExportColumn = { key: string; field: FieldDef };

/**
 * The exported columns: the requested ones in the requested order, or by default fnumber, fname, the other fields in
 * declaration order, then id, checked, disabled, created_at. Hidden fields and unknown keys are never exported.
 */
export function exportColumns(def: ResourceDef, requested?: readonly string[]): ExportColumn[] {
  const fields = allFields(def);
  const own = Object.keys(def.fields);
  const keys = requested ?? [
    ...LEADING.filter((k) => own.includes(k)),
    ...own.filter((k) => !LEADING.includes(k)),
    ...DEFAULT_SYSTEM_COLUMNS.filter((k) => !own.includes(k)),
  ];
  const seen = new Set<string>();
  const out: ExportColumn[] = [];
  for (const key of keys) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field || field.hidden || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, field });
  }
  return out;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Header text -> field key. Keys win over labels, and an earlier declared field over a later one with the same label.
 * Hidden fields are importable (a secret may be set on create even though it is never exported).
 */
export function headerIndex(def: ResourceDef): Map<string, string> {
  const fields = allFields(def);
  const index = new Map<string, string>();
  for (const key of Object.keys(fields)) index.set(norm(key), key);
  for (const [key, field] of Object.entries(fields)) {
    for (const label of Object.values(field.label)) {
      if (!index.has(norm(label))) index.set(norm(label), key);
    }
  }
  return index;
}

export function matchHeader(index: Map<string, string>, text: string): string | undefined {
  return index.get(norm(text));
}

import type { Translated } from '@mes/contracts';
import type { FieldDef, RelationDef } from '../../../core/resource/resource.types';

// Builders for the field shapes every basic-data resource repeats, so each declaration reads as a list of columns
// and the same column always has the same type, length and default (docs/data-model.md, "Conventions").

type Extra = Partial<Omit<FieldDef, 'type' | 'label'>>;

export function tr(zh: string, en: string): Translated {
  return { 'zh-CN': zh, 'en-US': en };
}

/** The record's code (000 §3 fnumber): required, unique, searched. */
export function fnumber(zh = '编码', en = 'Code', extra: Extra = {}): FieldDef {
  return { type: 'string', label: tr(zh, en), max: 64, required: true, unique: true, search: true, ...extra };
}

/** The record's name (000 §3 fname): required, searched. */
export function fname(zh = '名称', en = 'Name', extra: Extra = {}): FieldDef {
  return { type: 'string', label: tr(zh, en), max: 128, required: true, search: true, ...extra };
}

export function fdesc(zh = '描述', en = 'Description'): FieldDef {
  return { type: 'string', label: tr(zh, en), max: 256, default: '' };
}

export function fspec(zh = '规格型号', en = 'Specification'): FieldDef {
  return { type: 'string', label: tr(zh, en), max: 256, default: '', search: true };
}

/** A string, '' when not given (no default when required). */
export function str(max: number, zh: string, en: string, extra: Extra = {}): FieldDef {
  return { type: 'string', label: tr(zh, en), max, ...(extra.required ? {} : { default: '' }), ...extra };
}

/** An integer, 0 when not given (no default when required). */
export function int(zh: string, en: string, extra: Extra = {}): FieldDef {
  return { type: 'int', label: tr(zh, en), ...(extra.required ? {} : { default: 0 }), ...extra };
}

/** numeric(18,6): quantities and dimensions. */
export function num(zh: string, en: string, extra: Extra = {}): FieldDef {
  return { type: 'number', label: tr(zh, en), ...(extra.required ? {} : { default: 0 }), ...extra };
}

export function bool(zh: string, en: string, dflt = false): FieldDef {
  return { type: 'bool', label: tr(zh, en), default: dflt };
}

/** An optional point in time (NULL when unknown). */
export function datetime(zh: string, en: string): FieldDef {
  return { type: 'datetime', label: tr(zh, en), nullable: true };
}

/** A string restricted to `values`; the first one is the default unless `required`. */
export function oneOf(values: readonly string[], zh: string, en: string, extra: Extra = {}): FieldDef {
  const max = Math.max(16, ...values.map((v) => v.length));
  const def: FieldDef = { type: 'string', label: tr(zh, en), max, enum: values, ...extra };
  if (!def.required && !def.nullable && def.default === undefined) def.default = values[0];
  return def;
}

/** A foreign key to another resource's id: NOT NULL when required, otherwise NULL when unset (never 0). */
export function ref(resource: string, zh: string, en: string, opts: { required?: boolean } = {}): FieldDef {
  return opts.required
    ? { type: 'int', label: tr(zh, en), ref: resource, required: true }
    : { type: 'int', label: tr(zh, en), ref: resource, nullable: true };
}

/** Relations named as their resource and joined through `<name>_id`: relationsTo('product', 'product_line'). */
export function relationsTo(...resources: string[]): Record<string, RelationDef> {
  return Object.fromEntries(resources.map((r) => [r, { resource: r, via: `${r}_id` }]));
}

/** a field the hub writes and callers only read (create and update refuse it) */
export const readonlyField = <F extends object>(f: F): F & { readonly: true } => ({ ...f, readonly: true });

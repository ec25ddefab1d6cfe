import { LOCALES } from '@mes/contracts';
import type { FieldDef, ResourceDef } from '../../../core/resource/resource.types';
import { BASICDATA_RESOURCES } from './index';

// The basic-data modules of 000 §2/§3 (the 'users' screen is the 'user' resource; aux_msg_type is aux_msg's type list,
// station_gzxx the station's fault-info list).
const SPEC_NAMES = [
  'factory',
  'icitem',
  'icitem_mapping',
  'aux_msg',
  'aux_msg_type',
  'error_code',
  'label_template',
  'supplier',
  'organization',
  'permission',
  'product',
  'product_home',
  'product_line',
  'project',
  'role',
  'station',
  'station_function',
  'station_gzxx',
  'stock',
  'stock_place',
  'department',
  'user',
  'bundle_rules',
  'scancode_parser',
  'barcode_label_design',
  'device_asset',
  'position',
  'smt_machine',
];
const COMMON_COLUMNS = ['id', 'checked', 'disabled', 'creater_id', 'created_at', 'updated_at'];
// Resources declared elsewhere that a basic-data field may point at.
const FOUNDATION_RESOURCES = ['workflow'];
// Relations through a column that is deliberately not a foreign key: a parser's organization_id 0 means "general".
const SOFT_RELATIONS = ['scancode_parser.organization'];

const resources: ResourceDef[] = BASICDATA_RESOURCES;
const declared = new Set(resources.map((r) => r.name));
const eachField = (fn: (r: ResourceDef, key: string, f: FieldDef) => void) =>
  resources.forEach((r) => Object.entries(r.fields).forEach(([key, f]) => fn(r, key, f)));

describe('BASICDATA_RESOURCES', () => {
  it('declare every basic-data module of the spec once, with a unique name and table', () => {
    expect([...declared].sort()).toEqual([...SPEC_NAMES].sort());
    expect(new Set(resources.map((r) => r.table)).size).toBe(resources.length);
    expect(resources.length).toBe(SPEC_NAMES.length);
    for (const r of resources) expect(r.module).toBe('basicdata');
  });

  it('label every resource and field in both locales', () => {
    const missing: string[] = [];
    for (const r of resources) for (const l of LOCALES) if (!r.label[l]?.trim()) missing.push(`${r.name} ${l}`);
    eachField((r, key, f) => {
      for (const l of LOCALES) if (!f.label[l]?.trim()) missing.push(`${r.name}.${key} ${l}`);
    });
    expect(missing).toEqual([]);
  });

  it('leave the common columns to the engine', () => {
    const redeclared: string[] = [];
    eachField((r, key) => COMMON_COLUMNS.includes(key) && redeclared.push(`${r.name}.${key}`));
    expect(redeclared).toEqual([]);
  });

  it('give every string field a length and every optional column a default', () => {
    const bad: string[] = [];
    eachField((r, key, f) => {
      const at = `${r.name}.${key}`;
      if (f.type === 'string' && !(Number.isInteger(f.max) && f.max! > 0)) bad.push(`${at}: no max`);
      if (f.type !== 'string' && f.max !== undefined) bad.push(`${at}: max on ${f.type}`);
      if (f.required && f.default !== undefined) bad.push(`${at}: required with a default`);
      // A column the caller may leave out is either NULL or defaulted (readonly ones are written by hooks).
      if (!f.required && !f.nullable && !f.readonly && f.default === undefined) bad.push(`${at}: no default`);
      if (f.enum && f.default !== undefined && !f.enum.includes(f.default as string | number))
        bad.push(`${at}: default not in enum`);
    });
    expect(bad).toEqual([]);
  });

  it('point every ref at a declared resource through an int column with a relation', () => {
    const bad: string[] = [];
    eachField((r, key, f) => {
      if (f.ref === undefined) return;
      const at = `${r.name}.${key}`;
      if (f.type !== 'int') bad.push(`${at}: ref on ${f.type}`);
      if (!declared.has(f.ref) && !FOUNDATION_RESOURCES.includes(f.ref)) bad.push(`${at}: unknown resource ${f.ref}`);
      const rel = Object.values(r.relations ?? {}).find((x) => x.via === key);
      if (!rel || rel.resource !== f.ref) bad.push(`${at}: no relation to ${f.ref}`);
    });
    expect(bad).toEqual([]);
  });

  it('join every relation through a declared field that refers to the same resource', () => {
    const bad: string[] = [];
    for (const r of resources) {
      for (const [name, rel] of Object.entries(r.relations ?? {})) {
        const at = `${r.name}.${name}`;
        const via = r.fields[rel.via];
        if (!declared.has(rel.resource) && !FOUNDATION_RESOURCES.includes(rel.resource))
          bad.push(`${at}: unknown resource`);
        if (!via) bad.push(`${at}: via ${rel.via} is not a field`);
        else if (SOFT_RELATIONS.includes(at)) {
          if (via.type !== 'int' || via.ref !== undefined) bad.push(`${at}: soft relation must be a plain int`);
        } else if (via.ref !== rel.resource) bad.push(`${at}: ${rel.via} refers to ${via.ref}, not ${rel.resource}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('keep a general scan parser (organization_id 0) possible', () => {
    const parser = resources.find((r) => r.name === 'scancode_parser')!;
    expect(parser.fields.organization_id).toMatchObject({ type: 'int', min: 0, default: 0 });
    expect(parser.fields.organization_id.ref).toBeUndefined();
    expect(parser.fields.ftype_id.ref).toBe('aux_msg');
  });
});

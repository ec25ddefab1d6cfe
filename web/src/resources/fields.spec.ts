import { describe, expect, it } from '@jest/globals';
import {
  copyValues,
  formFields,
  listFields,
  listRelations,
  recordLabel,
  relationOf,
  toFormValues,
  toPayload,
} from './fields';
import type { FieldMeta, ResourceMeta } from './meta';

const f = (over: Partial<FieldMeta>): FieldMeta => ({
  type: 'string',
  label: { 'zh-CN': 'x', 'en-US': 'x' },
  required: false,
  readonly: false,
  search: false,
  writeOnly: false,
  ...over,
});

const factory: ResourceMeta = {
  name: 'factory',
  module: 'basicdata',
  label: { 'zh-CN': '工厂', 'en-US': 'Factory' },
  actions: ['get', 'list', 'create'],
  relations: { organization: { resource: 'organization', via: 'organization_id' } },
  fields: {
    address: f({ max: 256 }),
    fname: f({ required: true, max: 128 }),
    fnumber: f({ required: true, max: 64 }),
    organization_id: f({ type: 'int', ref: 'organization', required: true }),
    line_id: f({ type: 'int', ref: 'product_line' }),
    qty: f({ type: 'int' }),
    opened_at: f({ type: 'datetime' }),
    extra: f({ type: 'json' }),
    secret: f({ writeOnly: true }),
    computed: f({ readonly: true }),
  },
};

describe('form and list fields', () => {
  it('leaves write-only fields out and readonly ones out of create', () => {
    expect(formFields(factory, 'create').map(([k]) => k)).not.toContain('secret');
    expect(formFields(factory, 'create').map(([k]) => k)).not.toContain('computed');
    expect(formFields(factory, 'edit').map(([k]) => k)).toContain('computed');
  });

  it('lists code and name first and the description last, at most 5, without json and secrets', () => {
    const keys = listFields({ ...factory, fields: { ...factory.fields, fdesc: f({ max: 256 }) } }).map(([k]) => k);
    expect(keys).toEqual(['fnumber', 'fname', 'address', 'organization_id', 'fdesc']);
    expect(listFields(factory).map(([k]) => k)).not.toContain('extra');
    expect(listFields(factory).map(([k]) => k)).not.toContain('secret');
  });

  it('lists the columns a resource names, in its order, skipping unknown names', () => {
    expect(listFields({ ...factory, listColumns: ['address', 'fnumber', 'gone'] }).map(([k]) => k)).toEqual([
      'address',
      'fnumber',
    ]);
  });

  it('copies the values a create form takes, nothing readonly, empty or secret', () => {
    const copy = copyValues(factory, {
      id: 9,
      fnumber: 'F-1',
      fname: 'One',
      address: null,
      computed: 'x',
      secret: 's',
      checked: true,
    } as never);
    expect(copy).toEqual({ fnumber: 'F-1', fname: 'One' });
  });

  it('finds the relation of a ref field', () => {
    expect(relationOf(factory, 'organization_id')).toBe('organization');
    expect(relationOf(factory, 'line_id')).toBeNull();
    expect(listRelations(factory)).toEqual(['organization']);
  });
});

describe('toPayload', () => {
  it('sends what the form edits, null for an empty optional reference, nothing for other empty values', () => {
    const when = new Date('2025-01-02T03:04:05Z');
    const body = toPayload(
      factory,
      {
        fnumber: 'F9',
        fname: 'Plant 9',
        organization_id: 1,
        line_id: undefined,
        qty: null,
        address: '',
        opened_at: when,
        extra: '{"a":1}',
        computed: 'x',
        secret: 's',
      },
      'create',
    );
    expect(body).toEqual({
      fnumber: 'F9',
      fname: 'Plant 9',
      organization_id: 1,
      line_id: null,
      opened_at: '2025-01-02T03:04:05.000Z',
      extra: { a: 1 },
    });
  });

  it('clears an optional text on update', () => {
    expect(toPayload(factory, { address: '' }, 'edit')).toEqual({ address: '' });
  });
});

describe('recordLabel and toFormValues', () => {
  it('reads a record as code and name', () => {
    expect(recordLabel({ id: 1, fnumber: 'DEMO', fname: '示范' })).toBe('DEMO 示范');
    expect(recordLabel({ id: 2, name: 'admin', display_name: 'Admin' })).toBe('admin Admin');
    expect(recordLabel({ id: 3 })).toBe('#3');
    expect(recordLabel(null)).toBe('');
  });

  it('shows json as text', () => {
    expect(toFormValues(factory, { id: 1, extra: { a: 1 }, fnumber: 'F' })).toMatchObject({
      extra: '{\n  "a": 1\n}',
      fnumber: 'F',
    });
  });
});

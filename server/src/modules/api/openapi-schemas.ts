import { REFUSALS } from '@mes/contracts';
import type { FieldDef, ResourceDef } from '../../core/resource/resource.types';
import { XLSX_TYPE } from '../../core/api/file-answer';

// The JSON Schemas (OpenAPI 3.1: JSON Schema 2020-12) of the resource engine's bodies and answers, read from the
// declarations the dispatcher serves (openapi.ts puts them in the document).

export type Schema = Record<string, unknown>;

/** a field's value; a nullable field also takes null (3.1 has no `nullable`: the type is a list) */
export function fieldSchema(f: FieldDef): Schema {
  const base: Schema = { description: f.label['en-US'] };
  const typed = (type: string, more: Schema = {}): Schema => ({
    ...base,
    type: f.nullable ? [type, 'null'] : type,
    ...more,
  });
  switch (f.type) {
    case 'string':
    case 'text':
      return typed('string', { maxLength: f.max, ...(f.enum ? { enum: nullableEnum(f) } : {}) });
    case 'int':
      return typed('integer', { minimum: f.min, maximum: f.maxValue, ...(f.enum ? { enum: nullableEnum(f) } : {}) });
    case 'number':
      return typed('number', { minimum: f.min, maximum: f.maxValue });
    case 'bool':
      return typed('boolean');
    case 'datetime':
      return typed('string', { format: 'date-time' });
    case 'json':
      return base; // any JSON value
  }
}

const nullableEnum = (f: FieldDef) => (f.nullable ? [...(f.enum ?? []), null] : [...(f.enum ?? [])]);

const object = (properties: Record<string, Schema>, required: string[], closed = true): Schema => ({
  type: 'object',
  ...(closed ? { additionalProperties: false } : {}),
  properties,
  ...(required.length > 0 ? { required } : {}),
});

const ID: Schema = { type: 'integer', minimum: 1 };

/** the body of create (every writable field, the required ones required) and update (id and any writable field) */
export function writeSchema(def: ResourceDef, forCreate: boolean): Schema {
  const props: Record<string, Schema> = forCreate ? {} : { id: ID };
  const required: string[] = forCreate ? [] : ['id'];
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.readonly) continue;
    props[k] = fieldSchema(f);
    if (forCreate && f.required) required.push(k);
  }
  if (def.entries) {
    const fields = Object.entries(def.entries.fields).filter(([, f]) => !f.readonly);
    props.entries = {
      description: `the ${def.entries.label['en-US']} lines`,
      type: 'array',
      maxItems: def.entries.max ?? 1000,
      ...(forCreate && def.entries.required ? { minItems: 1 } : {}),
      // an update's entries may also carry their own id
      items: object(Object.fromEntries(fields.map(([k, f]) => [k, fieldSchema(f)])), [], false),
    };
  }
  return object(props, required);
}

/** a record as get, create and update answer it: id and every field that is not hidden (joined names may follow) */
export function rowSchema(def: ResourceDef): Schema {
  const props: Record<string, Schema> = { id: ID };
  for (const [k, f] of Object.entries(def.fields)) if (!f.hidden) props[k] = fieldSchema(f);
  return object(props, Object.keys(props), false);
}

export const LIST_BODY: Schema = object(
  { filter: { type: 'string', description: 'the list grammar (docs/api.md, "Lists"): `pn:2 ps:50 fnumber:"A 1"`' } },
  [],
);

export const listAnswer = (row: Schema): Schema =>
  object(
    {
      list: { type: 'array', items: row },
      total: { type: 'integer', minimum: 0 },
      page_next_id: { type: ['integer', 'null'] },
    },
    ['list'],
    false,
  );

export const ID_BODY: Schema = object({ id: ID }, ['id']);

/** a record's history (`<resource>/history`): who changed it and when, newest first */
export const HISTORY_ANSWER: Schema = object(
  {
    list: {
      type: 'array',
      items: object(
        {
          id: { type: 'integer' },
          action: { type: 'string', description: "the call's last segment (create, update, check, uncheck, ...)" },
          user: { type: 'string', description: "the caller's display name" },
          at: { type: 'string', format: 'date-time' },
          ok: { type: 'boolean', description: 'false: the call was refused' },
        },
        ['id', 'action', 'user', 'at', 'ok'],
        false,
      ),
    },
  },
  ['list'],
  false,
);

/** an import names a draft (upload/drafts/xlsx) or carries the file itself */
export const IMPORT_BODY: Schema = object(
  {
    draft_id: { type: 'string', description: 'the draft of /api/v1/upload/drafts/xlsx' },
    filename: { type: 'string', maxLength: 200 },
    content_base64: { type: 'string', contentEncoding: 'base64' },
  },
  [],
);

/** a spreadsheet sent as the raw body (upload) or answered as a file (export) */
export const XLSX_CONTENT = { [XLSX_TYPE]: { schema: { type: 'string', contentMediaType: XLSX_TYPE } } };

/** every answer's envelope (docs/api.md): err 0 with the answer in data, or a catalogue code with the message */
export const envelope = (data?: Schema): Schema => ({
  type: 'object',
  required: ['err', 'msg', 'data'],
  properties: {
    err: { type: 'integer', description: '0 on success, else a code of the error catalogue (docs/api.md)' },
    msg: {
      type: 'string',
      description: "empty on success, else the refusal, naming the field first, in the caller's language",
    },
    // a refusal's data is { field } for the clients of the spec (the same field is at the top level): left out of the
    // union, so that a generated client reads the answer's own type
    data: data
      ? { description: 'the answer; on a failure null (a refusal: { field })', anyOf: [data, { type: 'null' }] }
      : { description: 'the answer (any JSON value); on a failure null (a refusal: { field })' },
    code: {
      type: 'string',
      enum: Object.keys(REFUSALS),
      description: 'a refusal (err 400): its code in the catalogue, the key of its text in each language',
    },
    field: { type: 'string', description: 'a refusal (err 400): the field it names (`body` for the body)' },
    params: {
      type: 'object',
      additionalProperties: {
        anyOf: [
          { type: ['string', 'number'] },
          {
            type: 'object',
            properties: { 'zh-CN': { type: 'string' }, 'en-US': { type: 'string' } },
            required: ['zh-CN', 'en-US'],
          },
        ],
      },
      description:
        "a refusal: the values its text names, by the text's {placeholders}; a word of the interface in both languages",
    },
  },
});

import type { FieldDef, ResourceDef } from '../../core/resource/resource.types';
import type { ResourceRegistry } from '../../core/resource/resource.registry';

type Schema = Record<string, unknown>;

function fieldSchema(f: FieldDef): Schema {
  const base: Schema = { description: f.label['en-US'] };
  switch (f.type) {
    case 'string':
    case 'text':
      return { ...base, type: 'string', maxLength: f.max, ...(f.enum ? { enum: f.enum } : {}) };
    case 'int':
      return { ...base, type: 'integer', minimum: f.min, maximum: f.maxValue };
    case 'number':
      return { ...base, type: 'number', minimum: f.min, maximum: f.maxValue };
    case 'bool':
      return { ...base, type: 'boolean' };
    case 'datetime':
      return { ...base, type: 'string', format: 'date-time' };
    case 'json':
      return { ...base };
  }
}

function writeSchema(def: ResourceDef, forCreate: boolean): Schema {
  const props: Record<string, Schema> = {};
  const required: string[] = forCreate ? [] : ['id'];
  if (!forCreate) props.id = { type: 'integer', minimum: 1 };
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.readonly) continue;
    props[k] = { ...fieldSchema(f), ...(f.nullable ? { nullable: true } : {}) };
    if (forCreate && f.required) required.push(k);
  }
  return { type: 'object', additionalProperties: false, properties: props, required };
}

const envelope = (data: Schema = {}): Schema => ({
  type: 'object',
  required: ['err', 'msg', 'data'],
  properties: {
    err: { type: 'integer', description: '0 on success, else a code of the error catalogue' },
    msg: { type: 'string' },
    data,
  },
});

// The OpenAPI document, generated from the same registry the dispatcher serves: it cannot disagree with the code.
export function openApiDocument(registry: ResourceRegistry): Schema {
  const paths: Record<string, Schema> = {};
  for (const route of registry.routes()) {
    const def = route.resource
      ? registry.all().find((d) => d.name === route.resource && route.path.startsWith(`/api/v1/${d.module}/`))
      : undefined;
    let body: Schema = { type: 'object' };
    if (def && route.action === 'create') body = writeSchema(def, true);
    else if (def && route.action === 'update') body = writeSchema(def, false);
    else if (def && route.action === 'list')
      body = {
        type: 'object',
        additionalProperties: false,
        properties: { filter: { type: 'string', description: 'list grammar, see docs/api.md' } },
      };
    else if (def) body = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
    paths[route.path] = {
      post: {
        summary: route.summary,
        'x-permission': route.permission,
        security: route.public ? [] : [{ bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: {
          200: {
            description: 'envelope; failures also travel with HTTP 200 (docs/api.md)',
            content: { 'application/json': { schema: envelope() } },
          },
        },
      },
    };
  }
  paths['/api/health'] = {
    get: {
      summary: 'state of PostgreSQL, Redis and the queues',
      responses: { 200: { description: 'all up' }, 503: { description: 'something is down' } },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: 'MES hub API',
      version: '0.1.0',
      description: 'Generated from the resource registry. Envelope, errors and list grammar: docs/api.md.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

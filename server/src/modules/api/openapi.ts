import { z } from 'zod';
import type { ResourceRegistry, RouteInfo } from '../../core/resource/resource.registry';
import type { ResourceDef } from '../../core/resource/resource.types';
import {
  HISTORY_ANSWER,
  ID_BODY,
  IMPORT_BODY,
  LIST_BODY,
  XLSX_CONTENT,
  envelope,
  listAnswer,
  rowSchema,
  writeSchema,
  type Schema,
} from './openapi-schemas';

/** Every call is served under both bases (the dispatcher takes v1 and v2 alike; the spec's client uses v2 for some). */
export const API_BASES = ['/api/v1', '/api/v2'] as const;

/** the document's path of a call: its route without the version base */
const relative = (route: RouteInfo) => route.path.slice(API_BASES[0].length);

/** a name for generated clients, from the path: `/stock_mgt/cs_instock/get_entries/{eid}` -> `stock_mgt.cs_instock.get_entries.eid` */
const operationId = (path: string) => path.slice(1).replace(/[{}]/g, '').split('/').join('.');

const JSON_BODY = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });

const EID = { name: 'eid', in: 'path', required: true, description: "the entry's id", schema: { type: 'integer' } };
const FILENAME = {
  name: 'x-filename',
  in: 'header',
  required: false,
  description: 'the uploaded file name, kept in the operation log',
  schema: { type: 'string' },
};

const IMPORTED: Schema = { type: 'object', properties: { imported: { type: 'integer', minimum: 0 } } };

/** a declared call's body as JSON Schema (what the caller sends: before defaults and trimming) */
function declaredBody(input: z.ZodType): Schema {
  const { $schema: _drop, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Schema;
  return schema;
}

/** what a resource call takes and answers, from its declaration; other calls take and answer any JSON object */
function shapes(def: ResourceDef | undefined, route: RouteInfo): { body: Schema; answer?: Schema } {
  const action = route.action;
  if (route.input) return { body: declaredBody(route.input) };
  if (!def) return { body: { type: 'object' } };
  switch (action) {
    case 'create':
      return { body: writeSchema(def, true), answer: rowSchema(def) };
    case 'update':
      return { body: writeSchema(def, false), answer: rowSchema(def) };
    case 'get':
      return { body: ID_BODY, answer: rowSchema(def) };
    case 'history':
      return { body: ID_BODY, answer: HISTORY_ANSWER };
    case 'list':
      return { body: LIST_BODY, answer: listAnswer(rowSchema(def)) };
    case 'import':
      return { body: IMPORT_BODY, answer: IMPORTED };
    default:
      return { body: { type: 'object' } };
  }
}

function operation(registry: ResourceRegistry, route: RouteInfo, path: string): Schema {
  const def = route.resource
    ? registry.all().find((d) => d.name === route.resource && route.path.startsWith(`/api/v1/${d.module}/`))
    : undefined;
  const { body, answer } = shapes(def, route);
  const answered = { 'application/json': { schema: envelope(answer) } };
  const parameters = [...(path.includes('{eid}') ? [EID] : []), ...(route.file ? [FILENAME] : [])];
  return {
    operationId: operationId(path),
    summary: route.summary || path,
    tags: [path.split('/')[1]],
    ...(route.permission ? { description: `Permission: \`${route.permission}\`.` } : {}),
    'x-permission': route.permission,
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    // an upload also takes the spreadsheet itself as the raw body (x-filename)
    requestBody: route.file
      ? { required: true, content: { ...XLSX_CONTENT, ...JSON_BODY(body).content } }
      : JSON_BODY(body),
    responses: {
      200: {
        description:
          'the envelope: err 0 with the answer in data, or a refusal (its code and message) also with HTTP 200',
        // an export answers the spreadsheet itself; its refusals come as envelopes
        content: route.action === 'export' && def ? { ...XLSX_CONTENT, ...answered } : answered,
      },
      404: {
        description: 'no such call (err 404)',
        content: { 'application/json': { schema: envelope() } },
      },
    },
  };
}

/**
 * The paths the document lists: every route of the registry, and the `<resource>/get` alias of each resource's get
 * (the dispatcher takes a missing action as get). openapi.spec checks the server serves exactly these.
 */
export function documentedPaths(registry: ResourceRegistry): { path: string; route: RouteInfo }[] {
  const out: { path: string; route: RouteInfo }[] = [];
  for (const route of registry.routes()) {
    const path = relative(route);
    out.push({ path, route });
    if (route.resource && route.action === 'get' && !path.endsWith('/get')) out.push({ path: `${path}/get`, route });
  }
  return out;
}

const AT_API = [{ url: '/api', description: 'outside the versioned calls' }];

// The OpenAPI document, generated from the same registry the dispatcher serves: it cannot disagree with the code.
export function openApiDocument(registry: ResourceRegistry): Schema {
  const paths: Record<string, Schema> = {};
  for (const { path, route } of documentedPaths(registry)) paths[path] = { post: operation(registry, route, path) };
  paths['/health'] = {
    servers: AT_API,
    get: {
      operationId: 'health',
      summary: 'state of PostgreSQL, Redis and the queues',
      tags: ['system'],
      security: [],
      responses: { 200: { description: 'all up' }, 503: { description: 'something is down' } },
    },
  };
  paths['/docs'] = {
    servers: AT_API,
    get: {
      operationId: 'docs',
      summary: 'this document',
      tags: ['system'],
      security: [],
      responses: { 200: { description: 'the OpenAPI document', content: { 'application/json': { schema: {} } } } },
    },
  };
  const tags = [
    ...new Set(Object.keys(paths).map((p) => (p === '/health' || p === '/docs' ? 'system' : p.split('/')[1]))),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: 'MES hub API',
      version: '0.1.0',
      description:
        'Generated from the registry the dispatcher serves. Every call is a POST with a JSON body; its answer is the ' +
        'envelope `{ err, msg, data }`, refusals included (docs/api.md: envelope, error codes, list grammar).',
    },
    servers: API_BASES.map((url) => ({ url, description: `the calls under ${url}` })),
    security: [{ bearer: [] }, { accessToken: [] }],
    tags: tags
      .sort()
      .map((name) => ({ name, description: name === 'system' ? 'health and this document' : `the ${name} calls` })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'the access token of user/login' },
        accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token', description: 'the same token' },
      },
    },
    paths,
  };
}

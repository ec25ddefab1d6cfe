import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

// The OpenAPI document (/api/docs) as a factory's integrator uses it (docs/api.md, "OpenAPI"): two common validators
// and a common client generator, from their own install (tools/openapi), on the document a running hub serves.
const TOOLS = join(__dirname, '..', '..', 'tools', 'openapi', 'node_modules');
const BIN = join(TOOLS, '.bin');

// the recommended rules' warnings the document keeps, each where it may be, with why (docs/api.md, "OpenAPI")
const KEPT_WARNINGS: Record<string, RegExp> = {
  'info-license': /^#\/info$/,
  'operation-4xx-response': /^#\/paths\/~1(health|docs)\/get\/responses$/,
};

type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
};
type Route = { path: string; resource: string | null; action: string };
type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

function run(file: string, args: string[], cwd: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd,
        timeout: 120_000,
        maxBuffer: 64 * 1024 * 1024,
        // no telemetry or update check: this machine reaches no network but the registry
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr ? `\n${stderr}` : ''}` }),
    );
  });
}

describe('the OpenAPI document, as an integrator reads it', () => {
  let hub: Hub;
  let api: ApiClient;
  let doc: Doc;
  let tmp: string;
  let file: string;

  beforeAll(async () => {
    hub = await startBuiltHub('openapi');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    doc = (await (await fetch(`${hub.baseUrl}/api/docs`)).json()) as Doc;
    tmp = mkdtempSync(join(tmpdir(), 'openapi-'));
    file = join(tmp, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('validates under @apidevtools/swagger-parser (OpenAPI 3.1)', async () => {
    // an ES module: run by node itself, as an integrator's script would
    const script = `import parser from ${JSON.stringify(join(TOOLS, '@apidevtools/swagger-parser/lib/index.js'))};
const api = await parser.validate(${JSON.stringify(file)});
console.log(JSON.stringify({ openapi: api.openapi, paths: Object.keys(api.paths).length }));`;
    const { code, out } = await run(process.execPath, ['--input-type=module', '-e', script], tmp);
    expect({ code, out: out.trim() }).toEqual({
      code: 0,
      out: JSON.stringify({ openapi: '3.1.0', paths: Object.keys(doc.paths).length }),
    });
  });

  it('lints under @redocly/cli with the recommended rules: no error, only the warnings docs/api.md explains', async () => {
    const { out } = await run(join(BIN, 'redocly'), ['lint', file, '--format=json', '--extends=recommended'], tmp);
    const report = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1)) as { problems: Problem[] };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    const warned = report.problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)
      .filter((w) => {
        const [rule, pointer] = w.split(' ');
        return !KEPT_WARNINGS[rule]?.test(pointer);
      });
    expect(warned).toEqual([]);
  });

  it('lists exactly the calls the server serves, each under /api/v1 and /api/v2', async () => {
    expect(doc.servers.map((s) => s.url)).toEqual(['/api/v1', '/api/v2']);
    const routes = await api.ok<Route[]>('/api/v1/meta/routes');
    const expected = routes.flatMap((r) => {
      const path = r.path.slice('/api/v1'.length);
      return r.resource && r.action === 'get' && !path.endsWith('/get') ? [path, `${path}/get`] : [path];
    });
    const calls = Object.keys(doc.paths).filter((p) => p !== '/health' && p !== '/docs');
    expect(calls.sort()).toEqual(expected.sort());
    // every one answered under both bases: without a token (nothing runs), a protected call answers 900 and a public
    // one refuses the empty body, never "no such call"
    const unserved: string[] = [];
    const queue = calls.flatMap((p) => doc.servers.map((s) => `${s.url}${p.replace('{eid}', '1')}`));
    const worker = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const res = await fetch(`${hub.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const body = (await res.json()) as { err: number };
        if (res.status === 404 || body.err === 404) unserved.push(path);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(unserved).toEqual([]);
    // and what it does not list is not served
    const none = await fetch(`${hub.baseUrl}/api/v2/basicdata/factory/no_such_action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(404);
  });

  it('gives openapi-typescript a client that type-checks two real calls, and refuses a wrong body', async () => {
    const generated = await run(join(BIN, 'openapi-typescript'), [file, '-o', join(tmp, 'api.d.ts')], tmp);
    expect(generated.code).toBe(0);
    const org = await api.ok<{ list: { id: number }[] }>('/api/v1/basicdata/organization/list', { filter: 'ps:1' });
    const create = { fnumber: 'F-OPENAPI', fname: 'OpenAPI plant', organization_id: org.list[0].id };
    const list = { filter: 'fnumber:"F-OPENAPI"' };
    const calls = (body: string) => `import type { paths } from './api';
type Create = paths['/basicdata/factory/create']['post'];
type List = paths['/basicdata/factory/list']['post'];
export const create: Create['requestBody']['content']['application/json'] = ${body};
export const list: List['requestBody']['content']['application/json'] = ${JSON.stringify(list)};
type Made = Create['responses'][200]['content']['application/json'];
type Found = List['responses'][200]['content']['application/json'];
export const idOf = (a: Made): number | undefined => a.data?.id;
export const namesOf = (a: Found): string[] => (a.data?.list ?? []).map((r) => r.fname);
`;
    const tsc = (name: string) =>
      run(join(BIN, 'tsc'), ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', name], tmp);
    writeFileSync(join(tmp, 'calls.ts'), calls(JSON.stringify(create)));
    writeFileSync(join(tmp, 'wrong.ts'), calls(JSON.stringify({ ...create, fnumber: 7 })));
    expect(await tsc('calls.ts')).toEqual({ code: 0, out: '' });
    const wrong = await tsc('wrong.ts');
    expect(wrong.code).not.toBe(0);
    // the error is at the body's fnumber: a number where the document says string
    const line = calls(JSON.stringify({ ...create, fnumber: 7 })).split('\n')[3];
    expect(wrong.out.trim()).toBe(
      `wrong.ts(4,${line.indexOf('"fnumber"') + 1}): error TS2322: Type 'number' is not assignable to type 'string'.`,
    );
    // the same bodies against the hub: the answers have the fields the types promise
    const made = await api.ok<{ id: number; fname: string }>('/api/v1/basicdata/factory/create', create);
    expect(made).toMatchObject({ id: expect.any(Number), fname: create.fname });
    const found = await api.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/factory/list', list);
    expect(found.list.map((r) => r.fname)).toEqual([create.fname]);
  }, 300_000);
});

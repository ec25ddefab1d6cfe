import fc from 'fast-check';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import type { ResourceMeta } from '../support/resource-values';

const isEnvelope = (x: unknown): boolean => {
  const o = x as Record<string, unknown>;
  return typeof o === 'object' && o !== null && typeof o.err === 'number' && typeof o.msg === 'string' && 'data' in o;
};

// Random bodies and filters at every resource's create, update and list: always a well-formed envelope, never 500.
describe('API properties', () => {
  let hub: Hub;
  let api: ApiClient;
  let metas: ResourceMeta[];

  beforeAll(async () => {
    hub = await startBuiltHub('props', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    metas = await api.ok<ResourceMeta[]>('/api/v1/meta/resources');
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  const answers = async (path: string, body: unknown): Promise<boolean> => {
    const res = await fetch(`${hub.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify(body),
    });
    const parsed = (await res.json()) as { err: number; msg: string };
    if (!isEnvelope(parsed) || parsed.err === 500 || res.status !== 200)
      throw new Error(
        `${path} ${JSON.stringify(body).slice(0, 200)} -> ${res.status} ${JSON.stringify(parsed).slice(0, 200)}`,
      );
    return true;
  };

  it('create and update take any body without a 500', async () => {
    for (const meta of metas.filter((m) => m.actions.includes('create'))) {
      const keys = [...Object.keys(meta.fields), 'id', 'zzz'];
      const value = fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      );
      const body = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length });
      await fc.assert(
        fc.asyncProperty(body, (b) => answers(`/api/v1/${meta.module}/${meta.name}/create`, b)),
        { numRuns: 12 },
      );
      // a resource without update (a link table, a log) answers 404 there: no call to walk
      if (meta.actions.includes('update'))
        await fc.assert(
          fc.asyncProperty(body, (b) => answers(`/api/v1/${meta.module}/${meta.name}/update`, b)),
          { numRuns: 8 },
        );
    }
  }, 240_000);

  it('list takes any filter without a 500', async () => {
    const word = fc.stringMatching(/^[a-z_.]{1,12}$/);
    const token = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            'pn',
            'ps',
            'page_next_id',
            'search_key',
            'sort',
            'has',
            'checked',
            'disabled',
            'fnumber',
            'fname',
            'organization_id',
            'id',
            'x.y',
          ),
          fc.string({ maxLength: 12 }),
        )
        .map(([k, v]) => `${k}:${v}`),
      fc.tuple(word, fc.string({ maxLength: 12 })).map(([k, v]) => `${k}:"${v}"`),
      fc.string({ maxLength: 20 }),
    );
    const filter = fc.array(token, { maxLength: 5 }).map((t) => t.join(' '));
    for (const meta of metas) {
      if (!meta.actions.includes('list')) continue;
      await fc.assert(
        fc.asyncProperty(filter, (f) => answers(`/api/v1/${meta.module}/${meta.name}/list`, { filter: f })),
        { numRuns: 15 },
      );
    }
  }, 240_000);
});

import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { ValueFactory, token, type ResourceMeta } from '../support/resource-values';

// JSON text with sorted keys: equal values give equal text whatever the key order or the realm of the objects.
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
}

// The contract every declared resource keeps, generated from the declarations the server describes itself with.
describe('resource contract', () => {
  let hub: Hub;
  let api: ApiClient;
  let metas: ResourceMeta[];
  let values: ValueFactory;

  beforeAll(async () => {
    hub = await startBuiltHub('contract', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    metas = await api.ok<ResourceMeta[]>('/api/v1/meta/resources');
    values = new ValueFactory(api, metas);
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('describes the master data of 000 §3', () => {
    const names = metas.map((m) => m.name);
    for (const n of [
      'factory',
      'icitem',
      'icitem_mapping',
      'aux_msg',
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
    ]) {
      expect(names).toContain(n);
    }
  });

  it('runs the standard calls on every resource', async () => {
    const failures: string[] = [];
    for (const meta of metas.filter((m) => m.actions.includes('create'))) {
      try {
        await contract(meta);
      } catch (e) {
        failures.push(`${meta.name}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses bad input on every resource, naming the field', async () => {
    const failures: string[] = [];
    for (const meta of metas.filter((m) => m.actions.includes('create'))) {
      const base = `/api/v1/${meta.module}/${meta.name}`;
      const body = await values.validBody(meta);
      const expect400 = async (what: string, b: unknown, field: string) => {
        const answer = await api.call(`${base}/create`, b);
        if (answer.err !== 400 || !answer.msg.startsWith(`${field}:`))
          failures.push(`${meta.name} ${what}: ${answer.err} ${answer.msg}`);
      };
      await expect400('unknown field', { ...body, not_a_field: 1 }, 'not_a_field');
      const text = Object.entries(meta.fields).find(
        ([k, f]) => f.type === 'string' && !f.readonly && !f.enum && k !== 'secret',
      );
      if (text) {
        await expect400('wrong type', { ...body, [text[0]]: 12345 }, text[0]);
        await expect400('too long', { ...body, [text[0]]: 'x'.repeat((text[1].max ?? 255) + 1) }, text[0]);
      }
      const required = Object.entries(meta.fields).find(([, f]) => f.required && !f.readonly);
      if (required) {
        const { [required[0]]: _dropped, ...rest } = body;
        await expect400('missing required', rest, required[0]);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  async function contract(meta: ResourceMeta): Promise<void> {
    const base = `/api/v1/${meta.module}/${meta.name}`;
    const body = await values.validBody(meta);
    const created = await api.ok<Record<string, unknown> & { id: number; creater: { name: string } | null }>(
      `${base}/create`,
      body,
    );
    if (created.creater?.name !== 'admin') throw new Error('creater not stamped');
    const got = await api.ok<Record<string, unknown>>(base, { id: created.id });
    for (const [k, v] of Object.entries(body)) {
      if (meta.fields[k].writeOnly || meta.fields[k].type === 'number' || meta.fields[k].type === 'datetime') continue;
      // jsonb keeps no key order: compare values, not their text.
      if (canonical(got[k]) !== canonical(v))
        throw new Error(`get: ${k} is ${JSON.stringify(got[k])}, sent ${JSON.stringify(v)}`);
    }
    // every resource lists through the engine (a computed value is the resource's afterRead, never a list of its own)
    if (!meta.actions.includes('list')) throw new Error('declares no list');
    const searchField = Object.entries(meta.fields).find(([k, f]) => f.search && typeof body[k] === 'string');
    if (searchField) {
      const needle = String(body[searchField[0]]).slice(1);
      const found = await api.ok<{ list: { id: number }[] }>(`${base}/list`, { filter: `search_key:${needle} ps:100` });
      if (!found.list.some((r) => r.id === created.id)) throw new Error(`list search_key:${needle} did not find it`);
    }
    const eqField = Object.entries(meta.fields).find(
      ([k, f]) => f.type === 'string' && !f.writeOnly && typeof body[k] === 'string',
    );
    if (eqField) {
      const filtered = await api.ok<{ list: { id: number }[] }>(`${base}/list`, {
        filter: `${eqField[0]}:"${String(body[eqField[0]])}"`,
      });
      if (filtered.list.map((r) => r.id).join() !== String(created.id))
        throw new Error(`list ${eqField[0]}:"…" did not give exactly it`);
    }
    const editable = Object.entries(meta.fields).find(
      ([k, f]) => f.type === 'string' && !f.readonly && !f.enum && k !== 'secret' && !f.ref,
    );
    if (editable && meta.actions.includes('update')) {
      const value = `U${token()}`.slice(0, editable[1].max ?? 20);
      const updated = await api.ok<Record<string, unknown>>(`${base}/update`, { id: created.id, [editable[0]]: value });
      if (updated[editable[0]] !== value) throw new Error('update not applied');
    }
    if (meta.actions.includes('check')) {
      const checked = await api.ok<{ checked: boolean }>(`${base}/check`, { id: created.id });
      if (!checked.checked) throw new Error('check not applied');
      if (editable && (await api.call(`${base}/update`, { id: created.id, [editable[0]]: 'Z' })).err !== 400)
        throw new Error('a checked record was updated');
      if ((await api.call(`${base}/delete`, { id: created.id })).err !== 400)
        throw new Error('a checked record was deleted');
      await api.ok(`${base}/check`, { id: created.id, checked: false });
    }
    if (meta.actions.includes('disable')) {
      const disabled = await api.ok<{ disabled: boolean }>(`${base}/disable`, { id: created.id });
      if (!disabled.disabled) throw new Error('disable not applied');
      const list = await api.ok<{ list: { id: number }[] }>(`${base}/list`, { filter: 'disabled:1 ps:1000' });
      if (!list.list.some((r) => r.id === created.id)) throw new Error('disabled:1 did not list it');
    }
    if (meta.actions.includes('delete')) {
      await api.ok(`${base}/delete`, { id: created.id });
      if ((await api.call(base, { id: created.id })).err === 0) throw new Error('still there after delete');
    }
  }
});

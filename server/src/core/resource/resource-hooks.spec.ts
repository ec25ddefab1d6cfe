import type { Tx } from '../db/sql';
import { mergeHooks } from './resource-hooks';
import { ResourceRegistry } from './resource.registry';
import { defineResource, type HookContext, type ResourceDef, type ResourceHooks, type Row } from './resource.types';

const ctx: HookContext & { action: 'create' } = { userId: 7, action: 'create' };
const row: Row = { id: 1 };
const db = { query: async () => ({ rows: [] }) } as unknown as Tx;

// registry.hook adds hooks to a declaration's: each kind runs the declared first, then the added, in that order.
describe('mergeHooks', () => {
  it('chains two beforeWrite, the later taking what the earlier answered', async () => {
    const merged = mergeHooks(
      { beforeWrite: (input) => ({ ...input, a: 1 }) },
      { beforeWrite: (input) => ({ ...input, b: (input.a as number) + 1 }) },
    );
    expect(await merged.beforeWrite!({ x: 0 }, ctx)).toEqual({ x: 0, a: 1, b: 2 });
  });

  it('runs both hooks of the other kinds in turn, and a refusal of the first stops the second', async () => {
    const ran: string[] = [];
    const merged = mergeHooks(
      {
        afterCommit: () => void ran.push('declared commit'),
        beforeDelete: () => Promise.reject(new Error('refused')),
      },
      {
        afterCommit: async (change) => void ran.push(`added ${change.action} ${change.id}`),
        beforeDelete: async () => void ran.push('added delete'),
        afterCreate: async () => void ran.push('added create'),
      },
    );
    await merged.afterCommit!({ action: 'disable', id: 3 });
    await merged.afterCreate!(db, row, ctx);
    await expect(merged.beforeDelete!(row, db)).rejects.toThrow('refused');
    expect(ran).toEqual(['declared commit', 'added disable 3', 'added create']);
  });

  it('keeps a kind only one side has as it is, and adds no kind neither has', () => {
    const beforeWrite: ResourceHooks['beforeWrite'] = (input) => input;
    const afterRead: ResourceHooks['afterRead'] = async () => undefined;
    const merged = mergeHooks({ beforeWrite }, { afterRead });
    expect(merged.beforeWrite).toBe(beforeWrite);
    expect(merged.afterRead).toBe(afterRead);
    expect(Object.keys(merged).sort()).toEqual(['afterRead', 'beforeWrite']);
    const alone: ResourceHooks = { afterRead };
    expect(mergeHooks(undefined, alone)).toBe(alone);
  });
});

describe('ResourceRegistry.hook', () => {
  const thing: ResourceDef = defineResource({
    name: 'thing',
    module: 'test',
    table: 'thing',
    label: { 'zh-CN': '物', 'en-US': 'Thing' },
    fields: {},
    hooks: { beforeWrite: (input) => ({ ...input, declared: true }) },
  });

  it('adds hooks to the registered resource of that name, after its declared ones', async () => {
    const registry = new ResourceRegistry();
    registry.register(thing);
    registry.hook('thing', { beforeWrite: (input) => ({ ...input, added: input.declared }) });
    const hooked = registry.resource('test', 'thing')!;
    expect(await hooked.hooks!.beforeWrite!({}, ctx)).toEqual({ declared: true, added: true });
    // the declaration itself is left as it was
    expect(await thing.hooks!.beforeWrite!({}, ctx)).toEqual({ declared: true });
  });

  it('refuses hooks for a resource not registered', () => {
    expect(() => new ResourceRegistry().hook('thing', {})).toThrow('hooks for thing: 0 resources');
  });
});

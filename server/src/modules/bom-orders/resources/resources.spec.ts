import type pg from 'pg';
import { bomOrderResources } from '.';

const OUTSIDE = ['product', 'product_line', 'workflow', 'icitem', 'icpp', 'stock'];
// Hooks that would read the database are not reached by these checks.
const resources = bomOrderResources({ query: async () => [] } as unknown as pg.Pool);
const names = new Set(resources.map((r) => r.name));

describe('BOM and order resources', () => {
  it('join every ref through a relation of the same target, and default every optional column', () => {
    for (const r of resources) {
      for (const [key, f] of Object.entries(r.fields)) {
        if (f.ref) {
          expect([...names, ...OUTSIDE]).toContain(f.ref);
          expect(Object.values(r.relations ?? {})).toContainEqual({ resource: f.ref, via: key });
        }
        if (!f.required && !f.nullable && !f.readonly) expect([key, f.default]).not.toEqual([key, undefined]);
      }
    }
  });

  it('declare the change records of BOMs and orders like the other change records', () => {
    for (const name of ['icbom_change', 'icmo_change']) {
      const r = resources.find((x) => x.name === name)!;
      expect(r.actions).toEqual(['get', 'create', 'update', 'delete', 'list', 'check']);
      expect(r.io).toBe(false);
      expect(r.fields.change_type.enum).toEqual(['update', 'add', 'del', 'replace']);
    }
  });

  it('push an order down to its plan and work order, once, from a checked order', () => {
    const icmo = resources.find((x) => x.name === 'icmo')!;
    const made = (icmo.links?.push_down ?? []).filter((l) => l.create).map((l) => [l.create!.resource, l.create!.once]);
    expect(made).toEqual([
      ['icpp', true],
      ['worder', true],
    ]);
  });
});

import { STOCK_DOC_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { inTransaction, rows, sql } from '../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';

const FAMILY = sql(
  'stock-mgt.material_rec_family',
  'SELECT id FROM material_rec WHERE parent_barcode = $1 OR entries @> $2::jsonb ORDER BY id LIMIT 1000',
);

// material_rec beyond the standard set (001 §7): a handheld's create, create-and-check in one step, and the family
// of a barcode (the records it is the parent of, or a material in). The first two take the resource's create body
// (checked by the engine against its fields), so they are served undeclared.
export function registerMaterialRecCalls(registry: ResourceRegistry, pool: pg.Pool, resources: ResourceService): void {
  const def = () => registry.resource('stock_mgt', 'material_rec')!;
  registry.registerExtra({
    path: 'stock_mgt/material_rec/createRec4PDA',
    permission: 'stock_mgt.material_rec.create',
    summary: 'create a record from a handheld',
    handler: (b, ctx) => resources.create(def(), b, ctx),
  });
  registry.registerExtra({
    path: 'stock_mgt/material_rec/saveAndcheck',
    permission: 'stock_mgt.material_rec.check',
    summary: 'create a record and check it at once',
    // One transaction: a record whose check fails is not left saved unchecked.
    handler: (b, ctx) =>
      inTransaction(pool, async (c) => {
        const created = await resources.create(def(), b, ctx, c);
        return resources.setFlag(def(), 'checked', { id: created.id }, ctx, c);
      }),
  });
  implementCall(
    registry,
    STOCK_DOC_CALLS.materialRecFamily,
    async ({ barcode }) => {
      const found = await rows(pool, FAMILY, [barcode, JSON.stringify([{ barcode }])]);
      return resources.getMany(
        def(),
        found.map((r) => r.id),
      );
    },
    { permission: 'stock_mgt.material_rec.list' },
  );
}

import { MSD } from '@mes/contracts';
import type pg from 'pg';
import { inTransaction } from '../../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { receiveReelLabel } from './receive-label';

// One scan of a supplier's reel label makes a reel in stock (docs/msd.md "Reel labels"; declared with the MSD calls in
// contracts/src/calls/msd.ts): the stock's call, as it writes a bundle and may receive it on a receipt's line.
export function registerReceiveLabel(registry: ResourceRegistry, pool: pg.Pool, resources: ResourceService): void {
  const bundleDef = () => registry.resource('stock_mgt', 'bundle')!;
  implementCall(registry, MSD.receiveLabel, (b, ctx) =>
    inTransaction(pool, (c) =>
      receiveReelLabel(
        c,
        resources,
        bundleDef(),
        {
          label: b.label,
          fnumber: b.fnumber,
          supplier_id: b.supplier_id ?? null,
          msl: b.msl,
          msd_label_hours: b.msd_label_hours ?? null,
          receipt: b.doc_type !== undefined ? { doc_type: b.doc_type, doc_id: b.doc_id! } : undefined,
        },
        ctx,
      ),
    ),
  );
}

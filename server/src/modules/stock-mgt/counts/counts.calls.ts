import { STOCK_COUNT_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, sql } from '../../../core/db/sql';
import type { DraftStore } from '../../../core/resource/drafts';
import type { ResourceIoService } from '../../../core/resource/resource-io.service';
import { implementCall, moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { balanceDrift } from '../ledger/ledger-verify';
import { exportOpening, importOpening } from './opening-balance';

const ICITEM = sql('stock-mgt.counts.icitem', 'SELECT id FROM icitem WHERE id = $1');
const ON_HAND = sql(
  'stock-mgt.counts.on_hand',
  `SELECT COALESCE(SUM(fqty), 0)::float8 AS fqty FROM icinventory
        WHERE icitem_id = $1 AND ($2::int IS NULL OR stock_id = $2) AND ($3::int IS NULL OR stock_place_id = $3)
          AND ($4::text IS NULL OR batch_no = $4)`,
  { notNull: ['fqty'] },
);

// icinventory and icinvinitial beyond their declared lists (docs/stock-counts-boxes.md).
export function registerCountCalls(
  registry: ResourceRegistry,
  pool: pg.Pool,
  drafts: DraftStore,
  io: ResourceIoService,
): void {
  // the export takes the list's body (its filter), checked by the resource engine: served undeclared
  moduleCall(
    registry,
    'stock_mgt',
    'icinventory/export',
    'on-hand stock as a spreadsheet (the list filter)',
    (b, ctx) => io.export(registry.resource('stock_mgt', 'icinventory')!, b, ctx),
  );
  implementCall(registry, STOCK_COUNT_CALLS.validate, async () => {
    const drift = await balanceDrift(pool);
    return { ok: drift.length === 0, drift };
  });
  implementCall(registry, STOCK_COUNT_CALLS.onHand, async (b) => {
    const stockId = b.stock_id ?? null;
    const placeId = b.stock_place_id ?? null;
    const batch = b.batch_no ?? null;
    const item = await first(pool, ICITEM, [b.icitem_id]);
    if (!item) throw refuse('icitem_id', 'stock.no_icitem', { id: b.icitem_id });
    const { fqty } = (await first(pool, ON_HAND, [b.icitem_id, stockId, placeId, batch]))!;
    return { icitem_id: b.icitem_id, stock_id: stockId, stock_place_id: placeId, batch_no: batch, fqty };
  });
  implementCall(registry, STOCK_COUNT_CALLS.importOpening, (b, ctx) => importOpening(pool, drafts, b, ctx.userId));
  implementCall(registry, STOCK_COUNT_CALLS.exportOpening, (b) => exportOpening(pool, b));
}

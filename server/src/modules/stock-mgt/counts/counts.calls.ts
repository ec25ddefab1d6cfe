import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { idField, onlyFields } from '../../../core/api/call-input';
import type { DraftStore } from '../../../core/resource/drafts';
import type { ResourceIoService } from '../../../core/resource/resource-io.service';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import { balanceDrift } from '../ledger/ledger-verify';
import { exportOpening, importOpening } from './opening-balance';

// icinventory and icinvinitial beyond their declared lists (docs/stock-counts-boxes.md).
export function registerCountCalls(
  registry: ResourceRegistry,
  ds: DataSource,
  drafts: DraftStore,
  io: ResourceIoService,
): void {
  const call = (path: string, summary: string, handler: Parameters<typeof moduleCall>[4]) =>
    moduleCall(registry, 'stock_mgt', path, summary, handler);
  call('icinventory/export', 'on-hand stock as a spreadsheet (the list filter)', (b, ctx) =>
    io.export(registry.resource('stock_mgt', 'icinventory')!, b, ctx),
  );
  call(
    'icinventory/validate',
    'the ledger invariant: balances that differ from the sum of their movements',
    async (b) => {
      onlyFields(b, []);
      const drift = await balanceDrift(ds);
      return { ok: drift.length === 0, drift };
    },
  );
  call('icinventory/getnumber', 'on-hand quantity of a material (at a warehouse, place, batch)', async (b) => {
    onlyFields(b, ['icitem_id', 'stock_id', 'stock_place_id', 'batch_no']);
    const icitemId = idField(b, 'icitem_id');
    const stockId = b.stock_id === undefined ? null : idField(b, 'stock_id');
    const placeId = b.stock_place_id === undefined ? null : idField(b, 'stock_place_id');
    if (b.batch_no !== undefined && (typeof b.batch_no !== 'string' || b.batch_no.length > 64))
      throw refuse('batch_no', 'input.string_at_most', { max: 64 });
    const batch = (b.batch_no as string | undefined) ?? null;
    const [item] = (await ds.query('SELECT id FROM icitem WHERE id = $1', [icitemId])) as unknown[];
    if (!item) throw refuse('icitem_id', 'stock.no_icitem', { id: icitemId });
    const [{ fqty }] = (await ds.query(
      `SELECT COALESCE(SUM(fqty), 0)::float8 AS fqty FROM icinventory
        WHERE icitem_id = $1 AND ($2::int IS NULL OR stock_id = $2) AND ($3::int IS NULL OR stock_place_id = $3)
          AND ($4::text IS NULL OR batch_no = $4)`,
      [icitemId, stockId, placeId, batch],
    )) as { fqty: number }[];
    return { icitem_id: icitemId, stock_id: stockId, stock_place_id: placeId, batch_no: batch, fqty };
  });
  call(
    'icinvinitial/import',
    'opening balances from a spreadsheet: every row or none, posted to the ledger',
    (b, ctx) => importOpening(ds, drafts, b, ctx.userId),
  );
  call('icinvinitial/export', 'opening balances as a spreadsheet that imports back', (b) => exportOpening(ds, b));
}

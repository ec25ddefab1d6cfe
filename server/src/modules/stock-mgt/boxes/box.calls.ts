import { STOCK_BOX_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import { first, rows, sql } from '../../../core/db/sql';
import type { ResourceIoService } from '../../../core/resource/resource-io.service';
import { implementCall, moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { defineResource, type ResourceDef } from '../../../core/resource/resource.types';
import { num, ref, str, tr } from '../../basicdata';
import { adjustBox } from './adjust-box';
import { lockBoxes } from './box-scan';
import { PalletBoxes } from './pallet-boxes';

// The box item rows (an SN and its quantity in a box) as the list runner reads them: product_mgt/box/items/list.
export const boxItemList = defineResource({
  name: 'box_item',
  module: 'product_mgt',
  table: 'box_item',
  label: tr('箱内条码', 'Box item'),
  common: { id: 'int', creater_id: 'int', created_at: 'datetime' },
  actions: ['list'],
  defaultSort: 'id-asc',
  fields: {
    box_id: ref('box', '箱', 'Box', { required: true }),
    sn: str(64, '序列号', 'SN', { required: true, search: true }),
    icitem_id: ref('icitem', '物料', 'Material'),
    fqty: num('数量', 'Quantity'),
  },
  relations: { box: { resource: 'box', via: 'box_id' }, icitem: { resource: 'icitem', via: 'icitem_id' } },
});

const ICITEM = sql('stock-mgt.boxes.icitem', 'SELECT id, fnumber, fname, fspec FROM icitem WHERE id = $1');
const ITEMS_COUNT = sql(
  'stock-mgt.boxes.items_count',
  'SELECT count(*)::int AS count, COALESCE(SUM(fqty), 0)::float8 AS fqty FROM box_item WHERE box_id = $1',
  { notNull: ['count', 'fqty'] },
);
const ITEMS = sql(
  'stock-mgt.boxes.items',
  'SELECT id, sn, icitem_id, fqty::float8 AS fqty FROM box_item WHERE box_id = $1 ORDER BY id',
  { notNull: ['fqty'] },
);

// Box, stock box and pallet calls beyond the declared ones (docs/stock-counts-boxes.md).
export function registerBoxCalls(
  registry: ResourceRegistry,
  pool: pg.Pool,
  resources: ResourceService,
  io: ResourceIoService,
): void {
  const def = (module: string, name: string) => () => registry.resource(module, name) as ResourceDef;
  const box = def('product_mgt', 'box');
  const stockBox = def('stock_mgt', 'stock_box');
  const pallet = def('stock_mgt', 'pallet');
  const pallets = new PalletBoxes(pool, resources, pallet);
  const byLabel = async (label: string) => {
    const [row] = await lockBoxes(pool, [label], () => 'fnumber');
    return resources.get(box(), row.id);
  };

  implementCall(registry, STOCK_BOX_CALLS.material, async (b) => {
    const found = await byLabel(b.fnumber);
    if (found.icitem_id === null)
      throw refuse('fnumber', 'stock.box_no_material_yet', { fnumber: String(found.fnumber) });
    const icitem = await first(pool, ICITEM, [Number(found.icitem_id)]);
    return { box_id: found.id, box_fnumber: found.fnumber, fqty: found.fqty, icitem };
  });
  implementCall(registry, STOCK_BOX_CALLS.exportBySearchKey, (b, ctx) => {
    const key = b.search_key;
    const filter = key === undefined ? '' : `search_key:"${key.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    return io.export(box(), { filter, ...(b.locale == null ? {} : { locale: b.locale }) }, ctx);
  });
  // box/items/list, pallet/create, pallet/update and pallet/export take the resource engine's bodies (a list query,
  // a pallet's fields), checked by the engine against the resource: served undeclared
  moduleCall(registry, 'product_mgt', 'box/items/list', 'the SNs packed in boxes (box_id:<id> for one box)', (b) =>
    resources.list(boxItemList, b),
  );
  implementCall(registry, STOCK_BOX_CALLS.itemsCount, async ({ box_id: id }) => {
    await resources.get(box(), id);
    const [c] = await rows(pool, ITEMS_COUNT, [id]);
    return { box_id: id, ...c };
  });
  implementCall(registry, STOCK_BOX_CALLS.withItems, async (b) => {
    const found = await byLabel(b.fnumber);
    const items = await rows(pool, ITEMS, [found.id]);
    return { ...found, items };
  });
  implementCall(registry, STOCK_BOX_CALLS.adjust, (b, ctx) => adjustBox(pool, b, ctx.userId));

  const palletCall = (path: string, summary: string, handler: Parameters<typeof moduleCall>[4]) =>
    moduleCall(registry, 'stock_mgt', `pallet/${path}`, summary, handler, `stock_mgt.pallet.${path}`);
  palletCall('create', 'a pallet with the boxes put on it (their labels)', (b, ctx) => pallets.create(b, ctx));
  palletCall('update', "a pallet's fields; boxes given replace its boxes", (b, ctx) => pallets.update(b, ctx));
  implementCall(registry, STOCK_BOX_CALLS.palletBoxes, async ({ id, filter }) => {
    await resources.get(pallet(), id);
    return resources.list(stockBox(), { filter: `${filter ?? ''} pallet_id:${id}` });
  });
  palletCall('export', 'pallets as a spreadsheet (the list filter)', (b, ctx) => io.export(pallet(), b, ctx));
}

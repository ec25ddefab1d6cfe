import { BoxStatus, ErrorCode } from '@mes/contracts';
import { defineResource, LIST_BY_IDS, type FieldDef } from '../../../core/resource/resource.types';
import { fdesc, int, num, ref, relationsTo, str, tr, readonlyField } from '../../basicdata';

// Boxes (箱, box) as packing and the stock see them (docs/stock-counts-boxes.md). Content (fqty, box_item), status,
// place and pallet are written by the packing, the ledger's documents, pallets and adjust_box, never by an update:
// product_mgt/box/update changes only weight, capacity and remarks.

const BOX_FIELDS = {
  fnumber: readonlyField(str(64, '箱号', 'Box number', { required: true, unique: true, search: true })),
  level: readonlyField(str(16, '层级', 'Level', { enum: ['box', 'carton'], default: 'box' })),
  parent_id: readonlyField(ref('box', '外箱', 'Carton')),
  worder_id: readonlyField(ref('worder', '工单', 'Work order')),
  product_id: readonlyField(ref('product', '产品', 'Product')),
  icitem_id: readonlyField(ref('icitem', '物料', 'Material')),
  packaging_plan_id: readonlyField(int('包装方案', 'Packaging plan', { nullable: true, default: null })),
  pallet_id: readonlyField(ref('pallet', '栈板', 'Pallet')),
  status: readonlyField(int('状态', 'Status', { enum: BoxStatus.codes, default: BoxStatus.WORKING })),
  fqty: readonlyField(num('数量', 'Quantity')),
  capacity: int('容量', 'Capacity', { min: 0 }),
  weight: { ...num('重量', 'Weight', { min: 0, maxValue: 1e8 }), nullable: true, default: null },
  batch_no: readonlyField(str(64, '批次', 'Batch', { search: true })),
  stock_id: readonlyField(ref('stock', '仓库', 'Warehouse')),
  stock_place_id: readonlyField(ref('stock_place', '库位', 'Place')),
  fdesc: fdesc('备注', 'Remarks'),
} satisfies Record<string, FieldDef>;

const BOX_RELATIONS = {
  ...relationsTo('worder', 'product', 'icitem', 'stock', 'stock_place', 'pallet'),
  parent: { resource: 'box', via: 'parent_id' },
};

export const boxResource = defineResource({
  name: 'box',
  module: 'product_mgt',
  table: 'box',
  label: tr('箱', 'Box'),
  actions: ['get', 'list', 'update'],
  io: false,
  fields: BOX_FIELDS,
  relations: BOX_RELATIONS,
  listColumns: ['fnumber', 'level', 'status', 'icitem_id', 'fqty', 'capacity', 'worder_id', 'pallet_id', 'stock_id'],
  lookups: [
    LIST_BY_IDS,
    {
      path: 'get_box_by_sn',
      by: 'key',
      summary: 'the box an SN is packed in',
      key: {
        field: 'sn',
        type: 'text',
        max: 64,
        find: 'SELECT box_id AS k FROM box_item WHERE sn = $1',
        missing: {
          code: ErrorCode.BOX_LABEL_MISMATCH,
          refusal: (sn) => ({ code: 'stock.sn_in_no_box', params: { sn } }),
        },
      },
    },
  ],
});

// The stock's view of the same boxes (stock_mgt/stock_box): read-only, with warehouse, place and pallet.
export const stockBoxResource = defineResource({
  name: 'stock_box',
  module: 'stock_mgt',
  table: 'box',
  label: tr('库存箱', 'Stock box'),
  actions: ['get', 'list'],
  io: false,
  fields: Object.fromEntries(Object.entries(BOX_FIELDS).map(([k, f]) => [k, readonlyField(f)])),
  relations: BOX_RELATIONS,
  listColumns: ['fnumber', 'status', 'icitem_id', 'fqty', 'batch_no', 'stock_id', 'stock_place_id', 'pallet_id'],
});

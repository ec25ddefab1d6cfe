import { defineResource } from '../../../core/resource/resource.types';
import { num, ref, relationsTo, str, tr } from '../../basicdata';

// The on-hand view (icinventory): the ledger's balance table as a list with the list grammar, read-only. Rows are
// written by postings only (ledger.ts); a balance that went back to zero stays as a row with 0.
export const icinventoryResource = defineResource({
  name: 'icinventory',
  module: 'stock_mgt',
  table: 'icinventory',
  label: tr('即时库存', 'On-hand stock'),
  common: { id: 'int', updated_at: 'datetime' },
  actions: ['list'],
  io: false,
  defaultSort: 'id-asc',
  fields: {
    stock_id: { ...ref('stock', '仓库', 'Warehouse', { required: true }), readonly: true },
    stock_place_id: { ...ref('stock_place', '库位', 'Place'), readonly: true },
    icitem_id: { ...ref('icitem', '物料', 'Material', { required: true }), readonly: true },
    batch_no: str(64, '批次', 'Batch', { readonly: true, search: true }),
    fqty: num('数量', 'Quantity', { readonly: true }),
  },
  relations: relationsTo('stock', 'stock_place', 'icitem'),
  listColumns: ['stock_id', 'stock_place_id', 'icitem_id', 'batch_no', 'fqty'],
});

// Opening balances (期初库存, icinvinitial): one row per warehouse, place, material and batch, each posted as one
// movement (doc type icinvinitial, bill type 41 other in) when imported. Rows are written by the import only.
export const icinvinitialResource = defineResource({
  name: 'icinvinitial',
  module: 'stock_mgt',
  table: 'icinvinitial',
  label: tr('期初库存', 'Opening balance'),
  actions: ['get', 'list'],
  io: false,
  fields: {
    stock_id: { ...ref('stock', '仓库', 'Warehouse', { required: true }), readonly: true },
    stock_place_id: { ...ref('stock_place', '库位', 'Place'), readonly: true },
    icitem_id: { ...ref('icitem', '物料', 'Material', { required: true }), readonly: true },
    batch_no: str(64, '批次', 'Batch', { readonly: true, search: true }),
    fqty: num('期初数量', 'Opening quantity', { readonly: true }),
    fdesc: str(256, '备注', 'Remarks', { readonly: true }),
  },
  relations: relationsTo('stock', 'stock_place', 'icitem'),
  listColumns: ['stock_id', 'stock_place_id', 'icitem_id', 'batch_no', 'fqty', 'created_at'],
});

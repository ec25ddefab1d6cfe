import { defineResource } from '../../../core/resource/resource.types';
import { bool, fdesc, fname, fnumber, int, oneOf, ref, str, tr } from './fields';

export const STOCK_TYPES = ['material', 'product', 'semi', 'defective', 'other'] as const;

// A warehouse (仓库) of a factory (error 1305 when unknown).
export const stockResource = defineResource({
  name: 'stock',
  module: 'basicdata',
  table: 'stock',
  label: tr('仓库', 'Warehouse'),
  fields: {
    fnumber: fnumber('仓库编码', 'Warehouse code'),
    fname: fname('仓库名称', 'Warehouse name'),
    factory_id: ref('factory', '所属工厂', 'Factory', { required: true }),
    stock_type: oneOf(STOCK_TYPES, '仓库类型', 'Warehouse type'),
    keeper: str(64, '仓管员', 'Warehouse keeper'),
    address: str(256, '仓库地址', 'Address'),
    use_place: bool('启用库位管理', 'Managed by storage places'),
    allow_negative: bool('允许负库存', 'Allow negative stock'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    factory: { resource: 'factory', via: 'factory_id' },
  },
});

// A storage place (库位) inside a warehouse, as a tree (area > shelf > bin) through parent_id; NULL parent = a root.
// Codes are unique across warehouses so a scanned place label names one place.
export const stockPlaceResource = defineResource({
  name: 'stock_place',
  module: 'basicdata',
  table: 'stock_place',
  label: tr('库位', 'Storage place'),
  fields: {
    fnumber: fnumber('库位编码', 'Place code'),
    fname: fname('库位名称', 'Place name'),
    stock_id: ref('stock', '所属仓库', 'Warehouse', { required: true }),
    parent_id: ref('stock_place', '上级库位', 'Parent place'),
    seq: int('显示顺序', 'Display order', { min: 0 }),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    stock: { resource: 'stock', via: 'stock_id' },
    parent: { resource: 'stock_place', via: 'parent_id' },
  },
});

import { group, needs, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/stock_mgt';
const G = 'stock_mgt';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'stock_mgt', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'stock_mgt', path, opts);
const LIST_DETAIL = ['list', 'detail'] as const;
const TRACE = (call: string) => needs({ module: 'stock_mgt', name: 'icstockbill_trace' }, call);

// 001 §2 "Stock management"; the resource names follow the calls of 001 §7 where they differ from the path.
export const stockMgtRoutes: RouteNode = group(
  'stock_mgt',
  titleOf('group', 'stock_mgt'),
  [
    r('pick_material', { screens: LIST_DETAIL }),
    r('material_preparation_work', { screens: LIST_DETAIL, resource: { name: 'material_prepare' } }),
    r('bundle', {
      extra: [
        p('batch_create', { resource: 'bundle', title: titleOf(G, 'bundle_batch_create') }),
        { ...p('update', { resource: 'bundle', title: titleOf(G, 'bundle_update') }), hidden: true },
      ],
    }),
    r('product_instock', { screens: LIST_DETAIL, resource: { name: 'product_receipt' } }),
    r('product_pick', { screens: LIST_DETAIL }),
    r('cs_instock', { screens: LIST_DETAIL }),
    r('other_instock', { screens: LIST_DETAIL, resource: { name: 'ex_instock' } }),
    r('material_shelving', { screens: LIST_DETAIL }),
    r('other_outstock', { screens: LIST_DETAIL, resource: { name: 'ex_outstock' } }),
    r('material_return', { screens: LIST_DETAIL, view: true }),
    // The tracing screens need their own call's permission (icstockbill_trace has no list).
    { ...p('barcode_track', { resource: 'icstockbill_trace' }), require: TRACE('getbarcode') },
    { ...p('icitem_track', { resource: 'icstockbill_trace' }), require: TRACE('geticitem') },
    r('pallet', { screens: LIST_DETAIL }),
    r('stock_box', { screens: LIST_DETAIL }),
    r('icinvcheck'),
    r('icinventory', { screens: ['list'] }),
    r('icinvinitial', { screens: ['list'] }),
    r('immediate', { screens: ['list'], resource: { module: 'basicdata', name: 'stock' } }),
    r('material_preparation', { screens: LIST_DETAIL, resource: { name: 'material_prepare' } }),
    r('clodop_device'),
  ],
  { icon: 'inbox', redirect: `${B}/pick_material/list` },
);

/** 001 §2: stock_material_split lives at /stock_material_split (details in view mode). */
export const stockMaterialSplitRoutes: RouteNode = {
  ...resource('group', 'stock_mgt', 'stock_material_split', '', { view: true, resource: { name: 'material_rec' } }),
  icon: 'scissor',
};

import { group, needs, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/stock_mgt';
const G = 'stock_mgt';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'stock_mgt', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'stock_mgt', path, opts);
const LIST_DETAIL = ['list', 'detail'] as const;
const STOCK_DOCUMENTS = [
  'despatch_advice',
  'outstock',
  'loss_out',
  'profit_in',
  'transfer_stock',
  'product_receipt_operation',
  'outstock_operation',
] as const;

// On-hand stock has a screen of its own (web/src/stock): the balances of icinventory read by stock/immediate.
function immediate(): RouteNode {
  const title = titleOf(G, 'immediate');
  return {
    path: 'immediate',
    title,
    redirect: `${B}/immediate/list`,
    children: [
      {
        path: 'list',
        title,
        screen: { kind: 'page', name: 'stock_mgt/immediate' },
        require: { allOf: ['basicdata.stock.immediate'] },
      },
    ],
  };
}

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
        p('batch_create', {
          resource: 'bundle',
          name: 'stock_mgt/bundle/batch_create',
          title: titleOf(G, 'bundle_batch_create'),
        }),
        {
          // a supplier's reel label scanned against a receipt (docs/msd.md, "The receive screen")
          ...p('receive_label', {
            resource: 'bundle',
            name: 'stock_mgt/bundle/receive_label',
            title: titleOf(G, 'bundle_receive_label'),
          }),
          require: needs({ module: 'stock_mgt', name: 'bundle' }, 'receive_label'),
        },
        {
          ...p('update', { resource: 'bundle', name: 'stock_mgt/bundle/update', title: titleOf(G, 'bundle_update') }),
          hidden: true,
        },
      ],
    }),
    r('product_instock', { resource: { name: 'product_receipt' } }),
    r('product_pick'),
    // 001 §2 lists the receipts' list and details; the clerk makes a receipt too (issue 33, defect 13): a create screen
    r('cs_instock'),
    r('other_instock', { resource: { name: 'ex_instock' } }),
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
    immediate(),
    r('material_preparation', { screens: LIST_DETAIL, resource: { name: 'material_prepare' } }),
    r('clodop_device'),
    // the generic stock documents of 000 §7 and their operation documents (docs/stock.md)
    ...STOCK_DOCUMENTS.map((name) => r(name)),
  ],
  { icon: 'inbox', redirect: `${B}/pick_material/list` },
);

/** 001 §2: stock_material_split lives at /stock_material_split (details in view mode). */
export const stockMaterialSplitRoutes: RouteNode = {
  ...resource('group', 'stock_mgt', 'stock_material_split', '', { view: true, resource: { name: 'material_split' } }),
  icon: 'scissor',
};

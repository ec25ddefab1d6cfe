import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/product_coll';
const G = 'product_coll';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'product_coll', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'product_coll', path, opts);

// A list screen of its own (the tracing lists are calls, not resources): base path -> list, its permission the call's.
const listPage = (name: string): RouteNode => ({
  path: name,
  title: titleOf(G, name),
  redirect: `${B}/${name}/list`,
  children: [
    {
      ...p('list', { resource: name, title: titleOf(G, name) }),
      path: 'list',
      screen: { kind: 'page', name: `product_coll/${name}/list` },
    },
  ],
});

// 001 §2 "Product collection and tracing"; calls under /api/v1/product_coll (001 §7).
export const productCollRoutes: RouteNode = group(
  'product_coll',
  titleOf('group', 'product_coll'),
  [
    listPage('station_log'),
    listPage('product_item'),
    p('product_track'),
    group(
      'repair_record',
      titleOf(G, 'repair_record'),
      [
        p('list', { resource: 'repair_record', title: titleOf(G, 'repair_record_list') }),
        p('bad_enter', { resource: 'repair_record', title: titleOf(G, 'repair_record_bad_enter') }),
        p('repair_enter', { resource: 'repair_record', title: titleOf(G, 'repair_record_repair_enter') }),
        p('export', { resource: 'repair_record', title: titleOf(G, 'repair_record_export') }),
        p('repair_replace', { resource: 'repair_record', title: titleOf(G, 'repair_record_repair_replace') }),
      ],
      { redirect: `${B}/repair_record/list` },
    ),
    group(
      'unbind',
      titleOf(G, 'unbind'),
      [
        p('material', { resource: 'unbind', title: titleOf(G, 'unbind_material') }),
        p('bn_table', { resource: 'unbind', title: titleOf(G, 'unbind_bn_table') }),
        p('sn_recycle', { resource: 'unbind', title: titleOf(G, 'unbind_sn_recycle') }),
        p('sn_recycle/list', { resource: 'unbind', title: titleOf(G, 'unbind_sn_recycle_list') }),
        p('unboxing_rework', { resource: 'unbind', title: titleOf(G, 'unbind_unboxing_rework') }),
      ],
      { redirect: `${B}/unbind/material` },
    ),
    r('smt_board_station_log', { screens: ['list'] }),
    r('smt_board_items', { screens: ['list'] }),
  ],
  { icon: 'search', redirect: `${B}/station_log/list` },
);

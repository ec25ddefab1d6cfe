import { group, page, resource, titleOf } from './route-builders';
import type { ResourceRef, RouteNode } from './route-types';

const B = '/stat';
const G = 'stat';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'stat', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'stat', path, opts);
const amend: ResourceRef = { module: 'stat', name: 'wip_amend' };
// the amend screens of one followed order: :icpp_id holds the order_wip id (001 §2's path)
const scope = { field: 'order_wip_id', param: 'icpp_id' };
const amendRequire = (...actions: string[]) => ({ allOf: actions.map((a) => `stat.wip_amend.${a}`) });

/** a statistics list of its own (web/src/stat): /stat/<name>/list, needing the stat call's permission */
const stat = (name: string): RouteNode => ({
  path: name,
  title: titleOf(G, name),
  children: [{ ...p('list', { resource: name, name: `stat/${name}/list`, title: titleOf(G, name) }) }],
  redirect: `${B}/${name}/list`,
});

// 001 §2 "Statistics"; calls under /api/v1/stat (001 §7), docs/statistics.md.
export const statRoutes: RouteNode = group(
  'stat',
  titleOf('group', 'stat'),
  [
    p('dashboard', { resource: 'dashboard', title: titleOf('dashboard', 'supervisor') }),
    stat('station_stat'),
    stat('product_stat'),
    stat('worder_stat'),
    stat('product_line_stat'),
    // product search: the finished products found by SN, order or time (the tracing list, its reads)
    {
      path: 'product_find',
      title: titleOf(G, 'product_find'),
      redirect: `${B}/product_find/list`,
      children: [
        {
          ...page(G, 'product_coll', 'list', { name: 'stat/product_find/list', title: titleOf(G, 'product_find') }),
          require: { allOf: ['product_coll.product_item.list'] },
        },
      ],
    },
    p('summary/summary', { resource: 'product_line_stat', title: titleOf(G, 'summary') }),
    r('order_wip', {
      extra: [
        {
          path: ':icpp_id/amend/list',
          hidden: true,
          title: titleOf(G, 'order_wip_amend_list'),
          screen: { kind: 'list', resource: amend, scope },
          require: amendRequire('list'),
        },
        {
          path: ':icpp_id/amend/create',
          hidden: true,
          title: titleOf(G, 'order_wip_amend_create'),
          screen: { kind: 'create', resource: amend, scope },
          require: amendRequire('list', 'create'),
        },
        {
          path: ':icpp_id/amend/:id',
          hidden: true,
          title: titleOf(G, 'order_wip_amend_detail'),
          screen: { kind: 'detail', resource: amend },
          require: amendRequire('list'),
        },
      ],
    }),
  ],
  { icon: 'barChart', redirect: `${B}/station_stat/list` },
);

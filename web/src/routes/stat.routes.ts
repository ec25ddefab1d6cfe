import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/stat';
const G = 'stat';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'stat', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'stat', path, opts);
const amend = { resource: 'wip_amend' };

// 001 §2 "Statistics"; calls under /api/v1/stat (001 §7).
export const statRoutes: RouteNode = group(
  'stat',
  titleOf('group', 'stat'),
  [
    p('dashboard', { resource: 'dashboard', title: titleOf('dashboard', 'supervisor') }),
    r('station_stat', { screens: ['list'] }),
    r('product_stat', { screens: ['list'] }),
    r('worder_stat', { screens: ['list'] }),
    r('product_line_stat', { screens: ['list'] }),
    r('product_find', { screens: ['list'] }),
    p('summary/summary', { resource: 'summary', title: titleOf(G, 'summary') }),
    r('order_wip', {
      extra: [
        { ...p(':icpp_id/amend/list', { ...amend, title: titleOf(G, 'order_wip_amend_list') }), hidden: true },
        { ...p(':icpp_id/amend/create', { ...amend, title: titleOf(G, 'order_wip_amend_create') }), hidden: true },
        { ...p(':icpp_id/amend/:id', { ...amend, title: titleOf(G, 'order_wip_amend_detail') }), hidden: true },
      ],
    }),
  ],
  { icon: 'barChart', redirect: `${B}/station_stat/list` },
);

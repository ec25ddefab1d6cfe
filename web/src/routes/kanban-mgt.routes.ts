import { group, page, needs, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/kanban_mgt';
const G = 'kanban_mgt';
const KANBAN = { module: 'kanban', name: 'settings' };

/** A kanban_mgt entry that opens a screen of the kanban app (a separate app under /kanban/). */
function toKanban(path: string, href: string): RouteNode {
  return { path, title: titleOf(G, path), href, require: needs(KANBAN, 'list') };
}

// 001 §2 "Kanban management": login_code here; preview and the boards redirect to the kanban screens.
export const kanbanMgtRoutes: RouteNode = group(
  'kanban_mgt',
  titleOf('group', 'kanban_mgt'),
  [
    page(G, 'kanban_mgt', 'screens', { resource: 'screen' }),
    page(G, 'kanban', 'login_code', { resource: 'settings' }),
    toKanban('preview', '/kanban/home'),
    toKanban('smt_order', '/kanban/smt_order/list'),
    toKanban('worder', '/kanban/worder/list'),
    toKanban('order_wip', '/kanban/order_wip/list'),
    toKanban('package', '/kanban/package/list'),
    toKanban('product_line', '/kanban/product_line'),
  ],
  { icon: 'dashboard', redirect: `${B}/screens` },
);

// 001 §2 "System": hidden; global_settings and op_log are named without screens: ours are in docs/system-pages.md.
export const systemRoutes: RouteNode = group(
  'system',
  titleOf('group', 'system'),
  [page('system', 'system', 'global_settings'), page('system', 'system', 'op_log')],
  { hidden: true, icon: 'setting', redirect: '/system/global_settings' },
);

const D = '/device_display';
const dp = (path: string, opts: Parameters<typeof page>[3] = {}) =>
  page('device_display', 'device_display', path, opts);

// 001 §2 "Device display": handheld screens; the base path opens the menu.
export const deviceDisplayRoutes: RouteNode = group(
  'device_display',
  titleOf('group', 'device_display'),
  [
    dp('menu'),
    dp('smt_order_list'),
    dp('worder_list'),
    dp('login_code'),
    group(
      'product_line',
      titleOf('device_display', 'product_line'),
      [
        dp('worder_type', { resource: 'product_line', title: titleOf('device_display', 'product_line') }),
        {
          ...dp(':worder_type', { resource: 'product_line', title: titleOf('device_display', 'product_line') }),
          hidden: true,
        },
      ],
      { redirect: `${D}/product_line/worder_type` },
    ),
    group(
      'stock_material_rec',
      titleOf('device_display', 'stock_material_rec'),
      [
        dp('create', { resource: 'stock_material_rec', title: titleOf('device_display', 'stock_material_rec') }),
        {
          ...dp(':id', { resource: 'stock_material_rec', title: titleOf('device_display', 'stock_material_rec') }),
          hidden: true,
        },
      ],
      { redirect: `${D}/stock_material_rec/create` },
    ),
  ],
  { icon: 'mobile', redirect: `${D}/menu` },
);

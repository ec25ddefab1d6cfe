import { describe, expect, it } from '@jest/globals';
import zhRoutes from '../i18n/locales/routes.zh-CN.json';
import enRoutes from '../i18n/locales/routes.en-US.json';
import { hasAny, meets, type Grants } from '@mes/client';
import {
  LEGACY_REDIRECTS,
  ROUTES,
  buildMenu,
  findRoute,
  flattenRoutes,
  legacyTarget,
  openKeysFor,
  selectedKeyFor,
  type MenuEntry,
} from './index';

const flat = flattenRoutes(ROUTES);
const BASICDATA = [
  'factory',
  'icitem_mapping',
  'aux_msg',
  'error_code',
  'icitem',
  'label_template',
  'supplier',
  'organization',
  'permission',
  'product',
  'product_home',
  'product_line',
  'project',
  'role',
  'station',
  'stock',
  'stock_place',
  'department',
  'users',
  'bundle_rules',
  'scancode_parser',
  'barcode_label_design',
  'device_asset',
  'position',
  'smt_machine',
];
const crud = (base: string) => [`${base}`, `${base}/list`, `${base}/create`, `${base}/7`];
const listDetail = (base: string) => [`${base}`, `${base}/list`, `${base}/7`];
const change = (base: string) => [`${base}/3/change/list`, `${base}/3/change/create`, `${base}/3/change/9`];

// Every screen of 000 §2 and 001 §2 (kanban's own screens live in the kanban app).
const SPEC_PATHS = [
  '/home',
  '/user/login',
  '/user/logout',
  '/user/redirect',
  '/user/settings',
  ...BASICDATA.flatMap((m) => crud(`/basicdata/${m}`)),
  ...crud('/workflow'),
  ...crud('/worder'),
  ...crud('/reworder'),
  ...[
    'smt_order',
    'sn_policy',
    'bn_policy',
    'packaging_plan',
    'material_binding_policy',
    'material_lotno',
    'glue_plan',
    'label_design',
    'station_sop',
    'test_item_check',
    'smt_barcode_policy',
    'steel_mesh',
    'icbom',
    'icmo',
    'icpp',
    'icma',
    'smt_feeder',
  ].flatMap((m) => crud(`/product_mgt/${m}`)),
  ...listDetail('/product_mgt/order_reporting'),
  '/product_mgt/sn_table/list',
  '/product_mgt/bn_table/list',
  ...listDetail('/product_mgt/box'),
  '/product_mgt/box_items',
  '/product_mgt/material_binding_details',
  '/product_mgt/glue_items',
  '/product_mgt/smt_barcode_table/list',
  '/product_mgt/smt_bad_mark/create/5',
  '/product_mgt/material_inventory/icpp/list',
  '/product_mgt/material_inventory/icpp/5',
  '/product_mgt/icbom/5/multi_expand',
  ...change('/product_mgt/icbom'),
  ...change('/product_mgt/icmo'),
  ...change('/product_mgt/icpp'),
  ...change('/product_mgt/smt_feeder'),
  '/product_mgt/production_scheduling',
  '/product_mgt/production_scheduling/operation',
  '/product_mgt/production_scheduling/logs',
  ...[
    'pick_material',
    'material_preparation_work',
    'product_instock',
    'product_pick',
    'cs_instock',
    'other_instock',
    'material_shelving',
    'other_outstock',
    'material_return',
    'material_preparation',
  ].flatMap((m) => listDetail(`/stock_mgt/${m}`)),
  ...crud('/stock_mgt/bundle'),
  '/stock_mgt/bundle/batch_create',
  '/stock_mgt/bundle/update',
  '/stock_mgt/barcode_track',
  '/stock_mgt/icitem_track',
  '/stock_mgt/immediate/list',
  ...crud('/stock_material_split'),
  ...crud('/stock_mgt/clodop_device'),
  ...[
    'check_x',
    'annexe_binging',
    'box_subtract',
    'box_subjoin',
    'packing',
    'calibration_weight',
    'print_label',
    'material_binding',
    'put_material',
    'glue',
    'box_export',
    'general_test',
    'download',
    'function_outward_test',
    'mmi_test',
    'scan_input_test',
  ].map((s) => `/work/${s}`),
  ...listDetail('/work/pick_material'),
  ...listDetail('/work/material_return'),
  ...listDetail('/work/shift_order'),
  ...crud('/work/material_split'),
  ...crud('/work/smt_feeding'),
  '/work/smt_feeding/4/track',
  ...['scanning', 'scan_checking', 'unloading', 'splicing', 'splice_checking', 'full_checking'].map(
    (s) => `/work/smt_feeding/4/${s}/2`,
  ),
  '/work/smt_feeding/4/changing',
  '/work/smt_feeding/4/change_checking',
  ...['dm_period', 'dm_item', 'dm_record', 'dm_repair_record'].flatMap((m) => crud(`/device_maintenance/${m}`)),
  '/device_maintenance/dm_record/create/fperiod/1/fdevice/2',
  '/device_maintenance/dm_stat/stat',
  '/device_maintenance/dm_related_item/main',
  '/device_maintenance/dm_enter',
  '/spc/chart',
  '/spc/alarms',
  ...crud('/spc/spc_characteristic'),
  '/product_coll/station_log/list',
  '/product_coll/product_item/list',
  '/product_coll/product_track',
  ...['list', 'bad_enter', 'repair_enter', 'export', 'repair_replace'].map((s) => `/product_coll/repair_record/${s}`),
  ...['material', 'bn_table', 'sn_recycle', 'sn_recycle/list', 'unboxing_rework'].map(
    (s) => `/product_coll/unbind/${s}`,
  ),
  '/product_coll/smt_board_station_log/list',
  '/product_coll/smt_board_items/list',
  ...['station_stat', 'product_stat', 'worder_stat', 'product_line_stat', 'product_find'].map((s) => `/stat/${s}/list`),
  '/stat/summary/summary',
  ...crud('/stat/order_wip'),
  '/stat/order_wip/8/amend/list',
  '/stat/order_wip/8/amend/create',
  '/stat/order_wip/8/amend/9',
  ...['login_code', 'preview', 'smt_order', 'worder', 'order_wip', 'package', 'product_line'].map(
    (s) => `/kanban_mgt/${s}`,
  ),
  '/system/global_settings',
  '/system/op_log',
  ...[
    'menu',
    'smt_order_list',
    'worder_list',
    'login_code',
    'product_line/worder_type',
    'product_line/3',
    'stock_material_rec/create',
    'stock_material_rec/5',
  ].map((s) => `/device_display/${s}`),
];

const admin: Grants = { roles: ['admin'], permissions: [] };
const nobody: Grants = { roles: ['operator'], permissions: [] };
const titles = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.title.key, ...titles(e.children ?? [])]);
const keys = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...keys(e.children ?? [])]);

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

describe('the route table', () => {
  it.each(SPEC_PATHS)('has a screen or a redirect for %s', (path) => {
    const route = findRoute(flat, path);
    expect(route).not.toBeNull();
    expect(route!.node.screen ?? route!.node.redirect ?? route!.node.href).toBeDefined();
  });

  it('declares every path once', () => {
    const paths = flat.map((r) => r.fullPath);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('has every title in both languages', () => {
    const missing: string[] = [];
    for (const { node } of flat) {
      for (const key of [node.title.key, node.title.nameKey].filter((k): k is string => !!k)) {
        const sub = key.replace(/^routes\./, '');
        for (const [lang, tree] of [
          ['zh-CN', zhRoutes],
          ['en-US', enRoutes],
        ] as const) {
          if (typeof lookup(tree, sub) !== 'string') missing.push(`${lang}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps error_code create alive and sends base paths to their lists', () => {
    const create = findRoute(flat, '/basicdata/error_code/create')!.node.screen;
    expect(create).toMatchObject({ kind: 'create', keepAlive: true });
    expect(findRoute(flat, '/basicdata/factory')!.node.redirect).toBe('/basicdata/factory/list');
    expect(findRoute(flat, '/user')!.node.redirect).toBe('/user/settings');
    expect(findRoute(flat, '/basicdata/users/list')!.node.screen).toMatchObject({
      resource: { module: 'basicdata', name: 'user' },
    });
  });

  it('lets the clerk make a material receipt (issue 33, defect 13)', () => {
    for (const [path, name] of [
      ['/stock_mgt/cs_instock/create', 'cs_instock'],
      ['/stock_mgt/other_instock/create', 'ex_instock'],
    ] as const) {
      const route = findRoute(flat, path)!.node;
      expect(route.screen).toMatchObject({ kind: 'create', resource: { module: 'stock_mgt', name } });
      expect(route.require).toEqual({ allOf: [`stock_mgt.${name}.list`, `stock_mgt.${name}.create`] });
    }
  });

  it('sends the kanban_mgt boards to the kanban app', () => {
    expect(findRoute(flat, '/kanban_mgt/worder')!.node.href).toBe('/kanban/worder/list');
  });
});

describe('buildMenu', () => {
  const adminMenu = buildMenu(ROUTES, (r) => meets(admin, r));

  it('shows the admin every visible group and nests resources under them', () => {
    expect(adminMenu.map((e) => e.title.key)).toEqual(
      expect.arrayContaining(['routes.group.home', 'routes.group.basicdata', 'routes.group.stat']),
    );
    const basic = adminMenu.find((e) => e.key === '/basicdata')!;
    const factory = basic.children!.find((e) => e.key === '/basicdata/factory')!;
    expect(factory.children!.map((e) => e.key)).toEqual(['/basicdata/factory/list', '/basicdata/factory/create']);
  });

  it('leaves out hidden routes, details and the permission group', () => {
    const all = keys(adminMenu);
    expect(all).not.toContain('/basicdata/permission');
    expect(all.some((k) => k.includes(':'))).toBe(false);
    expect(all.some((k) => k.startsWith('/system'))).toBe(false);
    expect(all).not.toContain('/user/login');
    expect(titles(adminMenu)).toContain('routes.user.settings');
  });

  it('shows a user without permissions only home and settings', () => {
    const menu = buildMenu(ROUTES, (r) => meets(nobody, r));
    expect(keys(menu)).toEqual(['/home', '/user/settings']);
  });

  it('shows a resource to whoever may list it', () => {
    const g: Grants = { roles: [], permissions: ['basicdata.factory.list'] };
    const menu = buildMenu(ROUTES, (r) => meets(g, r));
    expect(keys(menu)).toEqual(['/home', '/basicdata', '/basicdata/factory/list', '/user/settings']);
    expect(hasAny(g, ['basicdata.factory.create'])).toBe(false);
  });

  it('finds the open groups and the selected entry of a path', () => {
    expect(openKeysFor(adminMenu, '/basicdata/factory/12')).toEqual(['/basicdata', '/basicdata/factory']);
    expect(selectedKeyFor(adminMenu, '/basicdata/factory/12')).toBe('/basicdata/factory/list');
    expect(selectedKeyFor(adminMenu, '/basicdata/factory/create')).toBe('/basicdata/factory/create');
  });
});

describe('legacy redirects', () => {
  it('sends the old paths to the new screens', () => {
    expect(legacyTarget('/production_operations/packing')).toBe('/work/packing');
    expect(legacyTarget('/production_operations/smt_feeding/4/track')).toBe('/work/smt_feeding/4/track');
    expect(legacyTarget('/production_operations/material_preparation')).toBe('/stock_mgt/material_preparation/list');
    expect(legacyTarget('/production_operations/material_preparation/3')).toBe('/stock_mgt/material_preparation/3');
    expect(legacyTarget('/smt_station_log/list')).toBe('/product_coll/smt_board_station_log/list');
    expect(legacyTarget('/smt_barcode_stat/list')).toBe('/product_coll/smt_board_items/list');
    expect(legacyTarget('/basicdata/factory/list')).toBeNull();
  });

  it('lands every redirect on a route of the table', () => {
    for (const r of LEGACY_REDIRECTS) {
      const sample = r.from.replace('*', 'packing');
      const target = legacyTarget(sample)!;
      expect(findRoute(flat, target)).not.toBeNull();
    }
  });
});

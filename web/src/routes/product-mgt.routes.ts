import { changeScreens, group, needs, page, resource, titleOf } from './route-builders';
import type { ResourceRef, RouteNode } from './route-types';

const B = '/product_mgt';
const G = 'product_mgt';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'product_mgt', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'product_mgt', path, opts);
const BAD_MARK: ResourceRef = { module: 'product_mgt', name: 'smt_bad_mark' };
const SCHEDULING_LOG: ResourceRef = { module: 'product_mgt', name: 'production_scheduling_log' };
const GLUE_ITEM: ResourceRef = { module: 'product_mgt', name: 'glue_item' };

// 001 §2 "Product management": most resources are list, create and :id; the exceptions are spelled out.
export const productMgtRoutes: RouteNode = group(
  'product_mgt',
  titleOf('group', 'product_mgt'),
  [
    r('smt_order', { view: true }),
    r('order_reporting', { screens: ['list', 'detail'] }),
    r('sn_policy'),
    r('sn_table', { screens: ['list'] }),
    r('bn_policy'),
    r('bn_table', { screens: ['list'] }),
    r('packaging_plan'),
    r('box', { screens: ['list', 'detail'] }),
    // box_items finds a box by its label or an SN: the permissions of those two calls.
    {
      ...p('box_items'),
      require: { allOf: ['production_operations.adjust_box.getBoxByFnumber', 'product_mgt.box.get_box_by_sn'] },
    },
    p('material_binding_details', { resource: 'binding_details' }),
    r('material_binding_policy'),
    r('material_lotno', { hidden: true }),
    // a single screen (001 §2): the generic list of the glue weighings (glue/items/list serves the same rows)
    {
      path: 'glue_items',
      title: titleOf(G, 'glue_items'),
      screen: { kind: 'list', resource: GLUE_ITEM },
      require: needs(GLUE_ITEM, 'list'),
    },
    r('glue_plan'),
    r('label_design'),
    r('station_sop'),
    r('test_item_check'),
    r('smt_barcode_policy'),
    r('smt_barcode_table', { screens: ['list'] }),
    r('smt_bad_mark', {
      extra: [
        {
          path: 'create/:id',
          hidden: true,
          title: { key: 'routes.action.copyCreate', nameKey: 'routes.product_mgt.smt_bad_mark' },
          screen: { kind: 'create', resource: BAD_MARK, copyParam: 'id' },
          require: needs(BAD_MARK, 'list', 'create'),
        },
      ],
    }),
    r('steel_mesh'),
    group(
      'material_inventory',
      titleOf(G, 'material_inventory'),
      [
        p('icpp/list', {
          name: 'product_mgt/material_inventory/list',
          resource: 'material_inventory',
          title: titleOf(G, 'material_inventory'),
        }),
        p('icpp/:icpp_id', {
          name: 'product_mgt/material_inventory/detail',
          resource: 'material_inventory',
          hidden: true,
          title: { key: 'routes.action.detail', nameKey: 'routes.product_mgt.material_inventory' },
        }),
      ],
      { redirect: `${B}/material_inventory/icpp/list` },
    ),
    r('icbom', {
      extra: [
        {
          ...p(':id/multi_expand', {
            name: 'product_mgt/icbom/multi_expand',
            resource: 'icbom',
            title: titleOf(G, 'icbom_multi_expand'),
          }),
          hidden: true,
        },
        ...changeScreens(G, 'product_mgt', 'icbom'),
      ],
    }),
    r('icmo', { extra: changeScreens(G, 'product_mgt', 'icmo') }),
    r('icpp', { extra: changeScreens(G, 'product_mgt', 'icpp') }),
    r('icma', { view: true }),
    r('smt_feeder', { extra: changeScreens(G, 'product_mgt', 'smt_feeder') }),
    group(
      'production_scheduling',
      titleOf(G, 'production_scheduling'),
      [
        p('operation', {
          name: 'product_mgt/production_scheduling/operation',
          resource: 'production_scheduling',
          title: titleOf(G, 'production_scheduling_operation'),
        }),
        {
          path: 'logs',
          title: titleOf(G, 'production_scheduling_logs'),
          require: needs(SCHEDULING_LOG, 'list'),
          screen: { kind: 'list', resource: SCHEDULING_LOG },
        },
      ],
      { redirect: `${B}/production_scheduling/operation` },
    ),
  ],
  { icon: 'appstore', redirect: `${B}/smt_order/list` },
);

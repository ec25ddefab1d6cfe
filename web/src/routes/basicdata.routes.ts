import { group, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/basicdata';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) =>
  resource('basicdata', 'basicdata', path, B, opts);

// 000 §2: every master-data module has a base path (to its list), list, create and :id (details, hidden).
export const basicdataRoutes: RouteNode = group(
  'basicdata',
  titleOf('group', 'basicdata'),
  [
    r('factory'),
    r('icitem_mapping'),
    r('icitem_mpn'),
    r('aux_msg'),
    r('error_code', { keepAlive: true }),
    r('icitem'),
    r('label_template'),
    r('supplier'),
    r('organization'),
    r('permission', { hidden: true }),
    r('product'),
    r('product_home'),
    r('product_line'),
    r('project'),
    r('role'),
    r('station'),
    r('stock'),
    r('stock_place'),
    r('department'),
    r('users', { resource: { name: 'user' } }),
    r('bundle_rules'),
    r('scancode_parser'),
    r('barcode_label_design'),
    r('device_asset'),
    r('position'),
    r('smt_machine'),
  ],
  { icon: 'database', redirect: `${B}/factory/list` },
);

// /workflow, /worder and /reworder follow the same list/create/:id shape at the top level.
export const orderRoutes: RouteNode[] = [
  { ...resource('group', 'product_mgt', 'workflow', ''), icon: 'apartment' },
  { ...resource('group', 'product_mgt', 'worder', ''), icon: 'fileText' },
  { ...resource('group', 'product_mgt', 'reworder', ''), icon: 'fileSync' },
];

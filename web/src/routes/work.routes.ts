import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode, Title } from './route-types';

const B = '/work';
const G = 'work';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'work', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'work', path, opts);
const step = (path: string, key: string): RouteNode => ({
  ...p(path, {
    resource: 'smt_feeding',
    name: `work/smt_feeding/${key}`,
    title: { key: `routes.work.smt_feeding_${key}` } as Title,
  }),
  hidden: true,
});

// 001 §2 "Shop-floor operations". Screens sharing one implementation name it (name: the shared screen).
export const workRoutes: RouteNode = group(
  'work',
  titleOf('group', 'work'),
  [
    p('check_x'),
    p('annexe_binging'),
    p('box_subtract'),
    p('box_subjoin'),
    p('packing'),
    p('calibration_weight'),
    p('print_label'),
    p('material_binding'),
    p('put_material'),
    p('glue'),
    p('box_export'),
    p('general_test', { name: 'work/station_test?function=GENERAL_TEST' }),
    p('download', { name: 'work/station_test?function=DOWNLOAD' }),
    p('function_outward_test', { name: 'work/station_test?function=CHECK_OUTWARD' }),
    p('mmi_test', { name: 'work/mmi_test?function=MMI_TEST' }),
    p('scan_input_test', { name: 'work/mmi_test?function=GENERAL_TEST' }),
    r('pick_material', { screens: ['list', 'detail'], resource: { module: 'stock_mgt' } }),
    r('material_return', { screens: ['list', 'detail'], resource: { module: 'stock_mgt' } }),
    r('shift_order', { screens: ['list', 'detail'] }),
    r('material_split', { resource: { module: 'stock_mgt', name: 'material_split' } }),
    r('smt_feeding', {
      extra: [
        step(':id/track', 'track'),
        step(':id/scanning/:turns', 'scanning'),
        step(':id/scan_checking/:turns', 'scan_checking'),
        step(':id/unloading/:turns', 'unloading'),
        step(':id/splicing/:turns', 'splicing'),
        step(':id/splice_checking/:turns', 'splice_checking'),
        step(':id/changing', 'changing'),
        step(':id/change_checking', 'change_checking'),
        step(':id/full_checking/:turns', 'full_checking'),
      ],
    }),
  ],
  { icon: 'tool', redirect: `${B}/packing` },
);

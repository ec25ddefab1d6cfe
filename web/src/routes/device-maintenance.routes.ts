import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/device_maintenance';
const G = 'device_maintenance';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'device_maintenance', path, B, opts);
const p = (path: string, opts: Parameters<typeof page>[3] = {}) => page(G, 'device_maintenance', path, opts);

// 001 §2 "Device maintenance"; calls under /api/v1/device_maintenance (001 §7).
export const deviceMaintenanceRoutes: RouteNode = group(
  'device_maintenance',
  titleOf('group', 'device_maintenance'),
  [
    r('dm_period'),
    r('dm_item'),
    r('dm_record', {
      extra: [
        {
          ...p('create/fperiod/:fperiodid/fdevice/:fdeviceid', {
            resource: 'dm_record',
            title: { key: 'routes.action.create', nameKey: 'routes.device_maintenance.dm_record' },
          }),
          hidden: true,
        },
      ],
    }),
    r('dm_repair_record'),
    p('dm_stat/stat', { resource: 'dm_stat', title: titleOf(G, 'dm_stat') }),
    p('dm_related_item/main', { resource: 'dm_related_item', title: titleOf(G, 'dm_related_item') }),
    p('dm_enter'),
  ],
  { icon: 'build', redirect: `${B}/dm_period/list` },
);

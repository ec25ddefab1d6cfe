import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/spc';
const G = 'spc';

// Statistical process control (issue 35, docs/spc.md): the characteristics declared on the engine, a
// characteristic's chart (its call's permission), and the alarms (the list call's permission).
export const spcRoutes: RouteNode = group(
  'spc',
  titleOf('group', 'spc'),
  [
    {
      ...page(G, 'spc', 'chart', { resource: 'spc_characteristic', title: titleOf(G, 'chart') }),
      require: { allOf: ['spc.spc_characteristic.chart'] },
    },
    page(G, 'spc', 'alarms', { resource: 'spc_alarm', title: titleOf(G, 'alarms') }),
    resource(G, 'spc', 'spc_characteristic', B),
  ],
  { icon: 'barChart', redirect: `${B}/chart` },
);

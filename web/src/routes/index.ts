import { basicdataRoutes, orderRoutes } from './basicdata.routes';
import { cfxRoutes } from './cfx.routes';
import { deviceMaintenanceRoutes } from './device-maintenance.routes';
import { deviceDisplayRoutes, kanbanMgtRoutes, systemRoutes } from './kanban-mgt.routes';
import { productCollRoutes } from './product-coll.routes';
import { productMgtRoutes } from './product-mgt.routes';
import { spcRoutes } from './spc.routes';
import { statRoutes } from './stat.routes';
import { stockMaterialSplitRoutes, stockMgtRoutes } from './stock-mgt.routes';
import type { RouteNode } from './route-types';
import { workRoutes } from './work.routes';

// The back office's route table, in menu order. / redirects to /home; /user to /user/settings.
export const ROUTES: readonly RouteNode[] = [
  { path: 'home', title: { key: 'routes.group.home' }, icon: 'home', screen: { kind: 'shell', id: 'home' } },
  basicdataRoutes,
  ...orderRoutes,
  productMgtRoutes,
  stockMgtRoutes,
  stockMaterialSplitRoutes,
  workRoutes,
  deviceMaintenanceRoutes,
  cfxRoutes,
  spcRoutes,
  productCollRoutes,
  statRoutes,
  kanbanMgtRoutes,
  deviceDisplayRoutes,
  systemRoutes,
  {
    path: 'user',
    title: { key: 'routes.group.user' },
    icon: 'user',
    redirect: '/user/settings',
    children: [
      {
        path: 'login',
        title: { key: 'routes.user.login' },
        hidden: true,
        public: true,
        screen: { kind: 'shell', id: 'login' },
      },
      {
        path: 'logout',
        title: { key: 'routes.user.logout' },
        hidden: true,
        public: true,
        screen: { kind: 'shell', id: 'logout' },
      },
      {
        path: 'redirect',
        title: { key: 'routes.user.redirect' },
        hidden: true,
        public: true,
        screen: { kind: 'shell', id: 'redirect' },
      },
      {
        path: 'settings',
        title: { key: 'routes.user.settings' },
        icon: 'user',
        screen: { kind: 'shell', id: 'settings' },
      },
    ],
  },
];

export * from './route-types';
export * from './route-table';
export * from './menu';
export { LEGACY_REDIRECTS, legacyTarget } from './legacy-redirects';

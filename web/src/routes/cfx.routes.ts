import { group, page, resource, titleOf } from './route-builders';
import type { RouteNode } from './route-types';

const B = '/cfx';
const G = 'cfx';
const r = (path: string, opts: Parameters<typeof resource>[4] = {}) => resource(G, 'cfx', path, B, opts);

// IPC-CFX machines (issue 22, docs/cfx.md): the machines declared on the engine, their message log, and the monitor.
export const cfxRoutes: RouteNode = group(
  'cfx',
  titleOf('group', 'cfx'),
  [
    page(G, 'cfx', 'monitor', { resource: 'cfx_machine', title: titleOf(G, 'monitor') }),
    r('cfx_machine'),
    r('cfx_account'),
    r('cfx_message', { screens: ['list', 'detail'] }),
  ],
  { icon: 'tool', redirect: `${B}/monitor` },
);

import type { Requirement } from '@mes/client';
import type { IconName, ResourceRef, RouteNode, Scope, Title } from './route-types';

// Short builders for the shapes the spec repeats: a resource with list, create and details; a single screen; a group.

export type ResourceScreen = 'list' | 'create' | 'detail';

export type ResourceOptions = {
  /** the server's resource when its name differs from the route segment */
  resource?: Partial<ResourceRef>;
  /** default: list, create, detail */
  screens?: readonly ResourceScreen[];
  /** details open read-only (view mode) */
  view?: boolean;
  /** the create screen keeps its state when the user leaves it */
  keepAlive?: boolean;
  /** the whole group is left out of the menu */
  hidden?: boolean;
  /** more child screens (change records, step screens, ...) */
  extra?: RouteNode[];
  icon?: IconName;
};

export function permission(ref: ResourceRef, action: string): string {
  return `${ref.module}.${ref.name}.${action}`;
}

export function needs(ref: ResourceRef, ...actions: string[]): Requirement {
  return { allOf: actions.map((a) => permission(ref, a)) };
}

export function titleOf(group: string, name: string): Title {
  return { key: `routes.${group}.${name}` };
}

/** A resource: its base path redirects to its list; list and create in the menu; details hidden. */
export function resource(
  group: string,
  module: string,
  path: string,
  base: string,
  opts: ResourceOptions = {},
): RouteNode {
  const ref: ResourceRef = { module, name: path, ...opts.resource };
  const title = titleOf(group, path);
  const screens = opts.screens ?? ['list', 'create', 'detail'];
  const onlyList = screens.filter((s) => s !== 'detail').length === 1 && screens.includes('list');
  const children: RouteNode[] = [];
  if (screens.includes('list')) {
    children.push({
      path: 'list',
      title: onlyList ? title : { key: 'routes.action.list', nameKey: title.key, resource: ref },
      screen: { kind: 'list', resource: ref },
      require: needs(ref, 'list'),
    });
  }
  if (screens.includes('create')) {
    children.push({
      path: 'create',
      title: { key: 'routes.action.create', nameKey: title.key, resource: ref },
      screen: { kind: 'create', resource: ref, keepAlive: opts.keepAlive },
      require: needs(ref, 'list', 'create'),
    });
  }
  children.push(...(opts.extra ?? []));
  if (screens.includes('detail')) {
    children.push({
      path: ':id',
      hidden: true,
      title: { key: 'routes.action.detail', nameKey: title.key, resource: ref },
      screen: { kind: 'detail', resource: ref, view: opts.view },
      require: needs(ref, 'list'),
    });
  }
  return {
    path,
    title,
    icon: opts.icon,
    hidden: opts.hidden,
    children,
    redirect: screens.includes('list') ? `${base}/${path}/list` : undefined,
  };
}

/** The change records of a parent (BOM, ICMO, ICPP, feeder): :<parent>_id/change/list, create, :id. */
export function changeScreens(group: string, module: string, parent: string): RouteNode[] {
  const ref: ResourceRef = { module, name: `${parent}_change` };
  const scope: Scope = { field: `${parent}_id`, param: `${parent}_id` };
  const nameKey = `routes.${group}.${parent}`;
  return [
    {
      path: `:${parent}_id/change/list`,
      hidden: true,
      title: { key: 'routes.action.changeList', nameKey },
      screen: { kind: 'list', resource: ref, scope },
      require: needs(ref, 'list'),
    },
    {
      path: `:${parent}_id/change/create`,
      hidden: true,
      title: { key: 'routes.action.changeCreate', nameKey },
      screen: { kind: 'create', resource: ref, scope },
      require: needs(ref, 'list', 'create'),
    },
    {
      path: `:${parent}_id/change/:id`,
      hidden: true,
      title: { key: 'routes.action.changeDetail', nameKey },
      screen: { kind: 'detail', resource: ref },
      require: needs(ref, 'list'),
    },
  ];
}

/** A screen of its own that is not built yet; its menu entry needs `<module>.<name>.list`. */
export function page(
  group: string,
  module: string,
  path: string,
  opts: { name?: string; title?: Title; hidden?: boolean; resource?: string } = {},
): RouteNode {
  const ref: ResourceRef = { module, name: opts.resource ?? path.split('/')[0] };
  return {
    path,
    hidden: opts.hidden,
    title: opts.title ?? titleOf(group, pageKey(path)),
    screen: { kind: 'page', name: opts.name ?? `${module}/${path}` },
    require: needs(ref, 'list'),
  };
}

/** 'sn_recycle/list' -> 'sn_recycle_list', 'smt_feeding/:id/track' -> 'smt_feeding_track'. */
export function pageKey(path: string): string {
  return path
    .split('/')
    .filter((s) => !s.startsWith(':'))
    .join('_');
}

/** A menu group: its path, title and children; its base path opens the first child. */
export function group(
  path: string,
  title: Title,
  children: RouteNode[],
  opts: { icon?: IconName; hidden?: boolean; redirect?: string } = {},
): RouteNode {
  return { path, title, children, icon: opts.icon, hidden: opts.hidden, redirect: opts.redirect, keepGroup: true };
}

import type { Requirement } from '@mes/client';

// The one route table (000 §2, 001 §2): the router, the menu, the tab titles and the guards all read it. It is plain
// data so the menu rules are testable without React.

/** A resource as the server names it: /api/v1/<module>/<name>, permissions `<module>.<name>.<action>`. */
export type ResourceRef = { module: string; name: string };

/** A list or create screen limited to the records of a parent, e.g. the change records of one BOM. */
export type Scope = { field: string; param: string };

export type Screen =
  | { kind: 'list'; resource: ResourceRef; scope?: Scope }
  | {
      kind: 'create';
      resource: ResourceRef;
      scope?: Scope;
      keepAlive?: boolean;
      /** the route param naming a record whose values fill the form (create/:id) */ copyParam?: string;
    }
  | { kind: 'detail'; resource: ResourceRef; view?: boolean }
  /** a screen of its own that is not built yet: shown as "not yet available" */
  | { kind: 'page'; name: string }
  /** a screen of the shell (home, settings, login, ...) */
  | { kind: 'shell'; id: ShellScreenId };

export type ShellScreenId = 'home' | 'settings' | 'login' | 'logout' | 'redirect';

export type IconName =
  | 'home'
  | 'user'
  | 'database'
  | 'apartment'
  | 'fileText'
  | 'fileSync'
  | 'appstore'
  | 'inbox'
  | 'tool'
  | 'build'
  | 'search'
  | 'barChart'
  | 'dashboard'
  | 'setting'
  | 'mobile'
  | 'scissor';

/** `resource`: the record's kind, named by the server's singular label when described ('New work order'). */
export type Title = { key: string; nameKey?: string; resource?: ResourceRef };

export type RouteNode = {
  /** one segment or a few ('list', ':id', 'create/fperiod/:fperiodid'), never starting with '/' */
  path: string;
  title: Title;
  icon?: IconName;
  /** left out of the menu (details, login, system) */
  hidden?: boolean;
  /** open without login */
  public?: boolean;
  /** the path this one redirects to (absolute) */
  redirect?: string;
  /** a full-page link outside the back office (the kanban screens) */
  href?: string;
  screen?: Screen;
  /** the roles or permissions its menu entry and screen need */
  require?: Requirement;
  children?: RouteNode[];
  /** a menu group that stays a group with a single entry left (a resource's group collapses into it) */
  keepGroup?: boolean;
};

/** A route with its absolute path and the titles of its parents, as the router and the tab bar use it. */
export type FlatRoute = {
  fullPath: string;
  node: RouteNode;
  /** the requirement of this node and all its parents */
  requires: Requirement[];
  public: boolean;
};

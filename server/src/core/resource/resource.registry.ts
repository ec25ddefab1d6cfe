import type { CallDecl, CallParsed } from '@mes/contracts';
import type { z } from 'zod';
import { mergeHooks } from './resource-hooks';
import {
  IO_ACTIONS,
  LINK_ACTIONS,
  STANDARD_ACTIONS,
  type IoAction,
  type ResourceDef,
  type ResourceHooks,
  type StandardAction,
} from './resource.types';
import type { StateMachine } from './state-machine';

/** A status machine bound to a resource: its action calls live at `{module}/{name}/{action}`. */
export type BoundMachine = { module: string; name: string; noun: string; field: 'status'; machine: StateMachine };

export type ExtraCall = {
  /** the path after /api/v1/, e.g. 'user/login' or 'basicdata/user/roles/set' */
  path: string;
  permission: string | null; // null: any signed-in user
  public?: boolean;
  /** takes a raw file body (spreadsheet uploads) besides JSON. */
  acceptsFile?: boolean;
  summary: string;
  /** the declared body (contracts/src/calls): the dispatcher parses the body with it before the handler runs */
  input?: z.ZodType;
  /** the API version it is served under (v1 unless declared) */
  version?: 'v1' | 'v2';
  /** a call's own check of its caller (a screen token, a rate limit), run before the body is read; what it answers
   *  reaches the handler as ctx.admitted (the caller it found), so the check is not made twice */
  admit?: (ctx: CallContext) => Promise<unknown>;
  handler: (body: Record<string, unknown>, ctx: CallContext) => Promise<unknown>;
};

export type CallContext = {
  userId: number | null;
  token: string | null;
  ip: string;
  filename?: string;
  /** X-Screen-Token of a kanban screen, and the User-Agent: read by the kanban's own checks (public calls). */
  screenToken?: string | null;
  userAgent?: string;
  /** what the call's `admit` answered (the kanban's caller: a screen, a user or anonymous) */
  admitted?: unknown;
};

export type RouteInfo = {
  path: string;
  resource: string | null;
  action: string;
  permission: string | null;
  public: boolean;
  summary: string;
  /** the call also takes a spreadsheet as the raw body (an extra declared with `acceptsFile`) */
  file?: boolean;
  /** a declared call's body (contracts/src/calls) */
  input?: z.ZodType;
};

export function permissionName(module: string, resource: string, action: string): string {
  return `${module}.${resource}.${action}`;
}

/**
 * Registers {module}/{path} with the permission {module}.{path with dots} (or the one given). PostgreSQL's refusals
 * (duplicates, references still in use) answer 400 naming the field: the dispatcher translates them.
 */
export function moduleCall(
  registry: ResourceRegistry,
  module: string,
  path: string,
  summary: string,
  handler: ExtraCall['handler'],
  permission?: string,
): void {
  registry.registerExtra({
    path: `${module}/${path}`,
    permission: permission ?? `${module}.${path.replace(/\//g, '.')}`,
    summary,
    handler,
  });
}

/**
 * Serves a declared call (contracts/src/calls): the handler receives the body as its schema parsed it. Permission:
 * the path with dots (`smt/feeding/scan` -> `smt.feeding.scan`) unless given; null for any signed-in user.
 */
export function implementCall<D extends CallDecl>(
  registry: ResourceRegistry,
  decl: D,
  handler: (input: CallParsed<D>, ctx: CallContext) => Promise<unknown>,
  opts: {
    permission?: string | null;
    public?: boolean;
    acceptsFile?: boolean;
    admit?: (ctx: CallContext) => Promise<unknown>;
  } = {},
): void {
  registry.registerExtra({
    path: decl.path,
    version: decl.version,
    permission: opts.permission === undefined ? decl.path.replace(/\//g, '.') : opts.permission,
    public: opts.public,
    acceptsFile: opts.acceptsFile,
    admit: opts.admit,
    summary: decl.summary,
    input: decl.input,
    handler: handler as ExtraCall['handler'],
  });
}

// Every resource and every extra call, by module and name: the dispatcher, the permission walk, the describe call and
// /api/docs all read this one table.
export class ResourceRegistry {
  private readonly defs = new Map<string, ResourceDef>();
  private readonly extras = new Map<string, ExtraCall>();
  private readonly machines = new Map<string, BoundMachine>();

  register(def: ResourceDef): void {
    const key = `${def.module}/${def.name}`;
    if (this.defs.has(key)) throw new Error(`resource ${key} declared twice`);
    this.defs.set(key, def);
  }

  /**
   * The one way to add hooks besides a declaration's own `hooks:` (docs/architecture.md, "Hooks and resource
   * events"): the composition attaches those needing what only it has (a session ender, a master key, the printers
   * allowed) to the registered resource of that name. They run after the declared ones and those attached before.
   */
  hook(name: string, hooks: ResourceHooks): void {
    const keys = [...this.defs].filter(([, d]) => d.name === name).map(([key]) => key);
    if (keys.length !== 1) throw new Error(`hooks for ${name}: ${keys.length} resources of that name are registered`);
    const def = this.defs.get(keys[0])!;
    this.defs.set(keys[0], { ...def, hooks: mergeHooks(def.hooks, hooks) });
  }

  registerExtra(call: ExtraCall): void {
    if (this.extras.has(call.path)) throw new Error(`call ${call.path} declared twice`);
    this.extras.set(call.path, call);
  }

  /** the machine moving a resource's status (registerMachineCalls binds it): meta and the engine's delete read it. */
  bindMachine(bound: BoundMachine): void {
    const key = `${bound.module}/${bound.name}`;
    if (this.machines.has(key)) throw new Error(`machine of ${key} bound twice`);
    this.machines.set(key, bound);
  }

  machineOf(module: string, name: string): BoundMachine | undefined {
    return this.machines.get(`${module}/${name}`);
  }

  resource(module: string, name: string): ResourceDef | undefined {
    return this.defs.get(`${module}/${name}`);
  }

  byName(name: string): ResourceDef | undefined {
    return [...this.defs.values()].find((d) => d.name === name);
  }

  extra(path: string): ExtraCall | undefined {
    return this.extras.get(path);
  }

  all(): ResourceDef[] {
    return [...this.defs.values()];
  }

  actionsOf(def: ResourceDef): readonly StandardAction[] {
    return def.actions ?? STANDARD_ACTIONS;
  }

  ioActionsOf(def: ResourceDef): readonly IoAction[] {
    if (def.io === 'export') return ['export'];
    return def.io === false ? [] : IO_ACTIONS;
  }

  routes(): RouteInfo[] {
    const routes: RouteInfo[] = [];
    for (const def of this.defs.values()) {
      for (const lookup of def.lookups ?? []) {
        routes.push({
          path: `/api/v1/${def.module}/${def.name}/${lookup.path}`,
          resource: def.name,
          action: lookup.path,
          permission: permissionName(def.module, def.name, lookup.path),
          public: false,
          summary: lookup.by === 'key' ? lookup.summary : `${def.label['en-US']} records by ids`,
        });
      }
      for (const action of LINK_ACTIONS) {
        if (!def.links?.[action]) continue;
        routes.push({
          path: `/api/v1/${def.module}/${def.name}/${action}`,
          resource: def.name,
          action,
          permission: permissionName(def.module, def.name, action),
          public: false,
          summary:
            `the documents ${action === 'push_up' ? 'a' : 'made from a'} ${def.label['en-US']} ${action === 'push_up' ? 'comes from' : ''}`.trim(),
        });
      }
      if (def.links?.push_down?.some((l) => l.create)) {
        routes.push({
          path: `/api/v1/${def.module}/${def.name}/push_down/create`,
          resource: def.name,
          action: 'push_down.create',
          permission: permissionName(def.module, def.name, 'push_down.create'),
          public: false,
          summary: `make the documents declared to be made from a ${def.label['en-US']}`,
        });
      }
      if (def.entries) {
        const permission = permissionName(def.module, def.name, 'get_entries');
        const base = `/api/v1/${def.module}/${def.name}/get_entries`;
        const entry = { resource: def.name, action: 'get_entries', permission, public: false };
        routes.push({ ...entry, path: base, summary: `the entries of a ${def.label['en-US']}` });
        routes.push({ ...entry, path: `${base}/{eid}`, summary: `one entry of a ${def.label['en-US']}` });
      }
      if (this.actionsOf(def).includes('get')) {
        routes.push({
          path: `/api/v1/${def.module}/${def.name}/history`,
          resource: def.name,
          action: 'history',
          permission: permissionName(def.module, def.name, 'get'),
          public: false,
          summary: `who changed a ${def.label['en-US']} and when (from the operation log), newest first`,
        });
      }
      for (const action of [...this.actionsOf(def), ...this.ioActionsOf(def)]) {
        routes.push({
          path: `/api/v1/${def.module}/${def.name}${action === 'get' ? '' : `/${action}`}`,
          resource: def.name,
          action,
          permission: permissionName(def.module, def.name, action),
          public: false,
          summary: `${action} ${def.label['en-US']}`,
        });
      }
    }
    // An extra call at a standard action's path serves it in the engine's place (the dispatcher asks the extras
    // first): it is listed once, as itself.
    const served = routes.filter((r) => !this.extras.has(r.path.slice('/api/v1/'.length)));
    routes.length = 0;
    routes.push(...served);
    for (const call of this.extras.values()) {
      routes.push({
        path: `/api/v1/${call.path}`,
        resource: null,
        action: call.path.split('/').pop() ?? '',
        permission: call.permission,
        public: call.public ?? false,
        summary: call.summary,
        ...(call.acceptsFile ? { file: true } : {}),
        ...(call.input ? { input: call.input } : {}),
      });
    }
    return routes.sort((a, b) => a.path.localeCompare(b.path));
  }

  permissions(): string[] {
    return [
      ...new Set(
        this.routes()
          .map((r) => r.permission)
          .filter((p): p is string => p !== null),
      ),
    ].sort();
  }
}

import { ErrorCode } from '@mes/contracts';
import { AppException, NoSuchCall, refuse, refuseAs } from '../api/app.exception';
import { callerLocale } from '../api/caller-locale';
import { checkInput } from '../api/input-walk';
import type { CallRecorder, PermissionCheck, SessionInfo, TokenCheck } from './call-guards';
import { permissionName, type CallContext, type ResourceRegistry } from './resource.registry';
import type { ResourceService } from './resource.service';
import type { ResourceIoService } from './resource-io.service';
import { lookupOf, type IoAction, type LinkAction, type StandardAction } from './resource.types';
import { linksOf, pushTargets } from './document-links';
import { createLinksOf } from './document-push';
import { onlyFields, parseInput } from '../api/call-input';
import { requireId } from './validate-input';
import { translatePgError } from './sql-errors';
import { recordHistory } from './record-history';

export type IncomingCall = {
  version: string;
  segments: string[];
  body: unknown;
  token: string | null;
  ip: string;
  filename?: string;
  screenToken?: string | null;
  userAgent?: string;
  /** the request's Accept-Language: the language of a refusal when the user stored none (caller-locale.ts) */
  acceptLanguage?: string;
};

/** who a call turned out to be from, filled in by authorize: what the recorder is given. */
type Caller = { userId: number | null; permission: string | null };

// Every POST under /api/v1 and /api/v2 comes through here: check the body's text and nesting once (input-walk.ts),
// find the call, check the token (900, also when its user is disabled, deleted or has no role left) and the
// permission (1006), then run it; PostgreSQL's refusals of a value (SQLSTATE classes 22 and 23) answer 400 for every
// call, here, in one place. One table of calls serves the dispatcher, the permission walk and /api/docs. Every call of
// a signed-in user is handed to the recorder when it is done (the operation log, docs/system-pages.md).
export class Dispatcher {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly resources: ResourceService,
    private readonly sessions: TokenCheck,
    private readonly access: PermissionCheck,
    private readonly io: ResourceIoService,
    private readonly recorder: CallRecorder | null = null,
  ) {}

  async dispatch(call: IncomingCall): Promise<unknown> {
    const who: Caller = { userId: null, permission: null };
    const started = Date.now();
    let result: unknown = null;
    let error: unknown = null;
    try {
      result = await this.route(call, who);
      return result;
    } catch (e) {
      error = translatePgError(e, this.subjectOf(call.segments));
      // a refusal is said in the caller's language (the envelope filter writes it)
      if (error instanceof AppException && error.refusal)
        error.locale = await callerLocale(this.resources.pool, who.userId, call.acceptLanguage).catch(
          () => 'en-US' as const,
        );
      throw error;
    } finally {
      if (this.recorder && who.userId !== null) {
        // a file upload is logged by its name, never its bytes
        const body = Buffer.isBuffer(call.body)
          ? { filename: call.filename ?? '' }
          : ((call.body ?? {}) as Record<string, unknown>);
        const done = { path: call.segments.join('/'), permission: who.permission, userId: who.userId, ip: call.ip };
        // logging never fails a call
        await this.recorder.record({ ...done, body, result, error, ms: Date.now() - started }).catch(() => undefined);
      }
    }
  }

  private async route(call: IncomingCall, who: Caller): Promise<unknown> {
    if (call.version !== 'v1' && call.version !== 'v2') throw new NoSuchCall();
    const path = call.segments.join('/');
    const body = call.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('body', 'input.json_object');
    const input = body as Record<string, unknown>;
    if (!Buffer.isBuffer(body)) checkInput(input);

    const extra = this.registry.extra(path);
    if (Buffer.isBuffer(body) && !extra?.acceptsFile) throw refuse('content-type', 'input.content_type_json');
    if (extra) {
      const ctx = extra.public
        ? { userId: null, token: call.token, ip: call.ip }
        : await this.authorize(call, who, extra.permission);
      const full = {
        ...ctx,
        filename: call.filename,
        screenToken: call.screenToken ?? null,
        userAgent: call.userAgent ?? '',
      };
      if (extra.admit) Object.assign(full, { admitted: await extra.admit(full) });
      return extra.handler(
        extra.input && !Buffer.isBuffer(body) ? (parseInput(extra.input, input) as Record<string, unknown>) : input,
        full,
      );
    }
    const [module, name, action = 'get', ...rest] = call.segments;
    const def = name ? this.registry.resource(module, name) : undefined;
    if (def?.entries && action === 'get_entries' && rest.length <= 1) {
      await this.authorize(call, who, permissionName(def.module, def.name, action));
      return this.resources.getEntries(def, input, rest[0]);
    }
    if (def && action === 'push_down' && rest.length === 1 && rest[0] === 'create' && createLinksOf(def).length > 0) {
      const ctx = await this.authorize(call, who, permissionName(def.module, def.name, 'push_down.create'));
      return this.resources.pushDownCreate(def, input, ctx);
    }
    if (!def || rest.length > 0) throw new NoSuchCall();
    if (this.registry.ioActionsOf(def).includes(action as IoAction)) {
      const ctx = await this.authorize(call, who, permissionName(def.module, def.name, action));
      return action === 'export' ? this.io.export(def, input, ctx) : this.io.import(def, input, ctx);
    }
    const links = linksOf(def, action as LinkAction);
    if (links) {
      await this.authorize(call, who, permissionName(def.module, def.name, action));
      onlyFields(input, ['id']);
      const id = requireId(input);
      await this.resources.get(def, id);
      return pushTargets(this.resources.pool, links, id);
    }
    if (action === 'history' && this.registry.actionsOf(def).includes('get')) {
      // who changed the record and when: read with the record's own read permission
      await this.authorize(call, who, permissionName(def.module, def.name, 'get'));
      onlyFields(input, ['id']);
      const id = requireId(input);
      await this.resources.get(def, id);
      return recordHistory(this.resources.pool, def, id);
    }
    const lookup = lookupOf(def, action);
    if (lookup) {
      await this.authorize(call, who, permissionName(def.module, def.name, action));
      return this.resources.lookup(def, lookup, input);
    }
    if (!this.registry.actionsOf(def).includes(action as StandardAction)) throw new NoSuchCall();
    const ctx = await this.authorize(call, who, permissionName(def.module, def.name, action));
    return this.resources.run(def, action as StandardAction, input, ctx);
  }

  // The resource or call a database refusal is about, for its message: basicdata/factory/create -> factory,
  // work/smt_feeding/prepare -> smt_feeding, user/login -> user.
  private subjectOf(segments: string[]): string {
    if (segments.length >= 2 && this.registry.resource(segments[0], segments[1])) return segments[1];
    return (segments.length >= 3 ? segments[1] : segments[0]) ?? 'body';
  }

  async session(token: string | null): Promise<SessionInfo> {
    const session = token ? await this.sessions.read(token) : null;
    if (!session) throw refuseAs(ErrorCode.INVALID_TOKEN, 'token', 'auth.session_gone', {}, null);
    return session;
  }

  private async authorize(call: IncomingCall, who: Caller, permission: string | null): Promise<CallContext> {
    const session = await this.session(call.token);
    who.userId = session.user_id;
    who.permission = permission;
    if (permission !== null && !(await this.access.allows(session.user_id, permission))) {
      throw refuseAs(ErrorCode.NO_ROLE, 'permission', 'auth.roles_lack', { permission }, { permission });
    }
    return { userId: session.user_id, token: call.token, ip: call.ip };
  }
}

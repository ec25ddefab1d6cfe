import fc from 'fast-check';
import { isRefusalCode, refusalMessage, type Locale, type RefusalParams } from '@mes/contracts';
import { ApiClient, freshNonce, secretOf } from '../support/api-client';
import { NONCE, anyHostile, bodyText, candidates, hostileFor, json, type Body } from '../support/hostile-bodies';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import type { ResourceMeta } from '../support/resource-values';

type Route = { path: string; resource: string | null; action: string; permission: string | null; public: boolean };

// Every registered call (read from /api/v1/meta/routes), logged in as admin, with random and hostile bodies: NUL and
// lone surrogates, huge and negative numbers, wrong types, impossible and out-of-range dates, deep nesting, very long
// strings, __proto__ keys. Each answer must be a well-formed envelope with HTTP 200 and an err other than 500 (an
// export's success is its file); a refusal (err 400) names a catalogue code and its field, its msg in the language
// the call was made in (every other call zh-CN). Bodies are written as JSON text, so 1e400, lone surrogates and duplicate or
// __proto__ keys reach the server as such. Replay a failure with MES_WALK_SEED=<seed printed>.
//
// The admin session must survive the walk: user/logout and user/refresh_token run on a throwaway session, the
// user, role and permission writes never get the admin's own user or role id (a throwaway user and role stand in),
// and hostile calls come from another address (X-Forwarded-For) so failed logins never rate-limit the admin's.
const SEED = Number(process.env.MES_WALK_SEED ?? 20251113); // call number i runs with SEED + i
const RUNS = Number(process.env.MES_WALK_RUNS ?? 12);
const HOSTILE_IP = '203.0.113.7';

describe('hostile walk over every registered call', () => {
  let hub: Hub;
  let admin: ApiClient;
  let throwaway: ApiClient;
  let routes: Route[];
  let metas: ResourceMeta[];
  const guarded = { userId: 0, roleId: 0, victimUserId: 0, victimRoleId: 0 };
  const relogins: string[] = [];
  const seen = new Map<string, number>(); // err code -> answers, printed at the end: what the walk reached

  beforeAll(async () => {
    hub = await startBuiltHub('walk', { workers: false });
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    throwaway = new ApiClient(hub.baseUrl);
    routes = await admin.ok<Route[]>('/api/v1/meta/routes');
    metas = await admin.ok<ResourceMeta[]>('/api/v1/meta/resources');
    guarded.userId = (await admin.ok<{ user: { id: number } }>('/api/v1/basicdata/user/self')).user.id;
    const roles = await admin.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'fname:admin',
    });
    guarded.roleId = roles.list[0].id;
    guarded.victimUserId = (
      await admin.ok<{ id: number }>('/api/v1/basicdata/user/create', {
        name: 'victim',
        display_name: 'Victim',
        secret: secretOf('victim', 'pw'),
      })
    ).id;
    guarded.victimRoleId = (await admin.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: 'victim' })).id;
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  const sessionKiller = (path: string) => path === '/api/v1/user/logout' || path === '/api/v1/user/refresh_token';
  const touchesAccess = (path: string) => /^\/api\/v1\/basicdata\/(user|role|permission)(\/|$)/.test(path);

  // The admin's own user and role never reach a call that could disable, delete, rename or strip them.
  function guard(path: string, entries: Body): Body {
    if (!touchesAccess(path)) return entries;
    const swap = (n: number) =>
      n === guarded.userId ? guarded.victimUserId : n === guarded.roleId ? guarded.victimRoleId : n;
    return entries.map(([k, v]) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        return [k, v];
      }
      if (typeof parsed === 'number') return [k, String(swap(parsed))];
      if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'number'))
        return [k, JSON.stringify(parsed.map(swap))];
      return [k, v];
    });
  }

  async function send(
    route: Route,
    text: string,
    locale?: Locale,
  ): Promise<{ status: number; type: string; answer: unknown; raw: string }> {
    if (sessionKiller(route.path)) await throwaway.login('admin', 'admin');
    const token = sessionKiller(route.path) ? throwaway.token : admin.token;
    const res = await fetch(`${hub.baseUrl}${route.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': HOSTILE_IP,
        ...(locale ? { 'accept-language': locale } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: text.split(json(NONCE)).join(json(freshNonce())),
    });
    const type = res.headers.get('content-type') ?? '';
    const raw = type.includes('application/json') ? await res.text() : '';
    if (!type.includes('application/json')) await res.arrayBuffer();
    let answer: unknown;
    try {
      answer = JSON.parse(raw);
    } catch {
      answer = null;
    }
    const err = type.includes('application/json') ? String((answer as { err?: unknown } | null)?.err) : 'file';
    seen.set(err, (seen.get(err) ?? 0) + 1);
    return { status: res.status, type, answer, raw };
  }

  function wellFormed(r: { status: number; type: string; answer: unknown }, locale: Locale): boolean {
    if (r.status === 200 && !r.type.includes('application/json')) return true; // an export's file
    const o = r.answer as { err?: unknown; msg?: unknown; code?: unknown; field?: unknown; params?: unknown } | null;
    const envelope =
      r.status === 200 &&
      o !== null &&
      typeof o === 'object' &&
      typeof o.err === 'number' &&
      o.err !== 500 &&
      typeof o.msg === 'string' &&
      'data' in o;
    if (!envelope || o.err !== 400) return envelope;
    // a refusal names a code of the catalogue and the field, and says it in the caller's language (issue 32)
    return (
      isRefusalCode(o.code) &&
      typeof o.field === 'string' &&
      o.msg === refusalMessage(o.field, o.code, locale, o.params as RefusalParams)
    );
  }

  const guardValues = (route: Route, body: Record<string, unknown>) =>
    JSON.parse(
      bodyText(
        guard(
          route.path,
          Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)]),
        ),
      ),
    ) as unknown;

  // The fields a call asks for, learned from its own 400s: the message names the field it refuses.
  async function discover(route: Route): Promise<Body> {
    const body: Record<string, unknown> = {};
    const tried: Record<string, number> = {};
    for (let i = 0; i < 12; i++) {
      const r = await send(route, JSON.stringify(guardValues(route, body)));
      const o = r.answer as { err: number; msg: string } | null;
      if (!o || o.err !== 400) break;
      const field = /^([A-Za-z_][A-Za-z0-9_]*)(?=[:.[])/.exec(o.msg)?.[1];
      if (!field || field === 'body') break;
      if (/unknown field/.test(o.msg)) {
        Reflect.deleteProperty(body, field);
        continue;
      }
      // A refusal of the value itself ('id: no smt_order 1') means the type is right: the call got as far as it goes.
      if (field in body && !/must be|must not|is required|not a |give /.test(o.msg)) break;
      const options = candidates(field);
      const n = tried[field] ?? 0;
      if (n >= options.length) break;
      tried[field] = n + 1;
      body[field] = options[n];
    }
    return Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)]);
  }

  function keysOf(route: Route, base: Body): string[] {
    const meta = route.resource
      ? metas.find((m) => m.name === route.resource && route.path.startsWith(`/api/v1/${m.module}/`))
      : undefined;
    const keys = [...new Set([...base.map(([k]) => k), ...Object.keys(meta?.fields ?? {}), 'id', 'filter'])];
    // A list-like call gets mostly hostile filters.
    return route.action === 'list' || route.action === 'view' || base.some(([k]) => k === 'filter')
      ? [...keys, ...Array(keys.length).fill('filter')]
      : keys;
  }

  it('answers every call with an envelope and never 500', async () => {
    const failures: string[] = [];
    const ordered = [
      ...routes.filter((r) => !r.path.includes('/user/login')),
      ...routes.filter((r) => r.path.includes('/user/login')),
    ];
    for (const [index, route] of ordered.entries()) {
      const base = await discover(route);
      if (process.env.MES_WALK_DEBUG) process.stderr.write(`${route.path} ${bodyText(base).slice(0, 200)}\n`);
      const keys = keysOf(route, base);
      // every other call in Chinese: its refusals must come in Chinese, the others' in English
      const locale: Locale = index % 2 === 0 ? 'zh-CN' : 'en-US';
      const baseOf = new Map(base);
      const dateKeys = [...new Set(['created_at', 'updated_at', 'from', 'to', ...keys.filter((k) => /_at$/.test(k))])];
      const mutation = fc
        .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 })
        .chain((ks) =>
          fc.tuple(
            fc.constant(ks),
            fc.tuple(...ks.map((k) => hostileFor(k, baseOf.get(k), dateKeys))),
            // One run in six adds a key the call does not know (most calls refuse it before anything else).
            fc.oneof(
              { weight: 5, arbitrary: fc.constant(null) },
              {
                weight: 1,
                arbitrary: fc.tuple(
                  fc.constantFrom('__proto__', 'constructor', 'zzz', 'a\u0000', '\ud800'),
                  anyHostile,
                ),
              },
            ),
          ),
        )
        .map(([ks, values, extra]) => {
          const changed = new Map<string, string>(ks.map((k, i) => [k, values[i]]));
          const entries: Body = base.filter(([k]) => !changed.has(k));
          for (const [k, v] of changed) entries.push([k, v]);
          if (extra !== null) entries.push(extra);
          return guard(route.path, entries);
        });
      try {
        await fc.assert(
          fc.asyncProperty(mutation, async (entries) => {
            const r = await send(route, bodyText(entries), locale);
            if (!wellFormed(r, locale)) throw new Error(`HTTP ${r.status} ${r.raw.slice(0, 300)}`);
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      } catch (e) {
        failures.push(`${route.path}: ${(e as Error).message.split('\n').slice(0, 4).join(' | ').slice(0, 900)}`);
      }
      // A call that ended the admin's session despite the guards: noted, and the walk goes on logged in again.
      if (!route.public && (await admin.call('/api/v1/basicdata/user/self')).err === 900) {
        relogins.push(route.path);
        await admin.login('admin', 'admin');
      }
    }
    process.stderr.write(
      `hostile walk (seed ${SEED}): ${routes.length} calls, answers by err: ${JSON.stringify(Object.fromEntries(seen))}\n`,
    );
    if (failures.length > 0)
      process.stderr.write(`hostile walk (seed ${SEED}): ${failures.length} calls failed\n${failures.join('\n')}\n`);
    expect(relogins).toEqual([]);
    expect(routes.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 900_000);
});

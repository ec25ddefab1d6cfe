import { ApiClient, secretOf } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Route = { path: string; permission: string | null; public: boolean };

// Walks every registered call: no token -> 900; a user without the permission -> 1006; with it -> neither.
describe('permission walk over every route', () => {
  let hub: Hub;
  let admin: ApiClient;
  let clerk: ApiClient;
  let routes: Route[];
  let emptyRoleId: number;

  beforeAll(async () => {
    hub = await startBuiltHub('perm_walk', { workers: false });
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    routes = await admin.ok<Route[]>('/api/v1/meta/routes');
    // A user whose one role gives no permission (a user without any role holds no session: docs/api.md).
    const clerkUser = await admin.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name: 'clerk',
      display_name: 'Clerk',
      secret: secretOf('clerk', 'clerk-pw'),
    });
    emptyRoleId = (await admin.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: 'nothing' })).id;
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: clerkUser.id, role_ids: [emptyRoleId] });
    clerk = new ApiClient(hub.baseUrl);
    expect((await clerk.login('clerk', 'clerk-pw')).err).toBe(0);
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('has a permission on every call but login and the session calls', () => {
    const open = routes
      .filter((r) => r.permission === null)
      .map((r) => r.path)
      .sort();
    // The progressing calls answer only the caller's own jobs, the preferences and list layouts only the caller's own:
    // a session is their permission.
    expect(open).toEqual([
      '/api/v1/basicdata/user/self',
      '/api/v1/mes-plugins/progressing',
      '/api/v1/meta/resources',
      '/api/v1/meta/routes',
      '/api/v1/progressing',
      '/api/v1/progressing/cancel',
      '/api/v1/user/list_layout/get',
      '/api/v1/user/list_layout/reset',
      '/api/v1/user/list_layout/save',
      '/api/v1/user/login',
      '/api/v1/user/login_badge',
      '/api/v1/user/logout',
      '/api/v1/user/preferences',
      '/api/v1/user/preferences/set',
      '/api/v1/user/refresh_token',
    ]);
    expect(routes.length).toBeGreaterThan(150);
  });

  it('answers 900 without a token on every protected call', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => !x.public)) {
      const answer = await admin.call(r.path, {}, null);
      if (answer.err !== 900) wrong.push(`${r.path}: ${answer.err}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 1006 to a user without the permission, and lets one with it through', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.permission !== null)) {
      const refused = await clerk.call(r.path, {});
      if (refused.err !== 1006 || !refused.msg.includes(r.permission!))
        wrong.push(`clerk ${r.path}: ${refused.err} ${refused.msg}`);
      const allowed = await admin.call(r.path, {});
      if (allowed.err === 900 || allowed.err === 1006 || allowed.err === 500)
        wrong.push(`admin ${r.path}: ${allowed.err} ${allowed.msg}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('gives a permission through a role, and takes it back', async () => {
    const perms = await admin.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/permission/list', {
      filter: 'fname:"basicdata.factory.list"',
    });
    const role = await admin
      .ok<{ id: number }>('/api/v1/basicdata/role/create', { fnumber: 'VIEWER', fname: 'viewer' })
      .catch(async () => admin.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: 'viewer' }));
    await admin.ok('/api/v1/basicdata/permission/role/set', { role_id: role.id, permission_ids: [perms.list[0].id] });
    const clerkId = (
      await admin.ok<{ list: { id: number }[] }>('/api/v1/basicdata/user/list', { filter: 'name:"clerk"' })
    ).list[0].id;
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: clerkId, role_ids: [emptyRoleId, role.id] });
    expect((await clerk.call('/api/v1/basicdata/factory/list')).err).toBe(0);
    expect((await clerk.call('/api/v1/basicdata/factory/create', {})).err).toBe(1006);
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: clerkId, role_ids: [emptyRoleId] });
    expect((await clerk.call('/api/v1/basicdata/factory/list')).err).toBe(1006);
    // Without any role left, the session ends (api-sessions.spec.ts has the rest).
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: clerkId, role_ids: [] });
    expect((await clerk.call('/api/v1/basicdata/factory/list')).err).toBe(900);
  });
});

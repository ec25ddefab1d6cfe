import type { ScreenBinding } from '@mes/contracts';
import { ApiClient, secretOf } from '../support/api-client';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { screenCall, ScreenSocket } from '../support/screen-socket';
import { eventually } from '../support/test-env';

type Registered = { screen_id: number; screen_token: string; projection_code: string; code_expires_in: number };
type Hello = {
  screen_id: number;
  name: string;
  binding: ScreenBinding | null;
  projection_code?: string;
  code_expires_in?: number;
};
type Listed = {
  id: number;
  name: string;
  binding: ScreenBinding | null;
  online: boolean;
  revoked: boolean;
  last_seen_at: string | null;
};

describe('kanban screens', () => {
  let hub: Hub;
  let admin: ApiClient;
  let ids: DemoIds;
  const sockets: ScreenSocket[] = [];

  const register = async () =>
    (await screenCall<Registered>(hub.baseUrl, '/api/v1/kanban/screen/register', {}, null)).data;
  const hello = (token: string) => screenCall<Hello>(hub.baseUrl, '/api/v1/kanban/screen/hello', {}, token);
  const asScreen = <T = unknown>(path: string, body: unknown, token: string | null) =>
    screenCall<T>(hub.baseUrl, path, body, token);
  const enter = (projection_code: string, target: Record<string, unknown>) =>
    admin.call<Hello>('/api/v1/kanban/enter_projection_code', { projection_code, ...target });
  const socketOf = async (token: string) => {
    const s = new ScreenSocket(hub.baseUrl, token);
    sockets.push(s);
    await s.connected();
    return s;
  };

  beforeAll(async () => {
    hub = await startBuiltHub('kanban_screens');
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    ids = await demoIds(admin);
    await startOrder(admin, hub.env.DATABASE_URL, ids.worderId);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await hub?.stop();
  });

  let tv: Registered;
  let tvSocket: ScreenSocket;

  it('registers a screen that shows its projection code until it is bound', async () => {
    tv = await register();
    expect(tv.screen_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tv.projection_code).toMatch(/^\d{6}$/);
    expect(tv.code_expires_in).toBe(300);
    const again = await hello(tv.screen_token);
    expect(again).toMatchObject({
      err: 0,
      data: { screen_id: tv.screen_id, binding: null, projection_code: tv.projection_code },
    });
    expect(again.data.code_expires_in).toBeLessThanOrEqual(300);
  });

  it("binds the screen by its code, tells its socket, and lets it join only its binding's rooms", async () => {
    tvSocket = await socketOf(tv.screen_token);
    expect((await tvSocket.join(`line:${ids.lineId}`)).ok).toBe(false);
    const bound = await enter(tv.projection_code, { product_line_id: ids.lineId });
    const binding = { board: 'line', params: { product_line_id: ids.lineId } };
    expect(bound).toMatchObject({ err: 0, data: { screen_id: tv.screen_id, binding } });
    const event = await eventually('screen.bound', async () => tvSocket.received('screen.bound')[0]);
    expect(event).toEqual({ screen_id: tv.screen_id, binding });
    const now = await hello(tv.screen_token);
    expect(now.data).toMatchObject({ binding });
    expect(now.data.projection_code).toBeUndefined();
    expect(await tvSocket.join(`line:${ids.lineId}`)).toMatchObject({ ok: true, room: `line:${ids.lineId}` });
    expect(await tvSocket.join(`worder:${ids.worderId}`)).toEqual({
      ok: false,
      error: "room: not in this screen's binding",
    });
    expect((await tvSocket.join(`line:${ids.smtLineId}`)).ok).toBe(false);
  });

  it('uses a code once, checks the target before spending the code, and refuses a bad token', async () => {
    expect((await enter(tv.projection_code, { product_line_id: ids.lineId })).err).toBe(400);
    const other = await register();
    expect((await enter(other.projection_code, { product_line_id: 999999 })).err).toBe(1203);
    expect((await enter(other.projection_code, { worder_id: 999999 })).err).toBe(1211);
    expect((await enter(other.projection_code, { station_id: 999999 })).err).toBe(1205);
    expect(
      (await enter(other.projection_code, { worder_id: ids.worderId, station_id: ids.stations['ASSY-01-DL'] })).err,
    ).toBe(400);
    expect((await enter(other.projection_code, { board: 'nowhere' })).err).toBe(400);
    expect((await enter(other.projection_code, { board: 'order_wip' })).data).toMatchObject({
      binding: { board: 'order_wip', params: {} },
    });
    expect((await hello('x'.repeat(43))).err).toBe(900);
    await expect(socketOf('not-a-token')).rejects.toThrow(/900/);
  });

  it('lists, renames, rebinds and revokes screens from kanban management', async () => {
    const listed = await eventually('screen online', async () => {
      const { list } = await admin.ok<{ list: Listed[] }>('/api/v1/kanban_mgt/screen/list');
      return list.find((s) => s.id === tv.screen_id && s.online);
    });
    expect(listed).toMatchObject({ binding: { board: 'line' }, revoked: false });
    expect(listed.last_seen_at).not.toBeNull();
    expect(
      await admin.ok('/api/v1/kanban_mgt/screen/rename', { screen_id: tv.screen_id, name: 'ASSY TV 1' }),
    ).toMatchObject({ name: 'ASSY TV 1' });
    await admin.ok('/api/v1/kanban_mgt/screen/rebind', { screen_id: tv.screen_id, worder_id: ids.worderId });
    await eventually(
      'rebound',
      async () => tvSocket.received<{ binding: ScreenBinding }>('screen.bound')[1]?.binding.board === 'worder',
    );
    expect((await tvSocket.join(`worder:${ids.worderId}`)).ok).toBe(true);
    expect((await tvSocket.join(`line:${ids.lineId}`)).ok).toBe(false);

    await admin.ok('/api/v1/kanban_mgt/screen/revoke', { screen_id: tv.screen_id });
    expect(await eventually('screen.revoked', async () => tvSocket.received('screen.revoked')[0])).toEqual({
      screen_id: tv.screen_id,
    });
    await eventually('socket closed', async () => tvSocket.disconnected);
    expect((await hello(tv.screen_token)).err).toBe(900);
    await expect(socketOf(tv.screen_token)).rejects.toThrow(/900/);
    const { list } = await admin.ok<{ list: Listed[] }>('/api/v1/kanban_mgt/screen/list');
    expect(list.some((s) => s.id === tv.screen_id)).toBe(false);
    const all = await admin.ok<{ list: Listed[] }>('/api/v1/kanban_mgt/screen/list', { include_revoked: true });
    expect(all.list.find((s) => s.id === tv.screen_id)).toMatchObject({ revoked: true, online: false });
  });

  it('answers the kanban data calls to a screen token or a permitted user, and refuses anyone else', async () => {
    const live = await register();
    const sn = ids.sns[0];
    const report = await admin.call('/api/v2/mes-transfer/download/create', {
      sn,
      station_id: ids.stations['ASSY-01-DL'],
      result: 1,
      operator: 'op1',
    });
    expect(report.err).toBe(0);
    type Detail = {
      fbillno: string;
      stations: { fnumber: string; pass: number; fpy: number | null }[];
      hours: unknown[];
    };
    const detail = await eventually('report in the projections', async () => {
      const a = await asScreen<Detail>('/api/v1/kanban/worder', { worder_id: ids.worderId }, live.screen_token);
      return a.data.stations?.[0]?.pass === 1 ? a.data : null;
    });
    expect(detail.stations.map((s) => s.fnumber).slice(0, 2)).toEqual(['ASSY-01-DL', 'ASSY-01-GT']);
    expect(detail.stations[0].fpy).toBe(1);
    expect(detail.hours).toHaveLength(12);

    const calls: [string, unknown][] = [
      ['/api/v1/kanban/product_line/list', {}],
      ['/api/v1/kanban/worder/list', {}],
      ['/api/v2/kanban/worder/list', { product_line_id: ids.lineId }],
      ['/api/v1/kanban/worder/worder', { worder_id: ids.worderId }],
      ['/api/v1/kanban/worder/worder_by_icpp', { icpp_id: 1 }],
      ['/api/v1/kanban/worder_stat/list', {}],
      ['/api/v1/kanban/worder_stat/time', { product_line_id: ids.lineId, hours: 6 }],
      ['/api/v1/kanban/worder_stat/time', { worder_id: ids.worderId }],
      ['/api/v1/kanban/order_wip/list', {}],
      ['/api/v2/kanban/smt_order/list', {}],
      ['/api/v1/kanban/settings', {}],
    ];
    for (const [path, body] of calls) {
      expect([path, (await asScreen(path, body, live.screen_token)).err]).toEqual([path, 0]);
      expect([path, (await asScreen(path, body, null)).err]).toEqual([path, 900]);
      expect([path, (await asScreen(path, body, tv.screen_token)).err]).toEqual([path, 900]);
    }
    const lines = await asScreen<{ list: { id: number; output: number; pass: number; wip: number }[] }>(
      '/api/v1/kanban/product_line/list',
      {},
      live.screen_token,
    );
    expect(lines.data.list.find((l) => l.id === ids.lineId)).toMatchObject({ pass: 1, wip: 1 });
    const orders = await asScreen<{ list: { fbillno: string; wip: number }[] }>(
      '/api/v1/kanban/worder/list',
      {},
      live.screen_token,
    );
    expect(orders.data.list.map((o) => o.fbillno)).toContain('WO-DEMO-0001');
    expect(await asScreen('/api/v1/kanban/smt_order/list', {}, live.screen_token)).toMatchObject({
      err: 0,
      data: { list: expect.any(Array), total: expect.any(Number) },
    });

    // A user whose one role gives nothing (without any role it could not log in).
    const tvclerk = await admin.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name: 'tvclerk',
      display_name: 'TV clerk',
      secret: secretOf('tvclerk', 'tv-pw'),
    });
    const noRights = await admin.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: 'tv-nothing' });
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: tvclerk.id, role_ids: [noRights.id] });
    const clerk = new ApiClient(hub.baseUrl);
    await clerk.login('tvclerk', 'tv-pw');
    expect((await clerk.call('/api/v1/kanban/worder/list')).err).toBe(1006);
    expect(
      (
        await clerk.call('/api/v1/kanban/enter_projection_code', {
          projection_code: live.projection_code,
          board: 'home',
        })
      ).err,
    ).toBe(1006);
    expect((await admin.call('/api/v1/kanban/worder/list')).err).toBe(0);
  });

  it('lists the work orders of a process plan, and the lines of an order type', async () => {
    const live = await register();
    type Orders = { list: { id: number; fbillno: string; progress: { started: number } }[]; total: number };
    const product = (
      await admin.ok<{ list: { id: number }[] }>('/api/v1/basicdata/product/list', { filter: 'fnumber:P-1001' })
    ).list[0];
    const plan = await admin.ok<{ id: number }>('/api/v1/product_mgt/icpp/create', {
      fbillno: 'PP-KANBAN-1',
      product_id: product.id,
    });
    const byPlan = (body: Record<string, unknown>) =>
      asScreen<Orders>('/api/v1/kanban/worder/worder_by_icpp', body, live.screen_token);
    expect((await byPlan({ icpp_id: plan.id })).data).toEqual({ list: [], total: 0 });
    await admin.ok('/api/v1/product_mgt/icpp/join', { id: plan.id, worder_ids: [ids.worderId] });
    const joined = (await byPlan({ icpp_id: plan.id })).data;
    expect(joined).toMatchObject({
      total: 1,
      list: [{ id: ids.worderId, fbillno: 'WO-DEMO-0001', progress: { started: expect.any(Number) } }],
    });
    expect((await byPlan({ icpp_id: plan.id, status: 5 })).data).toEqual({ list: [], total: 0 });
    expect((await byPlan({ icpp_id: 999999 })).data).toEqual({ list: [], total: 0 });
    expect((await byPlan({ icpp_id: 'x' })).err).toBe(400);

    type Lines = { list: { id: number; line_type: string }[] };
    const linesOf = async (worder_type: string) =>
      (await asScreen<Lines>('/api/v1/kanban/product_line/list', { worder_type }, live.screen_token)).data.list;
    const smt = await linesOf('smt_order');
    expect(smt.map((l) => l.id)).toContain(ids.smtLineId);
    expect(smt.every((l) => l.line_type === 'smt')).toBe(true);
    const assembly = (await linesOf('worder')).map((l) => l.id);
    expect(assembly).toContain(ids.lineId);
    expect(assembly).not.toContain(ids.smtLineId);
    expect((await asScreen('/api/v1/kanban/product_line/list', { worder_type: 'a b' }, live.screen_token)).err).toBe(
      400,
    );
  });

  it('keeps the title and board layouts', async () => {
    const live = await register();
    expect((await asScreen('/api/v1/kanban/settings', {}, live.screen_token)).data).toEqual({
      title: '生产看板',
      layouts: {},
    });
    const layout = { lg: [{ i: 'hours', x: 0, y: 0, w: 6, h: 4 }] };
    await admin.ok('/api/v1/kanban_mgt/settings/set', { title: 'ASSY 看板', layout: { board: 'line', layout } });
    expect((await asScreen('/api/v1/kanban/settings', {}, live.screen_token)).data).toEqual({
      title: 'ASSY 看板',
      layouts: { line: layout },
    });
    expect((await admin.call('/api/v1/kanban_mgt/settings/set', { layout: { board: 'line', layout: 3 } })).err).toBe(
      400,
    );
  });

  it('signs a waiting screen in as the user who enters its login code, once', async () => {
    const live = await register();
    type Code = { login_code: string; poll_secret: string; expires_in: number };
    const code = (await asScreen<Code>('/api/v1/kanban/login_code', {}, live.screen_token)).data;
    expect(code.login_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(code.expires_in).toBe(120);
    const poll = (secret = code.poll_secret) =>
      asScreen<{ status: string; access_token?: string; user?: { name: string } }>(
        '/api/v1/kanban/login_code/poll',
        { login_code: code.login_code, poll_secret: secret },
        null,
      );
    expect((await poll()).data).toEqual({ status: 'waiting' });
    expect((await poll('wrong-secret')).err).toBe(400);
    expect(
      await admin.ok('/api/v1/kanban/enter_login_code', { login_code: code.login_code.toLowerCase() }),
    ).toMatchObject({ confirmed: true });
    expect((await admin.call('/api/v1/kanban/enter_login_code', { login_code: code.login_code })).err).toBe(400);
    const done = await poll();
    expect(done.data).toMatchObject({ status: 'confirmed', user: { name: 'admin' } });
    const session = new ApiClient(hub.baseUrl, done.data.access_token!);
    expect((await session.call('/api/v1/kanban_mgt/screen/list')).err).toBe(0);
    expect((await poll()).err).toBe(400);

    expect((await asScreen('/api/v1/kanban/login_code', {}, null)).err).toBe(400);
    const nonce = `n-${Date.now()}-abc`;
    expect((await asScreen<Code>('/api/v1/kanban/login_code', { nonce }, null)).data.login_code).toHaveLength(8);
    expect((await asScreen('/api/v1/kanban/login_code', { nonce }, null)).err).toBe(400);
  });

  // Last: it blocks this address for projection codes for ten minutes. One wrong code was spent above (the used one).
  it('answers 999 after ten wrong projection codes, even for a right one', async () => {
    const live = await register();
    const wrong = Array.from({ length: 12 }, (_, i) => String(100000 + i * 7919))
      .filter((c) => c !== live.projection_code)
      .slice(0, 9);
    for (const c of wrong) expect((await enter(c, { board: 'home' })).err).toBe(400);
    expect((await enter(live.projection_code, { board: 'home' })).err).toBe(999);
    expect((await enter(wrong[0], { board: 'home' })).msg).toMatch(/too many attempts/);
    expect((await hello(live.screen_token)).data.binding).toBeNull();
  });
});

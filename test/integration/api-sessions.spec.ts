import { createHash } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { ApiClient, freshNonce, secretOf, signOf } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { screenCall, ScreenSocket } from '../support/screen-socket';
import { eventually } from '../support/test-env';

type Signed = { api: ApiClient; socket: BoardSocket; closed: () => boolean };

const pinSecretOf = (badge: string, pin: string) =>
  createHash('sha256').update(`MES-PIN|${badge}|${pin}`, 'utf8').digest('hex');

// A user that is disabled, deleted or loses its last role holds no session from then on: every token of it answers
// 900 (protected calls, user/self, refresh_token), its sockets are closed on the spot, and it cannot log in again.
describe('sessions end with their user', () => {
  let hub: Hub;
  let admin: ApiClient;
  let roleIds: Record<string, number>;

  const newUser = async (roles = ['admin']): Promise<{ id: number; name: string }> => {
    const name = `u${token(4).toLowerCase()}`;
    const user = await admin.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name,
      display_name: name,
      secret: secretOf(name, 'pw'),
    });
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: roles.map((r) => roleIds[r]) });
    return { id: user.id, name };
  };

  const signIn = async (name: string): Promise<Signed> => {
    const api = new ApiClient(hub.baseUrl);
    expect((await api.login(name, 'pw')).err).toBe(0);
    const socket = new BoardSocket(hub.baseUrl, api.token!);
    let closed = false;
    socket.socket.on('disconnect', () => (closed = true));
    await socket.connected();
    expect((await socket.join('health')).ok).toBe(true);
    return { api, socket, closed: () => closed };
  };

  // What a session of a user that can still hold one answers.
  const expectAlive = async (s: Signed) => {
    expect((await s.api.call('/api/v1/basicdata/user/self')).err).toBe(0);
    expect((await s.api.call('/api/v1/basicdata/factory/list', { filter: 'ps:1' })).err).toBe(0);
    expect(s.closed()).toBe(false);
  };

  const expectEnded = async (s: Signed, tokens: string[] = [s.api.token!]) => {
    await eventually('the socket closed by the server', async () => s.closed());
    for (const t of tokens) {
      expect([
        (await s.api.call('/api/v1/basicdata/user/self', {}, t)).err,
        (await s.api.call('/api/v1/basicdata/factory/list', {}, t)).err,
        (await s.api.call('/api/v1/user/refresh_token', {}, t)).err,
        (await s.api.call('/api/v1/user/login', { access_token: t }, null)).err,
      ]).toEqual([900, 900, 900, 900]);
      // the old token opens no new socket either
      await expect(connectWith(t)).rejects.toThrow(/900/);
    }
    s.socket.close();
  };

  const connectWith = (t: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(hub.baseUrl, {
        auth: { token: t },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (e) => (socket.close(), reject(e)));
    });

  beforeAll(async () => {
    hub = await startBuiltHub('sessions', { workers: false });
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    const roles = await admin.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'ps:100',
    });
    roleIds = Object.fromEntries(roles.list.map((r) => [r.fname, r.id]));
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('disabling a user ends every session and socket of it; enabling it again brings no old token back', async () => {
    const user = await newUser();
    const one = await signIn(user.name);
    const two = await signIn(user.name);
    // a token just refreshed away (still in its 30 s grace) ends too
    const refreshed = await one.api.ok<{ access_token: string }>('/api/v1/user/refresh_token');
    await expectAlive(one);
    await expectAlive(two);

    await admin.ok('/api/v1/basicdata/user/disable', { id: user.id });
    await expectEnded(one, [one.api.token!, refreshed.access_token]);
    await expectEnded(two);
    expect((await new ApiClient(hub.baseUrl).login(user.name, 'pw')).err).toBe(1000);

    await admin.ok('/api/v1/basicdata/user/disable', { id: user.id, disabled: false });
    for (const t of [one.api.token!, refreshed.access_token, two.api.token!])
      expect((await admin.call('/api/v1/basicdata/user/self', {}, t)).err).toBe(900);
    const again = await signIn(user.name);
    await expectAlive(again);
    again.socket.close();
  });

  it('deleting a user ends its sessions and sockets', async () => {
    const user = await newUser();
    const s = await signIn(user.name);
    await expectAlive(s);
    await admin.ok('/api/v1/basicdata/user/delete', { id: user.id });
    await expectEnded(s);
  });

  it('removing the last role ends the sessions; a user without a role cannot log in', async () => {
    const user = await newUser(['admin', 'operator']);
    const s = await signIn(user.name);
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [roleIds.admin] });
    await expectAlive(s);
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [] });
    await expectEnded(s);
    expect((await new ApiClient(hub.baseUrl).login(user.name, 'pw')).err).toBe(1006);
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [roleIds.admin] });
    expect((await admin.call('/api/v1/basicdata/user/self', {}, s.api.token)).err).toBe(900);
    (await signIn(user.name)).socket.close();
  });

  it('disabling the only role of a user ends its sessions', async () => {
    const role = await admin.ok<{ id: number }>('/api/v1/basicdata/role/create', { fname: `r${token(3)}` });
    const perms = await admin.ok<{ list: { id: number }[] }>('/api/v1/basicdata/permission/list', {
      filter: 'fname:"basicdata.factory.list"',
    });
    await admin.ok('/api/v1/basicdata/permission/role/set', { role_id: role.id, permission_ids: [perms.list[0].id] });
    roleIds.temporary = role.id;
    const user = await newUser(['temporary']);
    const s = await signIn(user.name);
    await expectAlive(s);
    await admin.ok('/api/v1/basicdata/role/disable', { id: role.id });
    await expectEnded(s);
  });

  it('badge logins and login codes refuse a user without a role', async () => {
    const user = await newUser();
    const badge = `B-${token(3)}`;
    await admin.ok('/api/v1/basicdata/user/set_badge', {
      user_id: user.id,
      badge_no: badge,
      pin_secret: pinSecretOf(badge, '1234'),
    });
    const badgeLogin = () => {
      const nonce = freshNonce();
      return admin.call(
        '/api/v1/user/login_badge',
        { badge, nonce, sign: signOf(pinSecretOf(badge, '1234'), nonce) },
        null,
      );
    };
    expect((await badgeLogin()).err).toBe(0);

    // The user confirms a screen's login code, then loses its roles before the screen collects the session.
    const s = await signIn(user.name);
    const screen = (await screenCall<{ screen_token: string }>(hub.baseUrl, '/api/v1/kanban/screen/register', {}, null))
      .data;
    const code = (
      await screenCall<{ login_code: string; poll_secret: string }>(
        hub.baseUrl,
        '/api/v1/kanban/login_code',
        {},
        screen.screen_token,
      )
    ).data;
    expect((await s.api.call('/api/v1/kanban/enter_login_code', { login_code: code.login_code })).err).toBe(0);
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [] });
    await expectEnded(s);
    const poll = await screenCall(
      hub.baseUrl,
      '/api/v1/kanban/login_code/poll',
      { login_code: code.login_code, poll_secret: code.poll_secret },
      null,
    );
    expect(poll.err).toBe(1000);
    expect((await badgeLogin()).err).toBe(1000);
  });

  it('leaves kanban screens alone: a screen bound by a user keeps its token and socket when the user is disabled', async () => {
    const user = await newUser();
    const s = await signIn(user.name);
    const tv = (
      await screenCall<{ screen_token: string; projection_code: string }>(
        hub.baseUrl,
        '/api/v1/kanban/screen/register',
        {},
        null,
      )
    ).data;
    expect(
      (await s.api.call('/api/v1/kanban/enter_projection_code', { projection_code: tv.projection_code, board: 'home' }))
        .err,
    ).toBe(0);
    const screenSocket = new ScreenSocket(hub.baseUrl, tv.screen_token);
    await screenSocket.connected();
    await admin.ok('/api/v1/basicdata/user/disable', { id: user.id });
    await expectEnded(s);
    expect((await screenCall(hub.baseUrl, '/api/v1/kanban/screen/hello', {}, tv.screen_token)).err).toBe(0);
    expect((await screenCall(hub.baseUrl, '/api/v1/kanban/settings', {}, tv.screen_token)).err).toBe(0);
    expect(screenSocket.disconnected).toBe(false);
    screenSocket.close();
  });
});

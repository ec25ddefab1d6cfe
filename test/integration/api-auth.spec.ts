import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { errorMessage } from '@mes/contracts';
import { ApiClient, freshNonce, secretOf, signOf } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

describe('sessions: /api/v1/user/login, refresh_token, logout', () => {
  let hub: Hub;
  let api: ApiClient;

  beforeAll(async () => {
    hub = await startBuiltHub('auth');
    api = new ApiClient(hub.baseUrl);
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('logs in by following docs/api.md and answers the session fields', async () => {
    const answer = await api.login('admin', 'admin');
    expect(answer.err).toBe(0);
    expect(answer.data).toMatchObject({
      expire: 3600,
      roles: ['admin'],
      user: { name: 'admin' },
      logged_company_name: '示范电子有限公司',
    });
    expect(typeof (answer.data as unknown as { created_at: number }).created_at).toBe('number');
    const self = await api.ok<{ user: { name: string } }>('/api/v1/basicdata/user/self');
    expect(self.user.name).toBe('admin');
  });

  it('refuses the same login sent again (replay)', async () => {
    const nonce = freshNonce();
    const body = { name: 'operator', subject: '', nonce, sign: signOf(secretOf('operator', 'operator'), nonce) };
    expect((await api.call('/api/v1/user/login', body, null)).err).toBe(0);
    const replay = await api.call('/api/v1/user/login', body, null);
    expect(replay.err).toBe(1000);
  });

  it('refuses a stale nonce naming the field', async () => {
    const nonce = `${Date.now() - 3_600_000}.abcdefgh12`;
    const answer = await api.call(
      '/api/v1/user/login',
      { name: 'admin', subject: '', nonce, sign: signOf(secretOf('admin', 'admin'), nonce) },
      null,
    );
    expect(answer.err).toBe(400);
    expect(answer.msg).toMatch(/^nonce:/);
  });

  it('answers 900 without a token, with garbage, after logout, and past the lifetime', async () => {
    expect((await api.call('/api/v1/basicdata/factory/list', {}, null)).err).toBe(900);
    expect((await api.call('/api/v1/basicdata/factory/list', {}, 'garbage-token-garbage-token')).err).toBe(900);

    const user = new ApiClient(hub.baseUrl);
    await user.login('admin', 'admin');
    expect((await user.call('/api/v1/basicdata/factory/list')).err).toBe(0);
    // Age the session in Redis past its 3600 s lifetime, as time would.
    const redis = new Redis(hub.env.REDIS_URL);
    const key = `mes:session:${createHash('sha256').update(user.token!).digest('hex')}`;
    const session = JSON.parse((await redis.get(key))!) as { created_at: number };
    await redis.set(key, JSON.stringify({ ...session, created_at: session.created_at - 3601 }), 'KEEPTTL');
    redis.disconnect();
    expect((await user.call('/api/v1/basicdata/factory/list')).err).toBe(900);

    const other = new ApiClient(hub.baseUrl);
    await other.login('admin', 'admin');
    expect((await other.call('/api/v1/user/logout')).err).toBe(0);
    expect((await other.call('/api/v1/basicdata/factory/list')).err).toBe(900);
  });

  it('refreshes the token: the new one works', async () => {
    const user = new ApiClient(hub.baseUrl);
    await user.login('admin', 'admin');
    const fresh = await user.ok<{ access_token: string; expire: number }>('/api/v1/user/refresh_token');
    expect(fresh.expire).toBe(3600);
    expect(fresh.access_token).not.toBe(user.token);
    expect((await user.call('/api/v1/basicdata/user/self', {}, fresh.access_token)).err).toBe(0);
  });

  // Last: the failures also count against this test's address, which then answers 999 for 15 minutes.
  it('tells a user with the right password but no enabled role 1006 (no role), in both languages', async () => {
    const admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    await admin.ok('/api/v1/basicdata/user/create', {
      name: 'no_role_yet',
      display_name: 'No role yet',
      secret: secretOf('no_role_yet', 'pw-no-role'),
    });
    const refused = await new ApiClient(hub.baseUrl).login('no_role_yet', 'pw-no-role');
    expect(refused).toMatchObject({ err: 1006, msg: expect.stringMatching(/no enabled role/) });
    // the code's text in each language (contracts' catalogue, what the screens show)
    expect([errorMessage(1006, 'zh-CN'), errorMessage(1006, 'en-US')]).toEqual(['无角色', 'No role']);
    const roles = await admin.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'fname:operator',
    });
    const user = await admin.ok<{ list: { id: number }[] }>('/api/v1/basicdata/user/list', {
      filter: 'name:no_role_yet',
    });
    await admin.ok('/api/v1/basicdata/user/roles/set', { user_id: user.list[0].id, role_ids: [roles.list[0].id] });
    expect((await new ApiClient(hub.baseUrl).login('no_role_yet', 'pw-no-role')).err).toBe(0);
  });

  it('answers a wrong name and a wrong password the same 1000, then 999 after repeated failures', async () => {
    const probe = new ApiClient(hub.baseUrl);
    const wrongPassword = await probe.login('operator', 'nope');
    const wrongName = await probe.login('nobody-here', 'operator');
    expect(wrongPassword.err).toBe(1000);
    expect(wrongName).toEqual({ ...wrongPassword, data: wrongName.data });
    for (let i = 0; i < 5; i++) await probe.login('operator', 'still wrong');
    expect((await probe.login('operator', 'operator')).err).toBe(999);
  });
});

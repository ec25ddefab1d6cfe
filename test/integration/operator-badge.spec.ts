import { createHash } from 'node:crypto';
import pg from 'pg';
import { ApiClient, freshNonce, signOf } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Login = { access_token: string; user: { name: string }; roles: string[] };
type BadgeView = { user_id: number; name: string; badge_no: string | null; has_pin: boolean; badge_login: boolean };

// Written from docs/api.md, "Operator badges": pin_secret = sha256hex('MES-PIN|<badge>|<pin>').
const pinSecretOf = (badge: string, pin: string) =>
  createHash('sha256').update(`MES-PIN|${badge}|${pin}`, 'utf8').digest('hex');

describe('operator login by badge or PIN: /api/v1/user/login_badge, basicdata/user/set_badge', () => {
  let hub: Hub;
  let admin: ApiClient;
  let ids: Record<string, number>;

  const badgeLogin = (badge: string, pin?: string, nonce = freshNonce()) =>
    admin.call<Login>(
      '/api/v1/user/login_badge',
      { badge, nonce, ...(pin === undefined ? {} : { sign: signOf(pinSecretOf(badge, pin), nonce) }) },
      null,
    );
  const setBadge = (body: Record<string, unknown>) => admin.call<BadgeView>('/api/v1/basicdata/user/set_badge', body);

  beforeAll(async () => {
    hub = await startBuiltHub('operator_badge', { workers: false });
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    const users = await admin.ok<{ list: { id: number; name: string }[] }>('/api/v1/basicdata/user/list', {
      filter: 'ps:100',
    });
    ids = Object.fromEntries(users.list.map((u) => [u.name, u.id]));
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('logs a flagged operator in with the badge alone, as an ordinary session', async () => {
    const set = await setBadge({ user_id: ids.operator, badge_no: 'B-OP-0001', badge_login: true });
    expect(set).toMatchObject({
      err: 0,
      data: { user_id: ids.operator, badge_no: 'B-OP-0001', has_pin: false, badge_login: true },
    });
    const answer = await badgeLogin('B-OP-0001');
    expect(answer.err).toBe(0);
    expect(answer.data).toMatchObject({
      expire: 3600,
      user: { name: 'operator' },
      roles: ['operator'],
      logged_company_name: '示范电子有限公司',
    });
    const self = await admin.call<{ user: { name: string } }>(
      '/api/v1/basicdata/user/self',
      {},
      answer.data.access_token,
    );
    expect(self.data.user.name).toBe('operator');
  });

  it('logs in with badge and PIN; a wrong PIN and a replayed body answer 1000; the PIN is stored encrypted', async () => {
    const secret = pinSecretOf('B-OP-0001', '2468');
    expect((await setBadge({ user_id: ids.operator, badge_no: 'B-OP-0001', pin_secret: secret })).data.has_pin).toBe(
      true,
    );
    const nonce = freshNonce();
    expect((await badgeLogin('B-OP-0001', '2468', nonce)).err).toBe(0);
    const replay = await badgeLogin('B-OP-0001', '2468', nonce);
    expect(replay).toMatchObject({ err: 1000, msg: expect.stringMatching(/nonce/) });
    expect((await badgeLogin('B-OP-0001', '1357')).err).toBe(1000);
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const { rows } = await db.query<{ pin_enc: string }>('SELECT pin_enc FROM users WHERE id = $1', [ids.operator]);
    await db.end();
    expect(rows[0].pin_enc).toMatch(/^v1:/);
    expect(rows[0].pin_enc).not.toContain(secret);
  });

  it('lets a non-operator in only with the PIN', async () => {
    await setBadge({
      user_id: ids.admin,
      badge_no: 'B-AD-0001',
      pin_secret: pinSecretOf('B-AD-0001', '9999'),
      badge_login: true,
    });
    expect((await badgeLogin('B-AD-0001')).err).toBe(1000);
    const withPin = await badgeLogin('B-AD-0001', '9999');
    expect(withPin).toMatchObject({ err: 0, data: { user: { name: 'admin' }, roles: ['admin'] } });
  });

  it('keeps badge numbers unique and set_badge behind its permission', async () => {
    const taken = await setBadge({ user_id: ids.admin, badge_no: 'B-OP-0001' });
    expect(taken).toMatchObject({ err: 400, msg: 'badge_no: B-OP-0001 already belongs to user operator' });
    expect((await setBadge({ user_id: 999999, badge_no: 'B-X' })).msg).toMatch(/^user_id: no user/);
    expect((await setBadge({ user_id: ids.admin, badge_no: 'B-AD-0001', pin_secret: '1234' })).msg).toMatch(
      /^pin_secret:/,
    );
    const operator = await badgeLogin('B-OP-0001', '2468');
    const refused = await admin.call(
      '/api/v1/basicdata/user/set_badge',
      { user_id: ids.operator, badge_no: 'MINE' },
      operator.data.access_token,
    );
    expect(refused).toMatchObject({ err: 1006, msg: expect.stringContaining('basicdata.user.set_badge') });
    const routes =
      await admin.ok<{ path: string; public: boolean; permission: string | null }[]>('/api/v1/meta/routes');
    expect(routes.find((r) => r.path === '/api/v1/user/login_badge')).toMatchObject({ public: true, permission: null });
  });

  it('follows the flag, a new badge number drops the PIN, and null takes the badge away', async () => {
    await setBadge({ user_id: ids.operator, badge_no: 'B-OP-0001', badge_login: false });
    expect((await badgeLogin('B-OP-0001')).err).toBe(1000);
    expect((await badgeLogin('B-OP-0001', '2468')).err).toBe(0);
    const moved = await setBadge({ user_id: ids.operator, badge_no: 'B-OP-0002', badge_login: true });
    expect(moved.data).toMatchObject({ badge_no: 'B-OP-0002', has_pin: false });
    expect((await badgeLogin('B-OP-0002')).err).toBe(0);
    expect((await setBadge({ user_id: ids.operator, badge_no: null })).data).toMatchObject({
      badge_no: null,
      has_pin: false,
      badge_login: false,
    });
    expect((await badgeLogin('B-OP-0002')).err).toBe(1000);
  });

  it('answers a malformed body and a stale nonce with 400 naming the field', async () => {
    expect(
      (await admin.call('/api/v1/user/login_badge', { badge: 'has blank', nonce: freshNonce() }, null)).msg,
    ).toMatch(/^badge:/);
    expect(
      (
        await admin.call(
          '/api/v1/user/login_badge',
          { badge: 'B-AD-0001', nonce: `${Date.now() - 3_600_000}.abcdefgh12` },
          null,
        )
      ).msg,
    ).toMatch(/^nonce:/);
  });

  // Last: the failures also count against this test's address, which then answers 999 for 15 minutes.
  it('answers 999 after 5 failed badge logins, also to the right PIN', async () => {
    expect((await badgeLogin('B-AD-0001', '9999')).err).toBe(0); // a success clears the counts of badge and address
    for (let i = 0; i < 5; i++) expect((await badgeLogin('B-AD-0001', '0000')).err).toBe(1000);
    expect((await badgeLogin('B-AD-0001', '9999')).err).toBe(999);
  });
});

import pg from 'pg';
import { create_container } from 'rhea';
import { CfxLink, envelope, type CfxLogin } from '@mes/server/cli/cfx/cfx-link';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

type Account = { id: number } & Record<string, unknown>;
const V1 = '/api/v1/cfx/cfx_account';

// The AMQP endpoint's logins (issue 22, docs/cfx-auth.md) over real AMQP 1.0 connections on 127.0.0.1, the hub
// started with its default settings: SASL PLAIN with a cfx_account, nothing else.
describe('CFX endpoint logins', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let port: number;
  let account: Account;
  const good: CfxLogin = { username: 'line1-mounter', secret: 'mounter-secret-0001' };
  const links: CfxLink[] = [];

  const open = async (login?: CfxLogin) => {
    const link = await CfxLink.open({ host: '127.0.0.1', port, id: `auth-${links.length}`, login });
    links.push(link);
    return link;
  };

  beforeAll(async () => {
    port = await freePort();
    hub = await startBuiltHub('cfx_auth', { env: { MES_CFX_PORT: String(port) }, workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    account = await api.ok<Account>(`${V1}/create`, {
      ...good,
      fname: 'Mounter 1',
      station_id: ids.stations['SMT-01-MNT'],
    });
  }, 180_000);

  afterAll(async () => {
    for (const l of links) l.close();
    await db?.end();
    await hub?.stop();
  });

  it('keeps the secret as an scrypt hash and never answers it', async () => {
    expect(account).not.toHaveProperty('secret');
    expect(account).not.toHaveProperty('secret_hash');
    const got = await api.ok<Account>(`${V1}/get`, { id: account.id });
    expect(got).not.toHaveProperty('secret_hash');
    const listed = await api.ok<{ list: Account[] }>(`${V1}/list`, { filter: `username:${good.username}` });
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).not.toHaveProperty('secret_hash');
    const { rows } = await db.query<{ secret_hash: string }>('SELECT secret_hash FROM cfx_account WHERE id = $1', [
      account.id,
    ]);
    expect(rows[0].secret_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(rows[0].secret_hash).not.toContain(good.secret);
  });

  it('refuses bad accounts naming the field', async () => {
    const station_id = ids.stations['SMT-01-MNT'];
    const bad = async (body: Record<string, unknown>) => (await api.call(`${V1}/create`, body)).msg;
    expect(await bad({ username: 'no-secret', station_id })).toBe('secret: is required');
    expect(await bad({ username: 'short', station_id, secret: 'abc' })).toBe('secret: must be at least 12 characters');
    expect(await bad({ username: 'has space', station_id, secret: 'long-enough-secret' })).toMatch(/^username: /);
    expect(await bad({ username: good.username, station_id, secret: 'long-enough-secret' })).toMatch(/^username/);
    expect(await bad({ username: 'no-station', secret: 'long-enough-secret' })).toMatch(/^station_id/);
  });

  it('accepts the right login and notes it on the account', async () => {
    const link = await open(good);
    const env = envelope('AUTH.MOUNTER', 'ResourcePerformance.Heartbeat', { CFXHandle: 'AUTH.MOUNTER' });
    expect(await link.send(env)).toBe('accepted');
    const stored = await db.query('SELECT status FROM cfx_message WHERE source = $1 AND unique_id = $2', [
      env.Source,
      env.UniqueID,
    ]);
    expect(stored.rows).toHaveLength(1);
    const { rows } = await db.query<{ last_login_at: Date | null; last_peer: string }>(
      'SELECT last_login_at, last_peer FROM cfx_account WHERE id = $1',
      [account.id],
    );
    expect(rows[0].last_login_at).not.toBeNull();
    expect(rows[0].last_peer).toMatch(/127\.0\.0\.1/);
  });

  it('refuses a wrong secret and an unknown user', async () => {
    await expect(open({ ...good, secret: 'mounter-secret-0002' })).rejects.toThrow(/connection refused/);
    await expect(open({ username: 'nobody', secret: good.secret })).rejects.toThrow(/connection refused/);
  });

  it('refuses a disabled machine and cuts its open connection; takes it again once enabled; a new secret replaces the old', async () => {
    const connected = await open(good);
    await api.ok(`${V1}/disable`, { id: account.id });
    await expect(open(good)).rejects.toThrow(/connection refused/);
    // the endpoint checks open connections against their accounts every few seconds
    await eventually('the disabled login cut off', async () => !connected.connection.is_open(), 60_000);
    await api.ok(`${V1}/disable`, { id: account.id, disabled: false });
    (await open(good)).close();
    // an update without a secret keeps it; with one replaces it
    await api.ok(`${V1}/update`, { id: account.id, fname: 'Mounter 1 (left)' });
    (await open(good)).close();
    await api.ok(`${V1}/update`, { id: account.id, secret: 'mounter-secret-0003' });
    await expect(open(good)).rejects.toThrow(/connection refused/);
    (await open({ ...good, secret: 'mounter-secret-0003' })).close();
  });

  it("applies a message naming a machine of the login's station, refuses and keeps one naming another station's", async () => {
    const station = (fnumber: string) => ids.stations[fnumber];
    for (const [handle, at] of [
      ['AUTH.OWN', 'SMT-01-MNT'],
      ['AUTH.OTHER', 'ASSY-01-GT'],
    ])
      await api.ok('/api/v1/cfx/cfx_machine/create', { handle, fname: handle, station_id: station(at) });
    const login: CfxLogin = { username: 'bound-mounter', secret: 'bound-secret-0001' };
    await api.ok(`${V1}/create`, { ...login, fname: 'AUTH.OWN', station_id: station('SMT-01-MNT') });
    const link = await open(login);
    const settled = (source: string, uniqueId: string) =>
      eventually(
        `${source} ${uniqueId} settled`,
        async () => {
          const { rows } = await db.query<{ status: string; reason: string; outcome: Record<string, unknown> }>(
            `SELECT status, reason, outcome FROM cfx_message WHERE source = $1 AND unique_id = $2 AND status <> 'received'`,
            [source, uniqueId],
          );
          return rows[0];
        },
        60_000,
      );
    const fault = (handle: string) =>
      envelope(handle, 'ResourcePerformance.StationStateChanged', { OldState: 'PD_Processing', NewState: 'USD_Fault' });
    const machine = async (handle: string) =>
      (await db.query<{ state: string }>('SELECT state FROM cfx_machine WHERE handle = $1', [handle])).rows[0];
    const downtimes = async (fnumber: string) =>
      (await db.query('SELECT 1 FROM cfx_downtime WHERE station_id = $1', [station(fnumber)])).rows.length;

    const own = fault('AUTH.OWN');
    expect(await link.send(own)).toBe('accepted');
    expect(await settled(own.Source, own.UniqueID)).toMatchObject({ status: 'applied' });
    expect(await machine('AUTH.OWN')).toEqual({ state: 'USD_Fault' });
    expect(await downtimes('SMT-01-MNT')).toBe(1);

    const before = await machine('AUTH.OTHER');
    const other = fault('AUTH.OTHER');
    expect(await link.send(other)).toBe('accepted');
    expect(await settled(other.Source, other.UniqueID)).toEqual({
      status: 'refused',
      reason:
        'Source: AUTH.OTHER is a machine of station ASSY-01-GT; the login bound-mounter speaks for station SMT-01-MNT only',
      outcome: expect.objectContaining({ login: 'bound-mounter', refused_login: 'bound-mounter' }),
    });
    // nothing applied to the other machine or its station
    expect(await machine('AUTH.OTHER')).toEqual(before);
    expect(await downtimes('ASSY-01-GT')).toBe(0);
    // shown with the refused ones of the message log
    const refused = await api.ok<{ list: { unique_id: string; cfx_machine_id: number | null }[] }>(
      '/api/v1/cfx/cfx_message/list',
      { filter: 'status:refused' },
    );
    expect(refused.list).toEqual([expect.objectContaining({ unique_id: other.UniqueID, cfx_machine_id: null })]);
  });

  it('refuses ANONYMOUS and a connection without SASL by default', async () => {
    await expect(open()).rejects.toThrow(/connection refused/);
    // a peer that skips SASL altogether (AMQP header straight away)
    const bare = create_container({ id: 'no-sasl' }).connect({ host: '127.0.0.1', port, reconnect: false });
    const outcome = await new Promise<string>((resolve) => {
      bare.once('connection_open', () => resolve('open'));
      bare.once('connection_error', () => resolve('refused'));
      bare.once('disconnected', () => resolve('refused'));
    });
    bare.close();
    expect(outcome).toBe('refused');
  });
});

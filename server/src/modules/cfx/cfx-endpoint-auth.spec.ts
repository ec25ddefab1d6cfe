import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CfxLink, envelope } from '../../cli/cfx/cfx-link';
import { CfxEndpoint } from './cfx-endpoint';
import type { CfxInbox } from './cfx-inbox.service';
import type { CfxLogins, EndpointSecurity } from './cfx-logins';

// The endpoint's own side of the logins over real AMQP 1.0 connections on 127.0.0.1, the database replaced: which
// mechanisms it offers with ANONYMOUS allowed or not, and amqps with a certificate (docs/cfx-auth.md).
describe(CfxEndpoint.name, () => {
  const stored: string[] = [];
  /** the login each stored message came with (none for ANONYMOUS), by UniqueID */
  const loginOfStored = new Map<string, string | undefined>();
  const inbox = {
    replyThrough: () => undefined,
    store: (r: { envelope: { UniqueID: string } | null }, ...rest: [string, string, string, string?]) => {
      stored.push(r.envelope?.UniqueID ?? '');
      loginOfStored.set(r.envelope?.UniqueID ?? '', rest[3]);
      return Promise.resolve({ id: stored.length, fresh: false, status: 'applied', lane: 'x' });
    },
    enqueue: () => Promise.resolve(),
  } as unknown as CfxInbox;
  const disabled = new Set<string>();
  const logins = {
    check: (user: string, secret: string) => Promise.resolve(user === 'm1' && secret === 'right-secret-1'),
    opened: () => Promise.resolve(),
    revoked: (users: string[]) => Promise.resolve(new Set(users.filter((u) => disabled.has(u)))),
  } as unknown as CfxLogins;
  const m1 = { username: 'm1', secret: 'right-secret-1' };
  const open: { endpoint: CfxEndpoint; links: CfxLink[] }[] = [];

  async function start(security: EndpointSecurity) {
    const endpoint = new CfxEndpoint(inbox, () => undefined, security);
    const port = await endpoint.listen(0, '127.0.0.1');
    const links: CfxLink[] = [];
    open.push({ endpoint, links });
    return {
      port,
      endpoint,
      link: async (o: Partial<Parameters<typeof CfxLink.open>[0]> = {}) => {
        const l = await CfxLink.open({ host: '127.0.0.1', port, id: `t${links.length}`, ...o });
        links.push(l);
        return l;
      },
    };
  }

  afterEach(async () => {
    for (const { endpoint, links } of open.splice(0)) {
      for (const l of links) l.close();
      await endpoint.close();
    }
  });

  it('without logins refuses everyone, even the right secret', async () => {
    const sut = await start({ logins: null, anonymous: false, tls: null });
    await expect(sut.link({ login: m1 })).rejects.toThrow(/connection refused/);
    await expect(sut.link()).rejects.toThrow(/connection refused/);
  });

  it('takes ANONYMOUS besides PLAIN only when allowed', async () => {
    const sut = await start({ logins, anonymous: true, tls: null });
    const anon = await sut.link();
    const env = envelope('ANON.1', 'ResourcePerformance.Heartbeat', {});
    expect(await anon.send(env)).toBe('accepted');
    expect(stored).toContain(env.UniqueID);
    // an ANONYMOUS message carries no login: the inbox binds it to no station (today's behaviour)
    expect(loginOfStored.get(env.UniqueID)).toBeUndefined();
    const plain = await sut.link({ login: m1 });
    const named = envelope('M1.1', 'ResourcePerformance.Heartbeat', {});
    expect(await plain.send(named)).toBe('accepted');
    expect(loginOfStored.get(named.UniqueID)).toBe('m1');
    // allowing ANONYMOUS does not let a wrong PLAIN secret in
    await expect(sut.link({ login: { ...m1, secret: 'wrong-secret-1' } })).rejects.toThrow(/connection refused/);
  });

  it('closes the open connections of a login disabled since, and leaves ANONYMOUS ones be', async () => {
    const sut = await start({ logins, anonymous: true, tls: null });
    const link = await sut.link({ login: m1 });
    const anon = await sut.link();
    const closed = new Promise<string>((resolve) =>
      link.connection.once('connection_close', (ctx) => resolve(String(ctx.connection.error?.condition ?? ''))),
    );
    await sut.endpoint.closeRevoked();
    expect(link.connection.is_open()).toBe(true);
    disabled.add('m1');
    try {
      await sut.endpoint.closeRevoked();
      expect(await closed).toBe('amqp:unauthorized-access');
      expect(anon.connection.is_open()).toBe(true);
    } finally {
      disabled.clear();
    }
  });

  describe('amqps', () => {
    let dir: string;
    let tls: { cert: Buffer; key: Buffer };
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'cfx-tls-'));
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
          ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
          ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
        ],
        { stdio: 'ignore' },
      );
      tls = { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('logs in over TLS, refuses a wrong secret there, and a plain connection to the TLS port', async () => {
      const sut = await start({ logins, anonymous: false, tls });
      const link = await sut.link({ login: m1, tls: { ca: tls.cert } });
      expect(await link.send(envelope('TLS.1', 'ResourcePerformance.Heartbeat', {}))).toBe('accepted');
      await expect(sut.link({ login: { ...m1, secret: 'wrong-secret-1' }, tls: { ca: tls.cert } })).rejects.toThrow(
        /connection refused/,
      );
      await expect(sut.link({ login: m1 })).rejects.toThrow(/connection refused/);
    });
  });
});

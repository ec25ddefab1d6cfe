import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { requireEnv } from '../support/test-env';

// Issue 31, point 1 (docs/security.md): every answer carries the CSP, nosniff, a referrer policy and frame rules;
// HSTS only over TLS (here: a trusted proxy that says so). The hub runs with a portal allowed to frame it.
describe('security headers on every answer', () => {
  let hub: Hub;
  const PORTAL = 'https://portal.factory.example';

  beforeAll(async () => {
    hub = await startBuiltHub('security_headers', {
      workers: false,
      demo: false,
      env: { MES_FRAME_ANCESTORS: PORTAL, MES_TRUSTED_PROXIES: '127.0.0.1' },
    });
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  const asset = (dist: string) =>
    readdirSync(join(requireEnv('MES_ROOT'), dist, 'dist/assets')).find((f) => f.endsWith('.js'))!;

  it('pages, static files, API answers, refusals and unknown paths all carry them', async () => {
    const answers = await Promise.all([
      fetch(`${hub.baseUrl}/`),
      fetch(`${hub.baseUrl}/basicdata/factory/list`),
      fetch(`${hub.baseUrl}/kanban/home`),
      fetch(`${hub.baseUrl}/assets/${asset('web')}`),
      fetch(`${hub.baseUrl}/kanban/assets/${asset('kanban')}`),
      fetch(`${hub.baseUrl}/api/health`),
      fetch(`${hub.baseUrl}/api/v1/user/login`, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${hub.baseUrl}/api/v1/basicdata/factory/list`, { method: 'POST' }),
      fetch(`${hub.baseUrl}/api/v1/no/such/call`, { method: 'POST' }),
    ]);
    for (const res of answers) {
      await res.arrayBuffer();
      const h = Object.fromEntries(res.headers);
      expect({ url: res.url, csp: h['content-security-policy'] }).toEqual({
        url: res.url,
        csp: expect.stringContaining("script-src 'self'"),
      });
      expect(h['content-security-policy']).toContain(`frame-ancestors 'self' ${PORTAL}`);
      expect(h['content-security-policy']).toContain("object-src 'none'");
      expect(h['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
      expect([h['x-content-type-options'], h['referrer-policy'], h['x-frame-options']]).toEqual([
        'nosniff',
        'same-origin',
        'SAMEORIGIN',
      ]);
      // plain HTTP from a client: no HSTS
      expect(h['strict-transport-security']).toBeUndefined();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 404]);
  });

  it('adds HSTS when the request came over TLS through a trusted proxy', async () => {
    const res = await fetch(`${hub.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    await res.arrayBuffer();
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

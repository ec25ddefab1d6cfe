import { freshNonce, type Envelope } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

// The per-address login lockout (5 failures in 15 minutes, then 999) counts the address the server believes:
// X-Forwarded-For only from the proxies of MES_TRUSTED_PROXIES, and none by default.
async function failedLogin(hub: Hub, name: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${hub.baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ name, subject: '', nonce: freshNonce(), sign: 'ab'.repeat(32) }),
  });
  return ((await res.json()) as Envelope).err;
}

// Each failure under a new name, so only the address count can lock.
let names = 0;
const newName = () => `nobody-${++names}`;

describe('login lockout without trusted proxies', () => {
  let hub: Hub;

  beforeAll(async () => {
    hub = await startBuiltHub('lockout', { workers: false, demo: false });
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('ignores a made-up X-Forwarded-For: rotating it does not escape the lockout', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++) answers.push(await failedLogin(hub, newName(), `10.9.0.${i}`));
    expect(answers).toEqual([1000, 1000, 1000, 1000, 1000, 999]);
  });
});

describe('login lockout behind a trusted proxy', () => {
  let hub: Hub;

  beforeAll(async () => {
    // The test client on 127.0.0.1 stands for the proxy.
    hub = await startBuiltHub('lockout_proxy', {
      workers: false,
      demo: false,
      env: { MES_TRUSTED_PROXIES: '127.0.0.1,::1' },
    });
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it("counts the address the proxy forwards, not the client's own entries before it", async () => {
    const answers: number[] = [];
    // The client prepends a new made-up address each time; the proxy appends the one it saw, 10.9.1.1.
    for (let i = 1; i <= 6; i++) answers.push(await failedLogin(hub, newName(), `6.6.6.${i}, 10.9.1.1`));
    expect(answers).toEqual([1000, 1000, 1000, 1000, 1000, 999]);
    // Another client behind the same proxy is not locked out.
    expect(await failedLogin(hub, newName(), '10.9.1.2')).toBe(1000);
  });
});

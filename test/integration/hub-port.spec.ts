import { createServer, type Server } from 'node:http';
import type { HubEnv } from '../../scripts/lib/hub';
import { ServerExited } from '../../scripts/lib/hub';
import { freePort, listensOn } from '../../scripts/lib/ports';
import { startOwnServer } from '../support/hub-processes';
import { createTestDatabase, createTestRedis, requireEnv, templateOf, testEnv } from '../support/test-env';

// A port found free may be taken by another hub's server before ours binds it (two jest workers start hubs at once).
// The health check must then not take the other server's answer for ours: a genealogy spec once wrote its records
// into its own database and read them back through another hub's server (CI of 2026-11-28, "smt: []").
async function hubEnv(label: string): Promise<HubEnv> {
  const env = {
    ...process.env,
    ...testEnv(await createTestDatabase(label, templateOf('bare')), await createTestRedis()),
  } as HubEnv;
  delete env.JEST_WORKER_ID;
  return env;
}

describe('a test hub answers from its own server', () => {
  let foreign: Server;
  let port: number;

  beforeAll(async () => {
    // a server that answers /api/health with 200, as another hub would
    foreign = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    port = (foreign.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => foreign.close(resolve));
  });

  it('knows which process listens on a port', async () => {
    expect(listensOn(process.pid, port)).toBe(true);
    expect(listensOn(process.pid, await freePort())).toBe(false);
    // pid 1 is not this process: the socket is ours alone
    expect(listensOn(1, port)).toBe(false);
  });

  it('refuses a port another server holds: ours exits, and the wait says so instead of trusting the answer', async () => {
    const started = startOwnServer(requireEnv('MES_ROOT'), await hubEnv('hub_port'), { port: String(port) });
    await expect(started).rejects.toBeInstanceOf(ServerExited);
    await expect(started).rejects.toThrow(`server on port ${port} exited before it was healthy`);
  }, 90_000);

  it('starts on a port of its own when none is named, and answers from that process', async () => {
    const { child, port: own } = await startOwnServer(requireEnv('MES_ROOT'), await hubEnv('hub_port_own'));
    try {
      expect(listensOn(child.process.pid!, Number(own))).toBe(true);
      expect((await fetch(`http://127.0.0.1:${own}/api/health`)).status).toBe(200);
    } finally {
      await child.stop('SIGTERM', 5000);
    }
  }, 90_000);
});

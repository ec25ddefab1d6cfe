import { describeExit, type Child } from '../../scripts/lib/child';
import {
  setupDatabase,
  startDemoStage,
  startServer,
  startWorkers,
  ServerExited,
  waitForHealthy,
  type HubEnv,
} from '../../scripts/lib/hub';
import { freePort } from '../../scripts/lib/ports';
import { createTestDatabase, createTestRedis, requireEnv, templateOf, testEnv } from './test-env';

export type Hub = { baseUrl: string; env: HubEnv; stop(): Promise<void> };
export type HubOptions = {
  demo?: boolean;
  workers?: boolean;
  env?: Record<string, string>;
  requireHealthy?: boolean;
  /** also the demo stage, as `npm run up` runs it once the server is healthy (implies demo) */
  stage?: boolean;
};

const PORT_TRIES = 3;

/**
 * The server on a free port (or on `port`, once), answering from its own process: a port found free may be taken by
 * another hub's server before this one binds it (two jest workers start hubs at once); this server then exits, and it
 * is started again on another port.
 */
export async function startOwnServer(
  root: string,
  env: HubEnv,
  opts: { healthy?: boolean; port?: string } = {},
): Promise<{ child: Child; port: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? String(await freePort());
    const child = startServer(root, { ...env, PORT: port }, true);
    try {
      await waitForHealthy(port, child, { anyAnswer: opts.healthy === false });
      return { child, port };
    } catch (e) {
      await child.stop('SIGKILL', 100);
      if (!(e instanceof ServerExited) || opts.port || attempt === PORT_TRIES) throw e;
    }
  }
}

// The built hub as users run it: setup (migrations, demo factory), server and workers as their own processes.
// NestJS 12 is ESM-only and jest cannot load it in-process on Node 20, so servers under test are real processes.
export async function startBuiltHub(label: string, opts: HubOptions = {}): Promise<Hub> {
  const root = requireEnv('MES_ROOT');
  const demo = opts.demo ?? true;
  // a copy of the migrated (and seeded) template when `npm test` made one, else setup as `npm run up` runs it
  const template = templateOf(demo ? 'demo' : 'bare');
  const base = testEnv(await createTestDatabase(label, template), await createTestRedis(), { ...opts.env });
  const env = { ...process.env, ...base } as HubEnv;
  delete env.JEST_WORKER_ID;
  if (!template) setupDatabase(root, env, demo);
  // the workers start beside the server (they do not need its port)
  const children: Child[] = opts.workers === false ? [] : [startWorkers(root, { ...env }, true)];
  try {
    const server = await startOwnServer(root, env, { healthy: opts.requireHealthy ?? true });
    env.PORT = server.port;
    children.unshift(server.child);
  } catch (e) {
    await Promise.all(children.map((c) => c.stop('SIGKILL', 100)));
    throw e;
  }
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const stop = async () => {
    await Promise.all(children.map((c) => c.stop('SIGTERM', 5000)));
  };
  if (opts.stage) {
    const exit = await startDemoStage(root, env).exited;
    if (exit.code !== 0) {
      await stop(); // the caller gets no hub to stop
      throw new Error(`demo stage failed (${describeExit(exit)})`);
    }
  }
  return { baseUrl, env, stop };
}

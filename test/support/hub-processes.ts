import { describeExit, type Child } from '../../scripts/lib/child';
import {
  setupDatabase,
  startDemoStage,
  startServer,
  startWorkers,
  waitForHealthy,
  type HubEnv,
} from '../../scripts/lib/hub';
import { freePort, waitFor } from '../../scripts/lib/ports';
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

// The built hub as users run it: setup (migrations, demo factory), server and workers as their own processes.
// NestJS 12 is ESM-only and jest cannot load it in-process on Node 20, so servers under test are real processes.
export async function startBuiltHub(label: string, opts: HubOptions = {}): Promise<Hub> {
  const root = requireEnv('MES_ROOT');
  const port = String(await freePort());
  const demo = opts.demo ?? true;
  // a copy of the migrated (and seeded) template when `npm test` made one, else setup as `npm run up` runs it
  const template = templateOf(demo ? 'demo' : 'bare');
  const base = testEnv(await createTestDatabase(label, template), await createTestRedis(), { PORT: port, ...opts.env });
  const env = { ...process.env, ...base } as HubEnv;
  delete env.JEST_WORKER_ID;
  if (!template) setupDatabase(root, env, demo);
  const children: Child[] = [startServer(root, env, true)];
  if (opts.workers ?? true) children.push(startWorkers(root, env, true));
  const baseUrl = `http://127.0.0.1:${port}`;
  if (opts.requireHealthy ?? true) await waitForHealthy(port);
  else await waitFor('server answering', async () => (await fetch(`${baseUrl}/api/health`)).status > 0, 60_000);
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

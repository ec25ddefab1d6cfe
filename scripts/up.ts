import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAll } from './lib/build';
import { describeExit, startChild, type Child } from './lib/child';
import {
  setupDatabase,
  startDemoStage,
  startServer,
  startSimulator,
  startWorkers,
  waitForHealthy,
  type HubEnv,
} from './lib/hub';
import { stopLeftovers } from './lib/leftovers';
import { say } from './lib/log';
import { freePort, isPortFree } from './lib/ports';
import { startPostgres } from './lib/postgres';
import { findOrStartRedis } from './lib/redis';
import { RunFileWriter } from './lib/run-file';
import { secretKeyFor } from './lib/secret-key';
import { Supervised } from './lib/supervisor';
import { SupervisorStatus } from './lib/supervisor-status';

// `npm run up`: build, start PostgreSQL and Redis (or use the given ones), migrate, seed the demo factory once, start
// server, workers and the line simulator, print `ready`; then supervise: a process that exits is restarted
// (lib/supervisor.ts). Ctrl-C or SIGTERM stops everything it started; a second Ctrl-C stops it at once.
const root = resolve(__dirname, '..');
const dataDir = resolve(process.env.MES_DATA_DIR ?? join(root, '.data'));
const port = process.env.PORT ?? '3000';

// A terminal's Ctrl-C reaches npm and this script together, and npm forwards its copy: one key press arrives twice
// within a few milliseconds. A signal within this window of the first is that copy; a later one is a person asking
// again, and gets the immediate stop.
const REPEAT_WINDOW_MS = 500;
// The demo factory's other users (docs/roles.md): one per role, password = name.
const ROLE_LOGINS = ' (also supervisor, operator, warehouse_clerk, planner, maintenance: password = name)';

// PostgreSQL and Redis: stopped last, gently (SIGINT is PostgreSQL's fast shutdown) or at once (SIGQUIT, its
// immediate shutdown: crash recovery at the next start).
type Store = { child: Child; gentle: NodeJS.Signals; atOnce: NodeJS.Signals };
const stores: Store[] = [];
const supervised: Supervised[] = [];
let runFile: RunFileWriter | undefined;
let status: SupervisorStatus | undefined;
let staging: Child | undefined;
let stopping: Promise<void> | undefined;
let firstSignalAt = 0;
let atOnce = false;

function finish(code: number): never {
  runFile?.remove();
  say('stopped');
  process.exit(code);
}

// The orderly stop: the node processes first (they finish their work and close their connections), then the stores.
function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    say('stopping…');
    await staging?.stop('SIGTERM', 2000);
    await Promise.allSettled(supervised.map((s) => s.stop('SIGTERM', 4000)));
    await status?.close(true);
    await Promise.allSettled(stores.map((s) => s.child.stop(s.gentle, 4000)));
    if (!atOnce) finish(code);
  })();
  return stopping;
}

// Everything killed together; still waits until each process is gone, so nothing outlives the script.
async function stopAtOnce(): Promise<void> {
  atOnce = true;
  say('stopping at once');
  await Promise.allSettled([
    ...(staging ? [staging.stop('SIGKILL', 1000)] : []),
    ...supervised.map((s) => s.stop('SIGKILL', 1000)),
    ...stores.map((s) => s.child.stop(s.atOnce, 5000)),
  ]);
  finish(0);
}

function onSignal(): void {
  if (firstSignalAt === 0) {
    firstSignalAt = Date.now();
    void stop(0);
    setTimeout(() => say('still stopping: press Ctrl-C again to stop at once'), REPEAT_WINDOW_MS).unref();
    return;
  }
  if (atOnce || Date.now() - firstSignalAt < REPEAT_WINDOW_MS) return;
  void stopAtOnce();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

// A store that goes away takes the hub with it: restarting a database under running processes is not `up`'s job.
function trackStore(child: Child, gentle: NodeJS.Signals, stopNow: NodeJS.Signals): void {
  stores.push({ child, gentle, atOnce: stopNow });
  runFile?.set(child.name, child.process.pid);
  void child.exited.then((exit) => {
    if (stopping) return;
    say(`${child.name} exited (${describeExit(exit)}): stopping everything`);
    void stop(1);
  });
}

// Server and workers are essential: when one crashes in a loop, everything stops. The simulator is not.
function supervise(name: string, start: () => Child, essential: boolean): void {
  supervised.push(
    new Supervised({
      name,
      start,
      onChange: (child, record) => {
        runFile?.set(name, child.process.pid);
        status?.put(name, record);
      },
      onCrashLoop: (message) => {
        if (!essential) return say(`${message}: not restarting it again; the rest keeps running`);
        say(`${message}: a crash loop, stopping everything`);
        void stop(1);
      },
    }),
  );
}

// The demo factory's working state, through the API of the server just started (docs/demo-factory.md): quick, once;
// a failure leaves the hub running without it, and the next `up` completes it.
async function runDemoStage(env: HubEnv): Promise<void> {
  staging = startDemoStage(root, env);
  const exit = await staging.exited;
  staging = undefined;
  if (exit.code !== 0 && !stopping) say(`demo stage failed (${describeExit(exit)}): the hub runs without it`);
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await stopLeftovers({ root, dataDir, pgDir: join(dataDir, 'postgres'), redisDir: join(dataDir, 'redis') });
  if (!(await isPortFree(Number(port), '0.0.0.0'))) throw new Error(`port ${port} is in use: set PORT to another port`);
  runFile = new RunFileWriter(dataDir, Number(port));
  buildAll(root);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && !stopping) {
    const pgPort = Number(process.env.MES_PG_PORT ?? 0) || ((await isPortFree(55432)) ? 55432 : await freePort());
    const pg = await startPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: pgPort,
      database: 'mes',
      onSpawn: (child) => trackStore(child, 'SIGINT', 'SIGQUIT'),
    });
    databaseUrl = pg.url;
  }
  if (stopping || !databaseUrl) return;
  const redis = await findOrStartRedis({
    dataDir: join(dataDir, 'redis'),
    port: Number(process.env.MES_REDIS_PORT ?? 0) || (await freePort()),
    reuseLocal: process.env.MES_REDIS_REUSE !== '0',
    onSpawn: (child) => trackStore(child, 'SIGTERM', 'SIGKILL'),
  });
  if (stopping) return;
  status = new SupervisorStatus(redis.url);
  await status.open();
  const env: HubEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    MES_SECRET_KEY: secretKeyFor(dataDir),
    MES_DATA_DIR: dataDir,
  };
  const demo = process.env.MES_DEMO !== '0';
  setupDatabase(root, env, demo);
  if (stopping) return;
  supervise('server', () => startServer(root, env), true);
  supervise('workers', () => startWorkers(root, env), true);
  await waitForHealthy(port);
  if (stopping) return;
  if (demo) await runDemoStage(env);
  if (stopping) return;
  if (process.env.MES_SIMULATOR !== '0') supervise('simulator', () => startSimulator(root, env), false);
  // machines speaking IPC-CFX to the server's AMQP 1.0 endpoint (docs/cfx.md): only when asked for
  if (process.env.MES_CFX_SIMULATOR === '1') {
    const cfxEnv = { ...env, MES_URL: `http://127.0.0.1:${port}` };
    supervise(
      'cfx-simulator',
      () =>
        startChild('cfx-simulator', process.execPath, [join(root, 'server/dist/cli/cfx-simulator.js')], {
          env: cfxEnv,
        }),
      false,
    );
  }
  const base = `http://localhost:${port}`;
  say(
    `ready  back office: ${base}/  kanban: ${base}/kanban/  health: ${base}/api/health  demo login: admin / admin${demo ? ROLE_LOGINS : ''}`,
  );
}

main().catch(async (e: unknown) => {
  process.stderr.write(`[mes] ${(e as Error).message}\n`);
  await stop(1);
});

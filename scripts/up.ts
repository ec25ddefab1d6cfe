import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAll } from './lib/build';
import { startChild, type Child } from './lib/child';
import { setupDatabase, startServer, startWorkers, waitForHealthy, type HubEnv } from './lib/hub';
import { say } from './lib/log';
import { freePort, isPortFree } from './lib/ports';
import { startPostgres, type Postgres } from './lib/postgres';
import { findOrStartRedis, type RedisHandle } from './lib/redis';
import { secretKeyFor } from './lib/secret-key';

// `npm run up`: build, start PostgreSQL and Redis (or use the given ones), migrate, seed the demo factory once, start
// server and workers, print `ready`; Ctrl-C or SIGTERM stops everything it started.
const root = resolve(__dirname, '..');
const dataDir = resolve(process.env.MES_DATA_DIR ?? join(root, '.data'));
const port = process.env.PORT ?? '3000';
// What this run started, for operators and for the test that checks nothing outlives a stop.
const runFile = join(dataDir, 'hub.run.json');

let pg: Postgres | undefined;
let redis: RedisHandle | undefined;
const children: Child[] = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say('stopping…');
    await Promise.allSettled(children.map((c) => c.stop('SIGTERM', 4000)));
    await Promise.allSettled([redis?.stop(), pg?.stop()]);
    rmSync(runFile, { force: true });
    say('stopped');
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (!(await isPortFree(Number(port), '0.0.0.0'))) throw new Error(`port ${port} is in use: set PORT to another port`);
  buildAll(root);
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = Number(process.env.MES_PG_PORT ?? 0) || ((await isPortFree(55432)) ? 55432 : await freePort());
    pg = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: pgPort, database: 'mes' });
    databaseUrl = pg.url;
  }
  redis = await findOrStartRedis({
    dataDir: join(dataDir, 'redis'),
    port: Number(process.env.MES_REDIS_PORT ?? 0) || await freePort(),
    reuseLocal: process.env.MES_REDIS_REUSE !== '0',
  });
  const env: HubEnv = {
    ...process.env, NODE_ENV: 'production', PORT: port, DATABASE_URL: databaseUrl, REDIS_URL: redis.url,
    MES_SECRET_KEY: secretKeyFor(dataDir), MES_DATA_DIR: dataDir,
  };
  setupDatabase(root, env, process.env.MES_DEMO !== '0');
  for (const start of [startServer, startWorkers]) {
    const child = start(root, env);
    children.push(child);
    void child.exited.then((exitCode) => {
      if (stopping) return;
      say(`${child.name} exited (code ${exitCode}): stopping everything`);
      void shutdown(1);
    });
  }
  await waitForHealthy(port);
  if (process.env.MES_SIMULATOR !== '0') {
    // The demo line at work; its failures never stop the hub.
    const sim = startChild('simulator', process.execPath, [join(root, 'server/dist/cli/line-simulator.js')], { env: { ...env, MES_URL: `http://127.0.0.1:${port}` } });
    children.push(sim);
  }
  const pids: Record<string, number | undefined> = { up: process.pid, postgres: pg?.pid, redis: redis.pid };
  for (const child of children) pids[child.name] = child.process.pid;
  writeFileSync(runFile, JSON.stringify({ port: Number(port), pids }, null, 2));
  const base = `http://localhost:${port}`;
  say(`ready  back office: ${base}/  kanban: ${base}/kanban/  health: ${base}/api/health  demo login: admin / admin`);
}

main().catch(async (e: unknown) => {
  process.stderr.write(`[mes] ${(e as Error).message}\n`);
  await shutdown(1);
});

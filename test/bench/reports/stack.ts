import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { REPORT_CALL_OF_FUNCTION } from '@mes/contracts';
import type { Child } from '../../../scripts/lib/child';
import { setupDatabase, startServer, startWorkers, waitForHealthy, type HubEnv } from '../../../scripts/lib/hub';
import { freePort } from '../../../scripts/lib/ports';
import { startPostgres, type Postgres } from '../../../scripts/lib/postgres';
import { startRedisServer, type RedisHandle } from '../../../scripts/lib/redis';

export type BenchLine = { id: number; stations: { id: number; call: string }[]; sns: string[] };
export type BenchStack = {
  url: string;
  env: HubEnv;
  lines: BenchLine[];
  /** where the processes write their event-loop and GC seconds (MES_PROCESS_STATS_DIR) */
  statsDir: string;
  /** the process ids of each part of the stack, for the CPU each spends (PostgreSQL: its postmaster) */
  pids(): Record<'postgres' | 'redis' | 'server' | 'workers', number[]>;
  /** the URLs of the running servers, the first one's first; `servers(n)` starts or stops servers until n run */
  urls(): string[];
  servers(n: number): Promise<string[]>;
  stop(): Promise<void>;
};

// the four stations of a bench line, in flow order, with their functions' report calls
const CALLS = (['DOWNLOAD', 'GENERAL_TEST', 'MMI_TEST', 'CHECK_OUTWARD'] as const).map(
  (fn) => [fn, REPORT_CALL_OF_FUNCTION[fn]] as const,
);

// Its own stack, as `npm run up` runs it: embedded PostgreSQL, Redis, one server, one worker, from the build.
export async function startBenchStack(root: string, lineCount: number, snsPerLine: number): Promise<BenchStack> {
  const tmp = mkdtempSync('/tmp/mes-bench-');
  chmodSync(tmp, 0o755);
  const db: Postgres = await startPostgres({ dataDir: join(tmp, 'postgres'), port: await freePort(), database: 'mes' });
  const redis: RedisHandle = await startRedisServer({ dataDir: join(tmp, 'redis'), port: await freePort() });
  const port = String(await freePort());
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PORT: port,
    HOST: '127.0.0.1',
    MES_SECRET_KEY: 'bench-secret-key-0123456789',
    LOG_LEVEL: 'warn',
    HEARTBEAT_INTERVAL_MS: '5000',
    MES_PROCESS_STATS_DIR: join(tmp, 'stats'),
  } as HubEnv;
  setupDatabase(root, env, true);
  const lines = await seed(db.url, lineCount, snsPerLine);
  const quiet = process.env.BENCH_VERBOSE !== '1';
  const workers = startWorkers(root, env, quiet);
  // more servers on ports of their own, as a load balancer would spread them (docker compose --scale server=N)
  const servers: { url: string; child: Child }[] = [
    { url: `http://127.0.0.1:${port}`, child: startServer(root, env, quiet) },
  ];
  await waitForHealthy(port, servers[0].child);
  const urls = () => servers.map((s) => s.url);
  return {
    url: servers[0].url,
    env,
    lines,
    statsDir: env.MES_PROCESS_STATS_DIR!,
    pids: () => ({
      postgres: db.pid ? [db.pid] : [],
      redis: redis.pid ? [redis.pid] : [],
      server: servers.map((s) => s.child.process.pid ?? 0).filter(Boolean),
      workers: workers.process.pid ? [workers.process.pid] : [],
    }),
    urls,
    servers: async (n: number) => {
      while (servers.length > Math.max(1, n)) await servers.pop()!.child.stop('SIGTERM', 5000);
      while (servers.length < n) {
        const p = String(await freePort());
        // pools sized so that the servers together hold about what one held (docs/configuration.md, MES_PG_POOL_MAX)
        const pool = String(Math.max(4, Math.round(20 / n)));
        servers.push({
          url: `http://127.0.0.1:${p}`,
          child: startServer(root, { ...env, PORT: p, MES_PG_POOL_MAX: pool }, quiet),
        });
        await waitForHealthy(p, servers[servers.length - 1].child);
      }
      return urls();
    },
    stop: async () => {
      await Promise.allSettled([workers, ...servers.map((s) => s.child)].map((c) => c.stop('SIGTERM', 5000)));
      await Promise.allSettled([redis.stop(), db.stop()]);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

// Lines of four stations each (download, test, MMI, outward check), a working order per line with its SNs.
async function seed(url: string, lineCount: number, snsPerLine: number): Promise<BenchLine[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const fn = async (code: string) =>
      (await c.query('SELECT id FROM station_function WHERE fnumber = $1', [code])).rows[0].id as number;
    const [{ id: factory }] = (await c.query('SELECT id FROM factory LIMIT 1')).rows;
    const [{ id: product }] = (await c.query('SELECT id FROM product LIMIT 1')).rows;
    const lines: BenchLine[] = [];
    for (let l = 0; l < lineCount; l++) {
      const line = (
        await c.query(
          `INSERT INTO product_line (fnumber, fname, factory_id, line_type) VALUES ($1, $1, $2, 'assembly') RETURNING id`,
          [`BENCH-L${l}`, factory],
        )
      ).rows[0].id as number;
      const flow = (
        await c.query('INSERT INTO workflow (fnumber, fname) VALUES ($1, $1) RETURNING id', [`BENCH-WF${l}`])
      ).rows[0].id as number;
      const stations: BenchLine['stations'] = [];
      for (const [i, [code, call]] of CALLS.entries()) {
        const id = (
          await c.query(
            'INSERT INTO station (fnumber, fname, product_line_id, station_function_id) VALUES ($1, $1, $2, $3) RETURNING id',
            [`BENCH-L${l}-S${i}`, line, await fn(code)],
          )
        ).rows[0].id as number;
        await c.query('INSERT INTO workflow_station (workflow_id, seq, station_id) VALUES ($1, $2, $3)', [
          flow,
          i + 1,
          id,
        ]);
        stations.push({ id, call });
      }
      const order = (
        await c.query(
          `INSERT INTO worder (fbillno, product_id, product_line_id, workflow_id, fqty, status)
        VALUES ($1, $2, $3, $4, $5, 2) RETURNING id`,
          [`BENCH-WO${l}`, product, line, flow, snsPerLine],
        )
      ).rows[0].id as number;
      await c.query(
        `INSERT INTO worder_sn (worder_id, sn) SELECT $1, 'B' || $2::text || '-' || lpad(g::text, 7, '0') FROM generate_series(1, $3) g`,
        [order, l, snsPerLine],
      );
      lines.push({
        id: line,
        stations,
        sns: Array.from({ length: snsPerLine }, (_, g) => `B${l}-${String(g + 1).padStart(7, '0')}`),
      });
    }
    return lines;
  } finally {
    await c.end();
  }
}

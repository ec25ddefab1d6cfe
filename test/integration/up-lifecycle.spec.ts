import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { canConnect, freePort } from '../../scripts/lib/ports';
import { processesMentioning } from '../support/processes';
import { eventually, requireEnv } from '../support/test-env';
import { envWithout } from '../../scripts/lib/env';
import { SERVER_MAIN, WORKERS_MAIN } from '../../scripts/lib/hub';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's (postgres as root)
  }
}

// `npm run up` as a person runs it, then SIGTERM: nothing it started may outlive it.
describe('npm run up', () => {
  let up: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';
  let exitCode: number | null | undefined;
  let pids: number[] = [];
  let pgPort: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(requireEnv('MES_TEST_TMP'), 'up-'));
    port = await freePort();
    pgPort = await freePort();
    let env: NodeJS.ProcessEnv = {
      ...process.env,
      MES_DATA_DIR: dataDir,
      PORT: String(port),
      MES_PG_PORT: String(pgPort),
      MES_REDIS_REUSE: '0',
      MES_SKIP_BUILD: '1',
      HEARTBEAT_INTERVAL_MS: '500',
      MES_SIMULATOR_CYCLE_MS: '300',
    };
    env = envWithout(env, ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'JEST_WORKER_ID']);
    up = spawn('npm', ['run', 'up'], { cwd: requireEnv('MES_ROOT'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    up.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    up.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    up.on('exit', (code) => (exitCode = code));
    await eventually(
      'the ready line',
      async () => {
        if (exitCode !== undefined) throw new Error(`npm run up exited early:\n${output}`);
        return /\[mes\] ready .*http:\/\/localhost:\d+\/kanban\/.*admin \/ admin/.test(output);
      },
      150_000,
    );
  }, 180_000);

  afterAll(() => {
    if (exitCode === undefined) up?.kill('SIGKILL');
    for (const p of processesMentioning(dataDir)) process.kill(p.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the health report, the back office and the kanban on its one port', async () => {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      postgres: { up: boolean };
      redis: { up: boolean };
    };
    expect(health.postgres.up).toBe(true);
    expect(health.redis.up).toBe(true);
    for (const path of ['/', '/home', '/kanban/', '/kanban/worder/1', '/device_display/menu']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
    }
  });

  it('started PostgreSQL, Redis, the server and the workers, and says so in its run file', () => {
    const run = JSON.parse(readFileSync(join(dataDir, 'hub.run.json'), 'utf8')) as {
      port: number;
      pids: Record<string, number>;
    };
    expect(run.port).toBe(port);
    pids = Object.values(run.pids);
    expect(Object.keys(run.pids).sort()).toEqual(['postgres', 'redis', 'server', 'simulator', 'up', 'workers']);
    for (const pid of pids) expect(isAlive(pid)).toBe(true);
    const commands = processesMentioning(dataDir)
      .map((p) => p.cmdline)
      .join('\n');
    expect(commands).toMatch(/postgres -D/);
    expect(commands).toContain(SERVER_MAIN);
    expect(commands).toContain(WORKERS_MAIN);
  });

  it('runs the line simulator: station reports arrive through the API', async () => {
    const db = new pg.Client({ connectionString: `postgres://mes:mes@127.0.0.1:${pgPort}/mes` });
    await db.connect();
    try {
      await eventually(
        'reports from the simulator',
        async () => {
          const r = await db.query("SELECT count(*)::int AS n FROM station_log WHERE operator LIKE 'sim-%'");
          return r.rows[0].n >= 3;
        },
        60_000,
      );
    } finally {
      await db.end();
    }
  }, 90_000);

  it('stops everything within 10 s of SIGTERM, freeing its port', async () => {
    const sent = Date.now();
    up.kill('SIGTERM');
    await eventually('npm run up to exit', async () => exitCode !== undefined, 10_000);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(await canConnect(port)).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);
    expect(pids.filter(isAlive)).toEqual([]);
  });
});

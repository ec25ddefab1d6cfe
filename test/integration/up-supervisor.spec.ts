import { rmSync } from 'node:fs';
import pg from 'pg';
import { TOPIC } from '@mes/contracts';
import { isRunning } from '../../scripts/lib/proc';
import { SUPERVISOR_KEY } from '../../scripts/lib/supervisor-status';
import { REDIS_KEYS } from '../../server/src/core/redis/redis.keys';
import { ApiClient } from '../support/api-client';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { processesMentioning } from '../support/processes';
import { eventually } from '../support/test-env';
import { running, upSettings, UpProcess, type UpSettings } from '../support/up-process';

type Supervised = {
  pid: number | null;
  restarts: number;
  last_exit_code: number | null;
  last_exit_signal: string | null;
  last_restart_at: string | null;
};
type Health = {
  status: string;
  queues: { heartbeat: { last_heartbeat_at: string | null } };
  supervisor?: Record<string, Supervised>;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Station reports as handhelds send them, four SNs in flight, each walking its flow; a report that gets no answer
// (the server is away) is sent again with the same idempotency key, as a handheld does.
class ReportStream {
  readonly accepted = new Set<string>();
  readonly refused: string[] = [];
  private stopped = false;
  private done: Promise<unknown> | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly ids: DemoIds,
  ) {}

  start(): void {
    let next = 0;
    this.done = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!this.stopped && next < this.ids.sns.length) {
          const sn = this.ids.sns[next++];
          for (const station of FLOW) await this.send(sn, station);
        }
      }),
    );
  }

  private async send(sn: string, station: (typeof FLOW)[number]): Promise<void> {
    const key = `${sn}@${station}`;
    for (;;) {
      try {
        const answer = await this.api.call(CALL_OF[station], {
          sn,
          station_id: this.ids.stations[station],
          result: 1,
          idempotency_key: key,
        });
        if (answer.err === 0) this.accepted.add(key);
        else this.refused.push(`${key}: ${answer.err} ${answer.msg}`);
        await pause(20); // a line's pace, so the stream lasts through both crashes
        return;
      } catch {
        await pause(100); // no answer: the server is restarting
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }
}

// `npm run up` as a supervisor: kill -9 of the workers, then of the server, during a stream of reports; each comes
// back, nothing is lost or doubled; then a crash loop stops everything with a clear message.
describe('npm run up restarts what crashes', () => {
  let settings: UpSettings;
  let up: UpProcess;
  let api: ApiClient;
  let db: pg.Client;
  let stream: ReportStream;

  const health = async (): Promise<Health> =>
    (await fetch(`http://127.0.0.1:${settings.port}/api/health`)).json() as Promise<Health>;
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await db.query<{ n: number }>(sql, params)).rows[0].n;
  const allApplied = async () => {
    const unrelayed = await count('SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL');
    const unapplied = await count(
      `SELECT count(*)::int AS n FROM outbox o LEFT JOIN projection_applied a ON a.outbox_id = o.id
        WHERE o.topic = $1 AND a.outbox_id IS NULL`,
      [TOPIC.stationReport],
    );
    return unrelayed === 0 && unapplied === 0;
  };
  let before: { log: number; keys: number; counted: number };

  beforeAll(async () => {
    settings = await upSettings('up-supervisor', { MES_SIMULATOR: '0' });
    up = new UpProcess(settings);
    await up.ready();
    api = new ApiClient(`http://127.0.0.1:${settings.port}`);
    await api.login('admin', 'admin');
    const ids = await demoIds(api);
    const databaseUrl = `postgres://mes:mes@127.0.0.1:${settings.pgPort}/mes`;
    await startOrder(api, databaseUrl, ids.worderId);
    db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => undefined); // the crash-loop test ends with PostgreSQL stopped under this connection
    await db.connect();
    stream = new ReportStream(api, ids);
    // the demo factory's own reports (its history, its staged work) are there before the stream: counted once settled
    await eventually('the demo stage applied', allApplied, 120_000);
    before = {
      log: await count('SELECT count(*)::int AS n FROM station_log'),
      keys: await count('SELECT count(DISTINCT report_key)::int AS n FROM station_log'),
      counted: await count('SELECT coalesce(sum(pass + fail), 0)::int AS n FROM proj_station_stat'),
    };
  }, 300_000);

  afterAll(async () => {
    await stream?.stop();
    await db?.end();
    up?.kill();
    for (const p of processesMentioning(settings.dataDir)) process.kill(p.pid, 'SIGKILL');
    rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('records its processes in Redis under the key the server reads', async () => {
    expect(SUPERVISOR_KEY).toBe(REDIS_KEYS.supervisor);
    const report = await health();
    expect(report.status).toBe('ok');
    expect(report.supervisor?.workers).toMatchObject({ pid: up.runFile().pids.workers, restarts: 0 });
    expect(report.supervisor?.server).toMatchObject({ pid: up.runFile().pids.server, restarts: 0 });
  });

  it('restarts the workers after kill -9 while reports keep being accepted, and they catch up', async () => {
    stream.start();
    await eventually('reports flowing', async () => stream.accepted.size >= 20, 60_000);
    const old = up.runFile().pids.workers;
    process.kill(old, 'SIGKILL');
    const killedAt = Date.now();
    const acceptedAtKill = stream.accepted.size;
    await up.waitForOutput(/\[mes\] workers exited \(code null, signal SIGKILL\): restarting in 500 ms \(restart 1\)/);
    const back = await eventually(
      'the workers back, beating',
      async () => {
        const h = await health();
        const beat = h.queues.heartbeat.last_heartbeat_at;
        return h.supervisor?.workers.restarts === 1 && beat && Date.parse(beat) > killedAt ? h : undefined;
      },
      90_000,
    );
    expect(back.supervisor?.workers).toMatchObject({ restarts: 1, last_exit_code: null, last_exit_signal: 'SIGKILL' });
    expect(back.supervisor?.workers.pid).not.toBe(old);
    expect(up.runFile().pids.workers).toBe(back.supervisor?.workers.pid);
    expect(stream.accepted.size).toBeGreaterThan(acceptedAtKill);
    expect(stream.refused).toEqual([]);
  }, 150_000);

  it('restarts the server after kill -9: HTTP answers again and the retried reports are stored once', async () => {
    const old = up.runFile().pids.server;
    process.kill(old, 'SIGKILL');
    await up.waitForOutput(/\[mes\] server exited \(code null, signal SIGKILL\): restarting in 500 ms \(restart 1\)/);
    const back = await eventually(
      'the server back',
      async () => {
        const h = await health();
        return h.supervisor?.server.restarts === 1 ? h : undefined;
      },
      90_000,
    );
    expect(back.status).toBe('ok');
    expect(back.supervisor?.server.pid).not.toBe(old);
    const acceptedWhenBack = stream.accepted.size;
    await eventually(
      'reports accepted by the new server',
      async () => stream.accepted.size >= acceptedWhenBack + 10,
      60_000,
    );
    await stream.stop();
    expect(stream.refused).toEqual([]);

    const accepted = stream.accepted.size;
    const log = await db.query('SELECT count(*)::int AS n, count(DISTINCT report_key)::int AS keys FROM station_log');
    expect({ n: log.rows[0].n - before.log, keys: log.rows[0].keys - before.keys }).toEqual({
      n: accepted,
      keys: accepted,
    });
    await eventually('the outbox relayed and every fact applied', allApplied, 120_000);
    // Every report passed: the station counters add up to the station log, once each.
    expect(await count('SELECT coalesce(sum(pass + fail), 0)::int AS n FROM proj_station_stat')).toBe(
      before.counted + accepted,
    );
    process.stdout.write(`reports accepted across both crashes: ${accepted}\n`);
  }, 240_000);

  it('stops everything, saying why, when the workers crash in a loop', async () => {
    const pids = up.runFile().pids;
    const gaveUp = () => /a crash loop, stopping everything/.test(up.output);
    const exits = () => (up.output.match(/\[mes\] workers exited/g) ?? []).length;
    let killed = 0;
    // Five exits within 60 s: the kill of the workers in the test above may be one of them.
    while (!gaveUp() && killed < 5) {
      const pid = await eventually(
        'the workers started again',
        async () => {
          const now = up.runFile().pids.workers;
          if (gaveUp()) return -1;
          return isRunning(now) && (killed === 0 || now !== pids.workers) ? now : undefined;
        },
        60_000,
      );
      if (pid === -1) break;
      pids.workers = pid;
      const before = exits();
      process.kill(pid, 'SIGKILL');
      killed++;
      await eventually('the exit seen', async () => exits() > before, 30_000);
    }
    await up.exited(60_000);
    expect(up.output).toMatch(
      /\[mes\] workers exited 5 times within 60 s \(last: code null, signal SIGKILL\): a crash loop, stopping everything/,
    );
    expect(up.output).toMatch(/\[mes\] stopped/);
    expect(up.exit?.code).toBe(1);
    expect(running(pids)).toEqual([]);
    expect(processesMentioning(settings.dataDir)).toEqual([]);
  }, 150_000);
});

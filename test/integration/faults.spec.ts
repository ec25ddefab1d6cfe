import pg from 'pg';
import { TOPIC } from '@mes/contracts';
import { spawnSync } from 'node:child_process';
import { ApiClient } from '../support/api-client';
import { Cluster } from '../support/cluster';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { eventually, requireEnv } from '../support/test-env';

type Report = { sn: string; station: (typeof FLOW)[number]; key: string };

// Nothing lost, nothing doubled: a stream of reports through two servers and two workers while a worker is killed
// with -9, Redis restarts and a server restarts. Every accepted report is in the station log once, and the
// projections equal a rebuild from the facts.
describe('faults during a stream of reports', () => {
  const cluster = new Cluster();
  let clients: ApiClient[];
  let ids: DemoIds;
  let db: pg.Client;
  const acceptedWhileRedisDown: string[] = [];
  let redisDown = false;

  beforeAll(async () => {
    await cluster.start('faults', 2, 2);
    clients = [new ApiClient(cluster.url(0)), new ApiClient(cluster.url(1))];
    await clients[0].login('admin', 'admin');
    clients[1].token = clients[0].token;
    ids = await demoIds(clients[0]);
    await startOrder(clients[0], cluster.env.DATABASE_URL, ids.worderId);
    // Both servers have seen the token before Redis goes away.
    for (const c of clients) expect((await c.call('/api/v1/basicdata/user/self')).err).toBe(0);
    db = new pg.Client({ connectionString: cluster.env.DATABASE_URL });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await cluster.stop();
  });

  // A handheld: the same idempotency key until the report is accepted, on whichever server answers.
  async function send(r: Report, n: number): Promise<void> {
    for (let attempt = 0; attempt < 400; attempt++) {
      const client = clients[(n + attempt) % 2];
      try {
        const answer = await client.call<{ repeated: boolean }>(CALL_OF[r.station], {
          sn: r.sn,
          station_id: ids.stations[r.station],
          result: 1,
          idempotency_key: r.key,
        });
        if (answer.err === 0) {
          if (redisDown) acceptedWhileRedisDown.push(r.key);
          return;
        }
        if (answer.err !== 500 && answer.err !== 900) throw new Error(`${r.key}: ${answer.err} ${answer.msg}`);
      } catch (e) {
        if ((e as Error).message.startsWith(r.key)) throw e;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`${r.key} never accepted`);
  }

  it('loses and doubles nothing', async () => {
    const sns = ids.sns.slice(0, 48);
    const reports: Report[] = FLOW.flatMap((station) => sns.map((sn) => ({ sn, station, key: `${sn}@${station}` })));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const faults: Record<number, () => Promise<void>> = {
      30: async () => {
        await cluster.killWorker(0);
        await pause(1500);
        await cluster.restartWorker(0);
      },
      80: async () => {
        await cluster.stopRedis();
        redisDown = true;
        await pause(2500);
        await cluster.startRedis();
        redisDown = false;
      },
      140: async () => {
        await cluster.restartServer(0);
      },
    };
    // Every fault runs beside the stream and is finished (its process back) before anything is checked.
    const running: Promise<void>[] = [];
    // Four SNs in flight at a time, each walking its flow in order.
    let next = 0;
    const lanes = Array.from({ length: 4 }, async () => {
      for (;;) {
        const i = next++;
        if (i >= sns.length) return;
        for (const [s, station] of FLOW.entries()) {
          const n = s * sns.length + i;
          const fault = faults[n];
          if (fault) running.push(fault());
          await send({ sn: sns[i], station, key: `${sns[i]}@${station}` }, n);
        }
      }
    });
    await Promise.all(lanes);
    await Promise.all(running);
    expect(reports).toHaveLength(192);

    const log = await db.query('SELECT count(*)::int AS n, count(DISTINCT report_key)::int AS keys FROM station_log');
    expect(log.rows[0]).toEqual({ n: 192, keys: 192 });
    expect(acceptedWhileRedisDown.length).toBeGreaterThan(0);

    await eventually(
      'every fact applied and emitted',
      async () => {
        const r = await db.query(
          `SELECT count(*)::int AS n FROM outbox o LEFT JOIN projection_applied a ON a.outbox_id = o.id
        WHERE o.topic = $1 AND (a.outbox_id IS NULL OR NOT a.emitted)`,
          [TOPIC.stationReport],
        );
        return r.rows[0].n === 0;
      },
      90_000,
    );
    const read = async () => ({
      s: (
        await db.query(
          'SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip FROM proj_station_stat ORDER BY 1, 2',
        )
      ).rows,
      h: (await db.query('SELECT product_line_id, hour, pass, fail, output FROM proj_line_hour ORDER BY 1, 2')).rows,
      p: (await db.query('SELECT worder_id, started, finished, failed FROM proj_worder_progress ORDER BY 1')).rows,
    });
    const live = await read();
    expect(live.p[0]).toMatchObject({ started: 48, finished: 48, failed: 0 });
    const run = spawnSync(process.execPath, [`${requireEnv('MES_ROOT')}/server/dist/cli/rebuild-projections.js`], {
      env: cluster.env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(await read()).toEqual(live);
  }, 240_000);
});

import pg from 'pg';
import { rebuildProjections } from '@mes/server/modules/shop-floor/rebuild';
import { TOPIC, type ReportsDelta, type RoomDelta } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

type Answer = {
  station_log_id: number;
  verdict: string;
  next_station: { fnumber: string } | null;
  done: boolean;
  repeated: boolean;
};

describe('station reports', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;

  const report = (station: (typeof FLOW)[number], sn: string, result = 1, extra: Record<string, unknown> = {}) =>
    api.call<Answer>(CALL_OF[station], { sn, station_id: ids.stations[station], result, operator: 'op1', ...extra });

  beforeAll(async () => {
    hub = await startBuiltHub('reports');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('refuses reports while the order is not working (1211)', async () => {
    const answer = await report('ASSY-01-DL', ids.sns[0]);
    expect(answer.err).toBe(1211);
    expect(answer.msg).toMatch(/WO-DEMO-0001 is ready/);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
  });

  it('walks an SN through its flow with test items, answering the verdict and the next station', async () => {
    const sn = ids.sns[1];
    const first = await report('ASSY-01-DL', sn, 1, { test_items: [{ name: 'fw', value: 'v1.2', result: 1 }] });
    expect(first).toMatchObject({
      err: 0,
      data: { verdict: 'pass', next_station: { fnumber: 'ASSY-01-GT' }, done: false },
    });
    for (const station of FLOW.slice(1, -1)) expect((await report(station, sn)).err).toBe(0);
    const last = await report('ASSY-01-OUT', sn);
    expect(last.data).toMatchObject({ next_station: null, done: true });
    const items = await db.query(
      'SELECT name, value FROM station_log_item i JOIN station_log l ON l.id = i.station_log_id WHERE l.sn = $1',
      [sn],
    );
    expect(items.rows).toEqual([{ name: 'fw', value: 'v1.2' }]);
  });

  it('answers every routing error with its code', async () => {
    const sn = ids.sns[2];
    expect(
      (await api.call(CALL_OF['ASSY-01-DL'], { sn: 'NOT-AN-SN', station_id: ids.stations['ASSY-01-DL'], result: 1 }))
        .err,
    ).toBe(1213);
    expect((await report('ASSY-01-DL', sn, 1, { worder_id: 999999 })).err).toBe(1213);
    expect((await api.call(CALL_OF['ASSY-01-DL'], { sn, station_id: 999999, result: 1 })).err).toBe(1205);
    expect((await api.call(CALL_OF['ASSY-01-GT'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1 })).err).toBe(
      1505,
    );
    expect(
      (await api.call('/api/v2/mes-transfer/check_x/create', { sn, station_id: ids.stations['SMT-01-AXI'], result: 1 }))
        .err,
    ).toBe(1214);
    const skip = await report('ASSY-01-GT', sn);
    expect(skip).toMatchObject({ err: 1215, msg: expect.stringContaining('pass ASSY-01-DL first') });
    // the reads write nothing: the refused first reports left the SN without a routing state; the accepted one's
    // write creates it at the position it moved to
    const state = () => db.query('SELECT next_seq, last_result FROM sn_state WHERE sn = $1', [sn]);
    expect((await state()).rows).toEqual([]);
    expect((await report('ASSY-01-DL', sn)).err).toBe(0);
    expect((await state()).rows).toEqual([{ next_seq: 2, last_result: 1 }]);
    expect((await report('ASSY-01-DL', sn)).err).toBe(1216);
  });

  it('keeps a failed SN at its station for retest', async () => {
    const sn = ids.sns[3];
    await report('ASSY-01-DL', sn);
    expect((await report('ASSY-01-GT', sn, 2)).data).toMatchObject({ verdict: 'fail', next_station: null });
    expect((await report('ASSY-01-MMI', sn)).err).toBe(1215);
    expect((await report('ASSY-01-GT', sn, 1)).data).toMatchObject({
      verdict: 'pass',
      next_station: { fnumber: 'ASSY-01-MMI' },
    });
    const logs = await db.query('SELECT first_pass FROM station_log WHERE sn = $1 AND station_id = $2 ORDER BY id', [
      sn,
      ids.stations['ASSY-01-GT'],
    ]);
    expect(logs.rows.map((r) => r.first_pass)).toEqual([true, false]);
  });

  it('stores a retried report once and answers it again (idempotency key)', async () => {
    const sn = ids.sns[4];
    const body = { idempotency_key: `hh-1-${sn}` };
    const answers = await Promise.all([
      report('ASSY-01-DL', sn, 1, body),
      report('ASSY-01-DL', sn, 1, body),
      report('ASSY-01-DL', sn, 1, body),
    ]);
    expect(answers.map((a) => a.err)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.station_log_id)).size).toBe(1);
    expect(answers.filter((a) => a.data.repeated)).toHaveLength(2);
    const count = await db.query('SELECT count(*)::int AS n FROM station_log WHERE sn = $1', [sn]);
    expect(count.rows[0].n).toBe(1);
  });

  it('names the field of a bad report', async () => {
    expect(
      (await api.call(CALL_OF['ASSY-01-DL'], { sn: ids.sns[5], station_id: ids.stations['ASSY-01-DL'], result: 7 }))
        .msg,
    ).toMatch(/^result:/);
    expect((await api.call(CALL_OF['ASSY-01-DL'], { station_id: ids.stations['ASSY-01-DL'], result: 1 })).msg).toMatch(
      /^sn:/,
    );
    expect((await api.call(CALL_OF['ASSY-01-DL'], { sn: 'x', result: 1 })).msg).toMatch(/^station_id:/);
    expect(
      (await api.call(CALL_OF['ASSY-01-DL'], { sn: 'x', station_id: 1, result: 1, test_items: [{ value: 1 }] })).msg,
    ).toMatch(/^test_items\[0\]\.name:/);
  });

  it('pushes a numbered delta to the boards, and a reconnecting board catches up', async () => {
    const board = new BoardSocket(hub.baseUrl, api.token!);
    const joined = await board.join(`worder:${ids.worderId}`);
    expect(joined).toMatchObject({ ok: true, room: `worder:${ids.worderId}` });
    const sn = ids.sns[6];
    const before = Date.now();
    const sent = await report('ASSY-01-DL', sn);
    const carries = (d: RoomDelta, id: number) => (d.data as ReportsDelta).reports.some((r) => r.station_log_id === id);
    const delta = await eventually('the delta of the report', async () =>
      board.deltas.find((d) => carries(d, sent.data.station_log_id)),
    );
    expect(delta.seq).toBeGreaterThan(joined.ok ? joined.seq : 0);
    // stamped when it was numbered: after the report was sent, not after it arrived
    expect(delta.at).toBeGreaterThanOrEqual(before);
    expect(delta.at).toBeLessThanOrEqual(Date.now());
    const data = delta.data as ReportsDelta;
    expect(data.stations.find((s) => s.station_id === ids.stations['ASSY-01-GT'])?.wip).toBeGreaterThanOrEqual(1);
    expect(data.progress[0]).toMatchObject({ worder_id: ids.worderId });
    board.close();
    // Two reports while away; back with the last number: exactly those two.
    await report('ASSY-01-GT', sn);
    await report('ASSY-01-MMI', sn);
    await eventually('both applied', async () => {
      const r = await db.query(
        "SELECT count(*)::int AS n FROM projection_applied a JOIN outbox o ON o.id = a.outbox_id WHERE a.emitted AND o.payload->>'sn' = $1",
        [sn],
      );
      return r.rows[0].n === 3;
    });
    const back = new BoardSocket(hub.baseUrl, api.token!);
    const caught = await back.join(`worder:${ids.worderId}`, delta.seq);
    back.close();
    expect(caught.ok && caught.deltas?.flatMap((d) => (d.data as ReportsDelta).reports.map((r) => r.sn))).toEqual([
      sn,
      sn,
    ]);
  });

  it('announces a report whose delta was lost between the commit and the emit', async () => {
    // the last report of the SN the test before walked, as a relay killed after its commit leaves it: applied,
    // never announced
    const entry = await eventually('the announced entry', async () => {
      const r = await db.query<{ id: string; log_id: string }>(
        `SELECT o.id, o.payload->>'station_log_id' AS log_id FROM outbox o JOIN projection_applied a ON a.outbox_id = o.id
         WHERE o.topic = $1 AND o.payload->>'sn' = $2 AND a.emitted ORDER BY o.id DESC LIMIT 1`,
        [TOPIC.stationReport, ids.sns[6]],
      );
      return r.rows[0];
    });
    const board = new BoardSocket(hub.baseUrl, api.token!);
    await board.join(`worder:${ids.worderId}`);
    await db.query(
      `UPDATE projection_applied SET emitted = false, applied_at = now() - interval '1 minute' WHERE outbox_id = $1`,
      [entry.id],
    );
    const delta = await eventually('the delta announced by the sweep', async () =>
      board.deltas.find((d) => (d.data as ReportsDelta).reports.some((r) => r.station_log_id === Number(entry.log_id))),
    );
    expect((delta.data as ReportsDelta).progress[0]).toMatchObject({ worder_id: ids.worderId });
    await eventually('the entry marked announced again', async () => {
      const r = await db.query('SELECT emitted FROM projection_applied WHERE outbox_id = $1', [entry.id]);
      return r.rows[0].emitted === true;
    });
    board.close();
  });

  it('refuses a socket without a valid token', async () => {
    const board = new BoardSocket(hub.baseUrl, 'garbage-token-garbage-token');
    await expect(board.connected()).rejects.toThrow(/900/);
    board.close();
  });

  it('keeps projections equal to a rebuild from the station log', async () => {
    await eventually('every fact applied', async () => {
      const r = await db.query(
        `SELECT count(*)::int AS n FROM outbox o LEFT JOIN projection_applied a ON a.outbox_id = o.id
        WHERE o.topic = $1 AND a.outbox_id IS NULL`,
        [TOPIC.stationReport],
      );
      return r.rows[0].n === 0;
    });
    const read = async () => {
      const s = await db.query(
        'SELECT worder_id, station_id, pass, fail, first_pass_total, first_pass_pass, wip FROM proj_station_stat ORDER BY 1, 2',
      );
      const h = await db.query('SELECT product_line_id, hour, pass, fail, output FROM proj_line_hour ORDER BY 1, 2');
      const p = await db.query('SELECT worder_id, started, finished, failed FROM proj_worder_progress ORDER BY 1');
      return { s: s.rows, h: h.rows, p: p.rows };
    };
    const live = await read();
    // sns 1, 2, 3, 4 and 6 started; sn 1 finished; sn 3 failed once.
    expect(live.p[0]).toMatchObject({ started: 5, finished: 1, failed: 1 });
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [`${process.env.MES_ROOT}/server/dist/cli/rebuild-projections.js`], {
      env: hub.env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(await read()).toEqual(live);
  });

  // Twenty handhelds scanning one fresh SN at its first station at once: the SN's routing state is created by one of
  // them while the others read it; none may answer that the SN is in no work order.
  it('answers one pass and nineteen 1216 to twenty first reports of one SN sent at once', async () => {
    const sn = ids.sns[20];
    const answers = await Promise.all(Array.from({ length: 20 }, () => report('ASSY-01-DL', sn)));
    const errs = answers.map((a) => a.err).sort((a, b) => a - b);
    expect(errs).toEqual([0, ...Array.from({ length: 19 }, () => 1216)]);
    const count = await db.query('SELECT count(*)::int AS n FROM station_log WHERE sn = $1', [sn]);
    expect(count.rows[0].n).toBe(1);
  });

  it('answers twenty retries of one first report sent at once with the first verdict', async () => {
    const sn = ids.sns[21];
    const body = { idempotency_key: `race-${sn}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => report('ASSY-01-DL', sn, 1, body)));
    expect(answers.map((a) => a.err)).toEqual(Array.from({ length: 20 }, () => 0));
    expect(new Set(answers.map((a) => a.data.station_log_id)).size).toBe(1);
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
    expect(answers.every((a) => a.data.verdict === 'pass' && a.data.next_station?.fnumber === 'ASSY-01-GT')).toBe(true);
    const count = await db.query('SELECT count(*)::int AS n FROM station_log WHERE sn = $1', [sn]);
    expect(count.rows[0].n).toBe(1);
  });

  // Reports of many SNs at once share statements and commits (group commit, report-writer.ts); each is still judged
  // alone: the right ones accepted with their own log row and next station, the wrong ones refused with their own code.
  it('judges each of many reports sent at once on its own, and stores each accepted one once', async () => {
    const sns = ids.sns.slice(100, 140);
    const station = (i: number) => (i % 3 === 2 ? 'ASSY-01-GT' : 'ASSY-01-DL');
    const answers = await Promise.all(
      sns.map((sn, i) => report(station(i), sn, i % 3 === 1 ? 2 : 1, { idempotency_key: `burst-${sn}` })),
    );
    // first station pass, first station fail (kept there), second station before the first (1215)
    expect(answers.map((a) => a.err)).toEqual(sns.map((_, i) => (i % 3 === 2 ? 1215 : 0)));
    answers.forEach((a, i) => {
      if (i % 3 === 0) expect(a.data).toMatchObject({ verdict: 'pass', next_station: { fnumber: 'ASSY-01-GT' } });
      if (i % 3 === 1) expect(a.data).toMatchObject({ verdict: 'fail', next_station: null });
    });
    const accepted = answers.filter((a) => a.err === 0);
    expect(new Set(accepted.map((a) => a.data.station_log_id)).size).toBe(accepted.length);
    const stored = await db.query<{ sn: string; n: number; id: string }>(
      'SELECT sn, count(*)::int AS n, max(id) AS id FROM station_log WHERE sn = ANY($1) GROUP BY sn ORDER BY sn',
      [sns],
    );
    expect(stored.rows.map((r) => [r.sn, r.n])).toEqual(sns.filter((_, i) => i % 3 !== 2).map((sn) => [sn, 1]));
    for (const r of stored.rows) expect(Number(r.id)).toBe(answers[sns.indexOf(r.sn)].data.station_log_id);
    // sent again with the same keys, all at once: the first answers again, nothing stored twice
    const again = await Promise.all(
      sns.map((sn, i) => report(station(i), sn, i % 3 === 1 ? 2 : 1, { idempotency_key: `burst-${sn}` })),
    );
    again.forEach((a, i) => {
      if (i % 3 === 2) expect(a.err).toBe(1215);
      else expect(a.data).toMatchObject({ repeated: true, station_log_id: answers[i].data.station_log_id });
    });
    const total = await db.query('SELECT count(*)::int AS n FROM station_log WHERE sn = ANY($1)', [sns]);
    expect(total.rows[0].n).toBe(accepted.length);
  });

  // A rebuild while reports keep arriving: every report is counted once, by the rebuild or by the workers after it.
  it('keeps a rebuild exact while reports arrive during it', async () => {
    const pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 2 });
    let walking = true;
    const walkers = Promise.all(
      ids.sns.slice(40, 100).map(async (sn) => {
        for (const station of FLOW) expect((await report(station, sn)).err).toBe(0);
      }),
    ).finally(() => (walking = false));
    let rebuilds = 0;
    try {
      while ((walking && rebuilds < 50) || rebuilds === 0) {
        await rebuildProjections(pool);
        rebuilds++;
      }
      await walkers;
    } finally {
      await pool.end();
    }
    expect(rebuilds).toBeGreaterThan(0);
    await eventually(
      'every fact applied',
      async () => {
        const r = await db.query(
          `SELECT count(*)::int AS n FROM outbox o LEFT JOIN projection_applied a ON a.outbox_id = o.id
        WHERE o.topic = $1 AND a.outbox_id IS NULL`,
          [TOPIC.stationReport],
        );
        return r.rows[0].n === 0;
      },
      60_000,
    );
    const progress = async () =>
      (await db.query('SELECT worder_id, started, finished, failed FROM proj_worder_progress ORDER BY 1')).rows;
    const stations = async () =>
      (await db.query('SELECT worder_id, station_id, pass, fail, wip FROM proj_station_stat ORDER BY 1, 2')).rows;
    const live = { p: await progress(), s: await stations() };
    const finished = await db.query(
      'SELECT count(DISTINCT sn)::int AS n FROM station_log WHERE station_id = $1 AND result = 1',
      [ids.stations['ASSY-01-OUT']],
    );
    expect(live.p[0].finished).toBe(finished.rows[0].n);
    const again = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 1 });
    await rebuildProjections(again).finally(() => again.end());
    expect({ p: await progress(), s: await stations() }).toEqual(live);
  }, 120_000);
});

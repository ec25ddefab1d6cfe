import pg from 'pg';
import { vccSeries } from '@mes/server/cli/simulator/vcc-signal';
import { evaluateSeries } from '@mes/server/modules/spc';
import { ErrorCode, refusalMessage, type Locale, type SpcAlarm, type SpcBaseline } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { CALL_OF, demoIds, startOrder } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { ALARM, CHARACTERISTIC, SpcLine, callIn, releaseBody } from '../support/spc-fixture';

const BASELINE = 20;
const ALL_RULES = [1, 2, 3, 4, 5, 6, 7, 8];

// The line simulator's drifting VCC through the SPC loop (issue 35 "Correctness", docs/spc.md): the simulator's own
// value function gives a baseline, the limits are frozen, then it drifts. The batch evaluator over the same values
// says which point must fire first; the live evaluation (the workers' relay) must raise its alarm exactly there,
// hold the station (1701 in the caller's language, nothing stored), and let it go on after the release.
describe('SPC: the simulator drift raises the alarm where the rules say', () => {
  let hub: Hub;
  let line: SpcLine;
  let db: pg.Client;

  beforeAll(async () => {
    hub = await startBuiltHub('spc_drift');
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    line = new SpcLine(api, ids, db);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('fires at the first violating point of the drift, holds the station, and releases it', async () => {
    const { api } = line;
    const id = await line.characteristic({ rules: ALL_RULES.join(',') });
    const vcc = vccSeries({ seed: 3, driftAfter: BASELINE, driftPerUnit: 0.002 });
    for (let i = 0; i < BASELINE; i++) expect((await line.unit(vcc())).err).toBe(0);
    await eventually('the baseline points', async () => (await line.completePoints(id)) === BASELINE);
    const baseline = await api.ok<SpcBaseline>(`${CHARACTERISTIC}/freeze`, { id });
    expect(baseline).toMatchObject({ from_seq: 1, to_seq: BASELINE, points: BASELINE });

    // what must happen: the batch evaluator over the drifting values against the frozen limits
    const drift = Array.from({ length: 60 }, () => vcc());
    const first = evaluateSeries(drift, { centre: baseline.centre, sigma: baseline.sigma }, ALL_RULES)[0];
    expect(first).toBeDefined();
    const seqOf = (index: number) => BASELINE + 1 + index;

    // report point by point (each one plotted before the next), no alarm before the expected one
    for (let i = 0; i <= first.index; i++) {
      expect((await line.unit(drift[i])).err).toBe(0);
      await eventually(`point ${seqOf(i)}`, async () => (await line.completePoints(id)) === BASELINE + i + 1);
      if (i < first.index) expect(await line.openAlarms(id)).toEqual([]);
    }
    const [alarm] = await eventually('the alarm', async () => {
      const open = await line.openAlarms(id);
      return open.length > 0 ? open : undefined;
    });
    expect(alarm).toMatchObject({
      rule: first.rule,
      point_seqs: first.points.map(seqOf),
      value: drift[first.index],
      hold: true,
      station: { fnumber: 'ASSY-01-GT' },
    });
    expect(await line.openAlarms(id)).toHaveLength(1);

    // held: the next report answers 1701 in the caller's language and stores nothing at the station
    const before = await line.stored(id);
    const sn = line.sn();
    expect((await line.unit(drift[first.index + 1], api, sn)).err).toBe(ErrorCode.SPC_HOLD);
    const gt = { sn, station_id: line.ids.stations['ASSY-01-GT'], result: 1, test_items: [] };
    const en = await callIn(api, CALL_OF['ASSY-01-GT'], gt, 'en-US');
    const zh = await callIn(api, CALL_OF['ASSY-01-GT'], gt, 'zh-CN,zh;q=0.9');
    expect(en).toMatchObject({ err: ErrorCode.SPC_HOLD, code: 'spc.station_held', field: 'station' });
    expect(en.msg).toContain(`station on SPC hold: rule ${first.rule}: `);
    expect(en.msg).toContain('on GT VCC');
    expect(zh).toMatchObject({ err: ErrorCode.SPC_HOLD, code: 'spc.station_held', field: 'station' });
    expect(zh.msg).toContain(`工站因SPC报警暂停：GT VCC 触发规则${first.rule}：`);
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await line.stored(id)).toEqual(before);

    // a wrong password releases nothing (refused naming the signature, in both languages)
    for (const language of ['en-US', 'zh-CN']) {
      const wrong = await callIn(api, `${ALARM}/release`, releaseBody(alarm.id, 'admin', 'not-it'), language);
      expect(wrong).toMatchObject({ err: ErrorCode.BAD_REQUEST, code: 'spc.wrong_password', field: 'sign' });
      expect(wrong.msg).toBe(refusalMessage('sign', 'spc.wrong_password', language as Locale, {}));
    }
    expect(await line.openAlarms(id)).toHaveLength(1);
    // the release (the supervisor's password) lets the station go on: the unit passes, its point is plotted
    const released = await api.ok<SpcAlarm>(`${ALARM}/release`, releaseBody(alarm.id, 'admin', 'admin'));
    expect(released).toMatchObject({ kind: 'released', released_by: { name: 'admin' } });
    // released once: a second release is refused, naming who released it
    const zhAgain = await callIn(api, `${ALARM}/release`, releaseBody(alarm.id, 'admin', 'admin'), 'zh-CN');
    const enAgain = await callIn(api, `${ALARM}/release`, releaseBody(alarm.id, 'admin', 'admin'), 'en-US');
    for (const r of [zhAgain, enAgain])
      expect(r).toMatchObject({ err: ErrorCode.BAD_REQUEST, code: 'spc.alarm_released', field: 'id' });
    expect(zhAgain.msg).toMatch(new RegExp(`^id: SPC报警 ${alarm.id} 已由 admin 于 .+ 解除$`));
    expect(enAgain.msg).toMatch(new RegExp(`^id: SPC alarm ${alarm.id} was already released by admin at `));
    expect(await line.openAlarms(id)).toEqual([]);
    const { data, err } = await api.call<{ station_log_id: number }>(CALL_OF['ASSY-01-GT'], {
      ...gt,
      test_items: [{ name: 'VCC', value: String(drift[first.index + 1]), result: 1 }],
    });
    expect(err).toBe(0);
    await eventually('the point after the release', async () => {
      const { rows } = await db.query<{ seq: number }>(
        'SELECT seq FROM spc_point WHERE characteristic_id = $1 AND $2 = ANY(station_log_ids)',
        [id, data.station_log_id],
      );
      return rows[0]?.seq === seqOf(first.index + 1);
    });
  });
});

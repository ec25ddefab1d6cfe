import pg from 'pg';
import {
  ErrorCode,
  seriesPoints,
  type SpcAlarm,
  type SpcBaseline,
  type SpcCapability,
  type SpcChartAnswer,
} from '@mes/contracts';
import { capability } from '@mes/server/modules/spc';
import { ApiClient } from '../support/api-client';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { createGtVcc, gtUnit, GT_VCC_BASELINE, releaseAlarm } from '../support/spc-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

// The SPC loop on a real hub (docs/spc.md): a characteristic on the general test's VCC item, points from the station
// reports (made by the workers' relay), a frozen baseline, a violation raising an alarm that holds the station (1701,
// nothing stored), and the release with cause, action and the supervisor's password.
describe('SPC: alarm, hold and release', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let characteristic: number;
  let next = 0;

  const unit = (vcc: number) => gtUnit(api, ids, ids.sns[next++], vcc);
  const points = async () =>
    Number(
      (await db.query('SELECT count(*) FROM spc_point WHERE characteristic_id = $1 AND complete', [characteristic]))
        .rows[0].count,
    );

  beforeAll(async () => {
    hub = await startBuiltHub('spc_hold');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('plots each report once, freezes limits, holds the station on a violation and releases it', async () => {
    characteristic = await createGtVcc(api, ids);
    // a baseline of 10 values around 3.3
    const base = GT_VCC_BASELINE;
    for (const v of base) expect((await unit(v)).err).toBe(0);
    await eventually('ten points', async () => (await points()) === base.length);
    const baseline = await api.ok<SpcBaseline>('/api/v1/spc/spc_characteristic/freeze', { id: characteristic });
    expect(baseline).toMatchObject({ from_seq: 1, to_seq: 10, points: 10, frozen_by: { name: 'admin' } });
    expect(baseline.centre).toBeCloseTo(3.3, 6);
    // a point far beyond 3 sigma: rule 1 fires at it
    expect((await unit(4.5)).err).toBe(0);
    const alarm = await eventually('the alarm', async () => {
      const { list } = await api.ok<{ list: SpcAlarm[] }>('/api/v1/spc/spc_alarm/list', {});
      return list.find((a) => a.characteristic.id === characteristic);
    });
    expect(alarm).toMatchObject({ rule: 1, point_seqs: [11], hold: true, station: { fnumber: 'ASSY-01-GT' } });
    // held: the next report answers 1701 and nothing is stored
    const before = Number((await db.query('SELECT count(*) FROM station_log')).rows[0].count);
    const held = await unit(3.3);
    expect(held.err).toBe(ErrorCode.SPC_HOLD);
    expect(held.msg).toMatch(/station on SPC hold: rule 1: one point beyond 3σ on GT VCC/);
    expect(Number((await db.query('SELECT count(*) FROM station_log')).rows[0].count)).toBe(before + 1); // its download only
    // a wrong password does not release it
    expect((await releaseAlarm(api, alarm.id, 'wrong')).err).toBe(ErrorCode.BAD_REQUEST);
    const released = await releaseAlarm(api, alarm.id);
    expect(released.data).toMatchObject({ kind: 'released', cause: 'probe drift', released_by: { name: 'admin' } });
    expect((await unit(3.3)).err).toBe(0);
    await eventually('twelve points', async () => (await points()) === 12);
    const chart = await api.ok<SpcChartAnswer>('/api/v1/spc/spc_characteristic/chart', { id: characteristic });
    expect(seriesPoints(chart.series, chart.baseline).find((p) => p.seq === 11)?.violations).toEqual([1]);
    const capable = await api.ok<SpcCapability | null>('/api/v1/spc/spc_characteristic/capability', {
      id: characteristic,
    });
    // capability over the twelve values as the mathematics computes it from the values themselves (docs/spc.md)
    const values = [...base, 4.5, 3.3];
    const k = capability({ individuals: values }, { lsl: 3.0, usl: 3.6 });
    expect(capable).toMatchObject({ n: 12 });
    expect(capable!.mean).toBeCloseTo(k.mean, 9);
    expect(capable!.sigma_within).toBeCloseTo(k.withinSigma, 9);
    expect(capable!.sigma_overall).toBeCloseTo(k.overallSigma, 9);
    expect(capable!.cpk).toBeCloseTo(k.cpk.value, 9);
    expect(capable!.ppk).toBeCloseTo(k.ppk.value, 9);
    expect(capable!.cp_ci![0]).toBeCloseTo(k.cp!.lower, 9);
    expect(capable!.pp_ci![1]).toBeCloseTo(k.pp!.upper, 9);
    expect(capable!.ppk_ci![0]).toBeCloseTo(k.ppk.lower, 9);
    // Sturges: ⌈log2 12⌉ + 1 = 5 bins from 3.28 to 4.5; all but the outlier in the first, 4.5 in the last
    expect(capable!.bins.map((b) => b.count)).toEqual([11, 0, 0, 0, 1]);
    expect(capable!.bins[0].from).toBeCloseTo(3.28, 9);
    expect(capable!.bins[4].to).toBeCloseTo(4.5, 9);
  });
});

import { ErrorCode, type SpcAlarm, type SpcBaseline, type TryBoxAnswer } from '@mes/contracts';
import type { ApiClient } from '../support/api-client';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { ALARM, CHARACTERISTIC, callIn, releaseAlarm } from '../support/spc-fixture';
import { PackingSuite, TRY } from './packing-fixture';

const GLUE = '/api/v2/mes-transfer/glue/glue_weight';

// The weighings SPC watches (docs/spc.md, "Sources"): the glue station's glue weighings and the packing station's box
// weighings become points in their own transaction; a violation holds the station, whose next weighing is refused
// with 1701 and stores nothing until the alarm is released.
describe('SPC on glue and box weighings', () => {
  let s: PackingSuite;
  let api: ApiClient;
  let ids: DemoIds;

  const count = async (sql: string, params: unknown[]) =>
    Number((await s.fx.db.query<{ n: string }>(sql, params)).rows[0].n);
  const completePoints = (c: number) =>
    count('SELECT count(*) AS n FROM spc_point WHERE characteristic_id = $1 AND complete', [c]);
  /** an I-MR characteristic on rule 1 that holds its station */
  const characteristicOf = async (body: Record<string, unknown>) =>
    (await api.ok<{ id: number }>(`${CHARACTERISTIC}/create`, { chart: 'imr', rules: '1', reaction: 'hold', ...body }))
      .id;
  const openAlarm = async (c: number) => {
    const { list } = await api.ok<{ list: SpcAlarm[] }>(`${ALARM}/list`, { state: 'open' });
    return list.find((a) => a.characteristic.id === c);
  };

  beforeAll(async () => {
    s = await PackingSuite.open('spc_weights');
    api = s.api;
    ids = await demoIds(api);
  }, 120_000);

  afterAll(async () => {
    await s?.close();
  });

  it('plots glue weighings, holds the glue station on a violation (1701, nothing stored) and resumes on release', async () => {
    const station = ids.stations['ASSY-01-OUT'];
    const characteristic = await characteristicOf({
      fnumber: 'SPC-GLUE',
      fname: 'housing glue',
      source: 'glue',
      station_id: station,
      lsl: 0.8,
      usl: 1.2,
    });
    const order = await api.ok<{ product_id: number }>('/api/v1/product_mgt/worder', { id: ids.worderId });
    await api.ok('/api/v1/product_mgt/glue_plan/create', {
      fnumber: 'GP-SPC',
      fname: 'housing glue',
      product_id: order.product_id,
      glue_type: 'UV',
      min_weight: 0.8,
      max_weight: 1.2,
    });
    const weigh = (weight: number) =>
      api.call<{ glue_item: { id: number } }>(GLUE, { station_id: station, worder_id: ids.worderId, weight });
    const base = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0];
    const items: number[] = [];
    for (const w of base) {
      const answer = await weigh(w);
      expect(answer.err).toBe(0);
      items.push(answer.data.glue_item.id);
    }
    // each weighing is a point at once (its own transaction), and the point names its glue_item
    expect(await completePoints(characteristic)).toBe(10);
    const refs = await s.fx.db.query<{ ids: string[] }>(
      'SELECT station_log_ids AS ids FROM spc_point WHERE characteristic_id = $1 ORDER BY seq',
      [characteristic],
    );
    expect(refs.rows.map((r) => r.ids.map(Number))).toEqual(items.map((i) => [i]));
    const baseline = await api.ok<SpcBaseline>(`${CHARACTERISTIC}/freeze`, { id: characteristic });
    expect(baseline).toMatchObject({ from_seq: 1, to_seq: 10, points: 10 });
    expect(baseline.centre).toBeCloseTo(1.0, 6);
    // far beyond 3σ (and over the glue plan's window: stored as a fail all the same)
    expect((await weigh(1.6)).err).toBe(0);
    expect(await openAlarm(characteristic)).toMatchObject({
      rule: 1,
      point_seqs: [11],
      hold: true,
      station: { fnumber: 'ASSY-01-OUT' },
    });
    const stored = () => count('SELECT count(*) AS n FROM glue_item WHERE station_id = $1', [station]);
    const before = await stored();
    const held = await weigh(1.0);
    expect(held.err).toBe(ErrorCode.SPC_HOLD);
    expect(held.msg).toBe('station: station on SPC hold: rule 1: one point beyond 3σ on housing glue');
    const zh = await callIn(api, GLUE, { station_id: station, worder_id: ids.worderId, weight: 1.0 }, 'zh-CN');
    expect(zh).toMatchObject({ err: ErrorCode.SPC_HOLD, field: 'station' });
    expect(zh.msg).toContain('工站因SPC报警暂停：housing glue 触发规则1');
    expect(await stored()).toBe(before);
    expect(await completePoints(characteristic)).toBe(11);
    const alarm = (await openAlarm(characteristic))!;
    expect((await releaseAlarm(api, alarm.id)).err).toBe(0);
    expect((await weigh(1.0)).err).toBe(0);
    expect(await stored()).toBe(before + 1);
    expect(await completePoints(characteristic)).toBe(12);
    expect(await openAlarm(characteristic)).toBeUndefined();
  });

  it('plots box weighings at the packing station and holds it on a violation (1701, the box not weighed)', async () => {
    const station = s.bare;
    const characteristic = await characteristicOf({
      fnumber: 'SPC-BOX',
      fname: 'box weight',
      source: 'weight',
      station_id: station,
      lsl: 5.3,
      usl: 5.5,
    });
    // boxes of one unit, each closed by its unit; the plan expects 5.4 kg ± 0.1 kg
    const { sns } = await s.packableOrder(9, 1);
    const boxes: { id: number; fnumber: string }[] = [];
    for (const sn of sns) boxes.push((await s.packAt(station, sn)).data.box);
    const weigh = (i: number, weight: number) =>
      api.call<TryBoxAnswer>(TRY, { station_id: station, box: boxes[i].fnumber, weight });
    const base = [5.4, 5.41, 5.39, 5.4, 5.41, 5.39];
    for (const [i, w] of base.entries()) expect((await weigh(i, w)).err).toBe(0);
    expect(await completePoints(characteristic)).toBe(6);
    const refs = await s.fx.db.query<{ ids: string[] }>(
      'SELECT station_log_ids AS ids FROM spc_point WHERE characteristic_id = $1 ORDER BY seq',
      [characteristic],
    );
    expect(refs.rows.map((r) => r.ids.map(Number))).toEqual(boxes.slice(0, 6).map((b) => [b.id]));
    const baseline = await api.ok<SpcBaseline>(`${CHARACTERISTIC}/freeze`, { id: characteristic });
    expect(baseline.centre).toBeCloseTo(5.4, 6);
    expect(baseline.ucl).toBeLessThan(5.48);
    // inside the plan's tolerance, beyond the control limit: weighed, and the alarm holds the station
    expect((await weigh(6, 5.48)).data.weighing?.reason).toBe('within');
    expect(await openAlarm(characteristic)).toMatchObject({ rule: 1, point_seqs: [7], hold: true });
    const held = await weigh(7, 5.4);
    expect(held).toMatchObject({ err: ErrorCode.SPC_HOLD, msg: expect.stringMatching(/on box weight$/) });
    const weightOf = async (i: number) =>
      (await s.fx.db.query<{ weight: string | null }>('SELECT weight FROM box WHERE id = $1', [boxes[i].id])).rows[0]
        .weight;
    expect(await weightOf(7)).toBeNull();
    expect(await completePoints(characteristic)).toBe(7);
    const alarm = (await openAlarm(characteristic))!;
    expect((await releaseAlarm(api, alarm.id)).err).toBe(0);
    expect((await weigh(7, 5.4)).err).toBe(0);
    expect(Number(await weightOf(7))).toBe(5.4);
    expect(await completePoints(characteristic)).toBe(8);
  });
});

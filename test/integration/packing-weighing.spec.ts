import { PACKING_CALLS, packingUrl, type PackAnswer, type TryBoxAnswer } from '@mes/contracts';
import type { ApiClient } from '../support/api-client';
import { PackingSuite, TRY } from './packing-fixture';
import type { ProductionFixture, Row } from './product-mgt-fixtures';

// Check-weighing (docs/packing.md, "Confirming and weighing"): the box label confirmed (1401), a closed box weighed
// against its plan (1502), scale calibrations.
describe('packing: confirming, weighing and calibrating', () => {
  let s: PackingSuite;
  let api: ApiClient;
  let fx: ProductionFixture;
  let bare: number;
  const packableOrder = (...args: Parameters<PackingSuite['packableOrder']>) => s.packableOrder(...args);
  const packAt = (...args: Parameters<PackingSuite['packAt']>) => s.packAt(...args);

  beforeAll(async () => {
    s = await PackingSuite.open('packing-weighing');
    api = s.api;
    fx = s.fx;
    bare = s.bare;
  }, 120_000);

  afterAll(async () => {
    await s?.close();
  });

  it('confirms a box by its label (1401) and weighs a closed box against the plan (1502)', async () => {
    const { sns } = await packableOrder(3, 3);
    let last: PackAnswer | undefined;
    for (const sn of sns) last = (await packAt(bare, sn)).data;
    const box = last!.box;
    const other = await packableOrder(1, 3);
    const otherBox = (await packAt(bare, other.sns[0])).data.box;
    expect(await api.call(TRY, { station_id: bare, box: 'NOT-A-BOX' })).toMatchObject({
      err: 1401,
      msg: 'box: box label NOT-A-BOX names no box',
    });
    expect(await api.call(TRY, { station_id: bare, box: otherBox.fnumber, box_id: box.id })).toMatchObject({
      err: 1401,
      msg: `box: the label scanned is box ${otherBox.fnumber}, not box ${box.fnumber}`,
    });
    expect(await api.call(TRY, { station_id: bare, box: box.fnumber, sn: other.sns[0] })).toMatchObject({ err: 1401 });
    expect(await api.call(TRY, { station_id: bare, box: otherBox.fnumber, weight: 2 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^weight: .*only a closed box is weighed/),
    });
    const out = await api.call(TRY, { station_id: bare, box: box.fnumber, box_id: box.id, weight: 5.65 });
    expect(out).toMatchObject({
      err: 1502,
      msg: `weight: box ${box.fnumber} weighs 5.65 kg: expected 5.4 kg ± 0.1 kg (over by 0.25 kg)`,
      code: 'packing.weighs_off',
      data: { expected: 5.4, measured: 5.65, tolerance: 0.1 },
    });
    expect((await fx.db.query('SELECT weight FROM box WHERE id = $1', [box.id])).rows[0].weight).toBeNull();
    const within = await api.call<TryBoxAnswer>(TRY, { station_id: bare, box: box.fnumber, weight: 5.3 });
    expect(within).toMatchObject({
      err: 0,
      data: { box: { weight: 5.3 }, weighing: { reason: 'within', deviation: -0.1 } },
    });
    expect(await api.call(TRY, { station_id: fx.station('ASSY-01-DL'), box: box.fnumber })).toMatchObject({
      err: 1505,
    });
  });

  it('records scale calibrations inside and outside their tolerance', async () => {
    const url = packingUrl(PACKING_CALLS.calibrate);
    expect(await api.call(url, { station_id: bare, reference_weight: 5, measured_weight: 5.004 })).toMatchObject({
      err: 0,
      data: { reference_weight: 5, measured_weight: 5.004, tolerance: 0.005, deviation: 0.004, result: 1 },
    });
    expect(
      await api.call(url, { station_id: bare, reference_weight: 5, measured_weight: 5.2, tolerance: 0.1, scale: 'S1' }),
    ).toMatchObject({ err: 0, data: { result: 2, scale: 'S1' } });
    const listed = await api.ok<{ list: Row[] }>('/api/v1/product_coll/calibration_weight/list', {
      filter: `station_id:${bare} sort:id-asc`,
    });
    expect(listed.list.map((r) => [r.measured_weight, r.result, r.scale])).toEqual([
      [5.004, 1, ''],
      [5.2, 2, 'S1'],
    ]);
    expect(await api.call(url, { station_id: bare, reference_weight: 0, measured_weight: 1 })).toMatchObject({
      err: 400,
      msg: 'reference_weight: must be above 0',
    });
    expect(await api.call(url, { station_id: bare, reference_weight: 1, measured_weight: -1 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^measured_weight:/),
    });
  });
});

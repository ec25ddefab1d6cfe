import { dmFixture, localMidnight, type Row } from '../support/dm-fixture';

// Device maintenance (issue 19, docs/device-maintenance.md): periods, items, the items a device has, and what is
// due when a technician scans its label.
describe('device maintenance: plans and items', () => {
  const f = dmFixture();
  const { ok, call, enter } = f;

  it('periods and items: standard calls, a bad kind named', async () => {
    expect(await call('dm_period/create', { fnumber: 'P-X', kind: 'yearly' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^kind/),
    });
    expect(await call('dm_period/create', { fnumber: 'P-X', kind: 'day', every: 0 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^every/),
    });
    const list = await ok<{ list: Row[] }>('dm_item/list', { filter: `dm_period_id:${f.p.daily.id}` });
    expect(list.list.map((i) => i.fnumber).sort()).toEqual(['I-CLEAN', 'I-VOLT']);
    expect(await ok('dm_period/get', { id: f.p.units.id })).toMatchObject({ kind: 'units', every: 1000 });
  });

  it('items: a lower limit above the upper one is refused naming upper, on create and on an update of either', async () => {
    expect(
      await call('dm_item/create', { fnumber: 'I-BAD', fname: 'Bad', dm_period_id: f.p.daily.id, lower: 5, upper: 1 }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^upper: must not be below lower/) });
    expect(await call('dm_item/list', { filter: 'fnumber:I-BAD' })).toMatchObject({ data: { list: [] } });
    // the volt item keeps 11.5-12.5: an update moving one limit is judged against the other it keeps
    expect(await call('dm_item/update', { id: f.item.volt.id, upper: 11 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^upper:/),
    });
    expect(await call('dm_item/update', { id: f.item.volt.id, lower: 13 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^upper:/),
    });
    // equal limits (one exact value) and an open side stay allowed
    const exact = await ok<Row>('dm_item/update', { id: f.item.volt.id, lower: 12, upper: 12 });
    expect([Number(exact.lower), Number(exact.upper)]).toEqual([12, 12]);
    await ok('dm_item/update', { id: f.item.volt.id, lower: 11.5, upper: 12.5 });
  });

  it('related items: multi_create keeps what a device has, list_item_by_device, delete_item_by_device', async () => {
    const one = await ok('dm_related_item/create', { device_asset_id: f.device.id, dm_item_id: f.item.clean.id });
    const many = await ok<{ created: number; list: Row[] }>('dm_related_item/multi_create', {
      device_asset_id: f.device.id,
      dm_item_ids: [f.item.clean.id, f.item.volt.id, f.item.belt.id, f.item.probe.id],
    });
    expect(many.created).toBe(3);
    expect(
      await call('dm_related_item/create', { device_asset_id: f.device.id, dm_item_id: f.item.clean.id }),
    ).toMatchObject({ err: 400 });
    expect(
      await call('dm_related_item/multi_create', { device_asset_id: f.device.id, dm_item_ids: [999_999] }),
    ).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^dm_item_ids\[0\]/),
    });
    const items = await ok<{ id: number; period: { kind: string } }[]>('dm_related_item/list_item_by_device', {
      device_asset_id: f.device.id,
    });
    expect(items.map((i) => i.id).sort()).toEqual(
      [f.item.clean.id, f.item.volt.id, f.item.belt.id, f.item.probe.id].sort(),
    );
    expect(await ok('dm_related_item/get', { id: one.id })).toMatchObject({
      device_asset_id: f.device.id,
      dm_item_id: f.item.clean.id,
    });
    const listed = await ok<{ list: Row[] }>('dm_related_item/list', { filter: `device_asset_id:${f.device.id}` });
    expect(listed.list).toHaveLength(4);

    await ok('dm_related_item/multi_create', {
      device_asset_id: f.other.id,
      dm_item_ids: [f.item.clean.id, f.item.belt.id],
    });
    expect(
      await ok('dm_related_item/delete_item_by_device', { device_asset_id: f.other.id, dm_item_ids: [f.item.belt.id] }),
    ).toMatchObject({ deleted: 1 });
    expect(await ok('dm_related_item/delete_item_by_device', { device_asset_id: f.other.id })).toMatchObject({
      deleted: 1,
    });
    const gone = await ok<Row>('dm_related_item/create', { device_asset_id: f.other.id, dm_item_id: f.item.clean.id });
    await ok('dm_related_item/delete', { id: gone.id });
    expect(await call('dm_related_item/list_item_by_device', { device_asset_id: 999_999 })).toMatchObject({ err: 400 });
  });

  it('a technician scans the asset label: the daily and weekly items are due, the per-1,000-units one not yet', async () => {
    const seen = await enter('AS-DM-001');
    expect(seen.device.id).toBe(f.device.id);
    const byKind = Object.fromEntries(seen.periods.map((x) => [x.kind, x]));
    expect(byKind.day).toMatchObject({ due: true, done: false, period_start: localMidnight(new Date()).toISOString() });
    expect(byKind.day.items.map((i) => i.id).sort()).toEqual([f.item.clean.id, f.item.volt.id].sort());
    expect(byKind.week).toMatchObject({ due: true });
    expect(byKind.units).toMatchObject({ due: false, overdue: false });
    expect(await call('dm_enter/getlately', { barcode: 'NO-SUCH' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^barcode/),
    });
  });
});

import pg from 'pg';
import type { DeviceAlert } from '@mes/contracts';
import { sweepOverdueWithPool } from '@mes/server/modules/device-maintenance/dm-sweep';
import { BoardSocket } from '../support/board-socket';
import { DAY, dayOf, dmFixture, localMidnight, type Row } from '../support/dm-fixture';
import { eventually } from '../support/test-env';

// Device maintenance (issue 19, docs/device-maintenance.md): records of the due items, late ones and the day
// statistics, and overdue items announced once (from the line output and by the workers' sweep).
describe('device maintenance: records and overdue', () => {
  const f = dmFixture({ related: true });
  const { ok, call, enter, overdueSent } = f;

  it('records the due items (a value out of limits is ng), one record per occurrence, a supervisor checks it', async () => {
    expect(
      await call('dm_record/create', {
        device_asset_id: f.device.id,
        dm_period_id: f.p.daily.id,
        entries: [{ dm_item_id: f.item.belt.id }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[0\]\.dm_item_id/) });
    const rec = await ok<Row & { entries: Row[] }>('dm_record/create', {
      device_asset_id: f.device.id,
      dm_period_id: f.p.daily.id,
      entries: [
        { dm_item_id: f.item.clean.id, result: 'ok' },
        { dm_item_id: f.item.volt.id, value: '13.1', result: 'ok' },
      ],
    });
    expect(rec).toMatchObject({ result: 'ng', product_line_id: f.ids.lineId, checked: false });
    expect(rec.entries.find((e) => e.dm_item_id === f.item.volt.id)).toMatchObject({ result: 'ng', value: '13.1' });
    // the same occurrence again: refused by the unique key, naming it
    expect(
      await call('dm_record/create', {
        device_asset_id: f.device.id,
        dm_period_id: f.p.daily.id,
        entries: [{ dm_item_id: f.item.clean.id }],
      }),
    ).toMatchObject({ err: 400 });
    await ok('dm_record/update', {
      id: rec.id,
      entries: [{ dm_item_id: f.item.clean.id }, { dm_item_id: f.item.volt.id, value: '12.0' }],
    });
    expect(await ok('dm_record/get', { id: rec.id })).toMatchObject({ result: 'ok' });
    const checked = await ok<Row>('dm_record/check', { id: rec.id });
    expect(checked).toMatchObject({ checked: true, checker_id: expect.any(Number), checked_at: expect.any(String) });
    expect(await call('dm_record/delete', { id: rec.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^id: .*checked/),
    });
    expect(await call('dm_record/update', { id: rec.id, fdesc: 'x' })).toMatchObject({ err: 400 });
    const listed = await ok<{ list: Row[] }>('dm_record/list', { filter: `device_asset_id:${f.device.id}` });
    expect(listed.list.map((r) => r.id)).toContain(rec.id);
    const seen = await enter('AS-DM-001');
    expect(seen.periods.find((x) => x.kind === 'day')).toMatchObject({ due: false, done: true });
  });

  it('catches up a missed day late; dm_stat/day counts due, done, late and missed per day', async () => {
    const today = localMidnight(new Date());
    // the device had its items for three days already
    await f.db.query(`UPDATE dm_related_item SET created_at = $2 WHERE device_asset_id = $1`, [
      f.device.id,
      new Date(today.getTime() - 3 * DAY),
    ]);
    const yesterday = new Date(today.getTime() - DAY);
    expect(
      await call('dm_record/create', {
        device_asset_id: f.device.id,
        dm_period_id: f.p.daily.id,
        period_start: new Date(yesterday.getTime() + 3_600_000).toISOString(),
        entries: [{ dm_item_id: f.item.clean.id }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^period_start/) });
    await ok('dm_record/create', {
      device_asset_id: f.device.id,
      dm_period_id: f.p.daily.id,
      period_start: yesterday.toISOString(),
      entries: [{ dm_item_id: f.item.clean.id }, { dm_item_id: f.item.volt.id, value: '12' }],
    });
    const stat = await ok<{
      list: { day: string; device_asset_id: number; due: number; done: number; late: number; missed: number }[];
    }>('dm_stat/day', {
      from: new Date(today.getTime() - 3 * DAY).toISOString(),
      to: new Date(today.getTime() + DAY).toISOString(),
      device_asset_id: f.device.id,
    });
    const daily = (back: number) => stat.list.find((d) => d.day === dayOf(new Date(today.getTime() - back * DAY)))!;
    expect(daily(3)).toMatchObject({ missed: expect.any(Number) });
    expect(daily(3).missed).toBeGreaterThanOrEqual(1);
    expect(daily(1)).toMatchObject({ late: 1 });
    expect(daily(0)).toMatchObject({ done: 1 });
    const sum = stat.list.reduce((a, d) => a + d.due, 0);
    expect(sum).toBeGreaterThanOrEqual(4);
    expect(await call('dm_stat/day', { from: today.toISOString(), to: yesterday.toISOString() })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^to/),
    });
    const onLine = await ok<{ list: unknown[] }>('dm_stat/day', {
      from: today.toISOString(),
      to: new Date(today.getTime() + DAY).toISOString(),
      product_line_id: f.ids.lineId,
    });
    expect(onLine.list.length).toBeGreaterThan(0);
  });

  it('a per-1,000-units item becomes due and overdue from the line output; the sweep announces it once', async () => {
    const board = new BoardSocket(f.hub.baseUrl, f.api.token!);
    await board.join(`line:${f.ids.lineId}`);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    for (const [back, output] of [
      [2, 600],
      [1, 650],
    ] as const)
      await f.db.query(
        `INSERT INTO proj_line_hour (product_line_id, hour, output) VALUES ($1, $2, $3)
         ON CONFLICT (product_line_id, hour) DO UPDATE SET output = EXCLUDED.output`,
        [f.ids.lineId, new Date(hour.getTime() - back * 3_600_000), output],
      );
    const seen = await enter('AS-DM-001');
    expect(seen.periods.find((x) => x.kind === 'units')).toMatchObject({ due: true, overdue: true });
    // the workers' scheduled sweep may run at the same time: whoever finds it, it is announced once
    await ok('dm_alert/sweep', {});
    await ok('dm_alert/sweep', {});
    expect(await overdueSent(f.p.units.id, 0)).toBe(1);
    const delta = await eventually('the overdue delta', async () =>
      board.deltas.find(
        (d) =>
          d.event === 'device.alert' &&
          (d.data as DeviceAlert).kind === 'overdue' &&
          (d.data as DeviceAlert).dm_period_id === f.p.units.id,
      ),
    );
    board.close();
    expect(delta.data).toMatchObject({
      device_asset_id: f.device.id,
      fnumber: 'AS-DM-001',
      product_line_id: f.ids.lineId,
      dm_period_id: f.p.units.id,
    });
    const standing = await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: f.ids.lineId });
    expect(standing.alerts.some((a) => a.kind === 'overdue' && a.dm_period_id === f.p.units.id)).toBe(true);
    // the record closes it
    await ok('dm_record/create', {
      device_asset_id: f.device.id,
      dm_period_id: f.p.units.id,
      entries: [{ dm_item_id: f.item.probe.id }],
    });
    expect((await enter('AS-DM-001')).periods.find((x) => x.kind === 'units')).toMatchObject({
      due: false,
      overdue: false,
    });
  });

  it("the workers' scheduled sweep (the same code over a pool) announces an overdue weekly item once", async () => {
    // the belt check came eight days ago and was never done: last week's window was missed, this week's is open
    await f.db.query(
      `UPDATE dm_related_item SET created_at = now() - interval '8 days' WHERE device_asset_id = $1 AND dm_item_id = $2`,
      [f.device.id, f.item.belt.id],
    );
    await f.db.query('DELETE FROM dm_overdue_sent WHERE device_asset_id = $1 AND dm_period_id = $2', [
      f.device.id,
      f.p.weekly.id,
    ]);
    const [{ last }] = (await f.db.query('SELECT coalesce(max(id), 0)::int AS last FROM outbox')).rows;
    const pool = new pg.Pool({ connectionString: f.hub.env.DATABASE_URL, max: 2 });
    try {
      await Promise.all([sweepOverdueWithPool(pool), sweepOverdueWithPool(pool), ok('dm_alert/sweep', {})]);
    } finally {
      await pool.end();
    }
    expect(await overdueSent(f.p.weekly.id, last)).toBe(1);
    expect((await enter('AS-DM-001')).periods.find((x) => x.kind === 'week')).toMatchObject({ due: true });
  });
});

import pg from 'pg';
import type { DeviceAlert } from '@mes/contracts';
import { sweepOverdueWithPool } from '@mes/server/modules/device-maintenance/dm-sweep';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

const V1 = '/api/v1/device_maintenance';
const DAY = 86_400_000;
type Row = { id: number } & Record<string, unknown>;
type Period = {
  id: number;
  kind: string;
  due: boolean;
  overdue: boolean;
  done: boolean;
  period_start: string;
  items: { id: number }[];
};
type Enter = { device: { id: number; product_line_id: number }; periods: Period[]; open_repair: Row | null };
const localMidnight = (t: Date) => new Date(t.getFullYear(), t.getMonth(), t.getDate());

// Device maintenance (issue 19, docs/device-maintenance.md): every call, due and overdue from periods and records,
// repairs that open and close downtime with the line's and stations' rooms receiving the events.
describe('device maintenance', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  const p: Record<string, Row> = {};
  const item: Record<string, Row> = {};
  let device: Row;
  let other: Row;

  const ok = <T = Row>(path: string, body: Record<string, unknown>) => api.ok<T>(`${V1}/${path}`, body);
  const call = (path: string, body: Record<string, unknown>) => api.call(`${V1}/${path}`, body);
  const enter = (barcode: string) => ok<Enter>('dm_enter/getlately', { barcode });
  // device.overdue entries written for this device and period after outbox id `after`
  const overdueSent = async (periodId: number, after: number) =>
    Number(
      (
        await db.query(
          `SELECT count(*) AS n FROM outbox WHERE topic = 'device.overdue' AND id > $3
             AND (payload->>'device_asset_id')::int = $1 AND (payload->>'dm_period_id')::int = $2`,
          [device.id, periodId, after],
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    hub = await startBuiltHub('device_maintenance');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const asset = (fnumber: string) =>
      api.ok<Row>('/api/v1/basicdata/device_asset/create', {
        fnumber,
        fname: `Tester ${fnumber}`,
        product_line_id: ids.lineId,
        status: 'in_use',
      });
    device = await asset('AS-DM-001');
    other = await asset('AS-DM-002');
    p.daily = await ok('dm_period/create', { fnumber: 'P-D', fname: 'Daily', kind: 'day', every: 1 });
    p.weekly = await ok('dm_period/create', { fnumber: 'P-W', fname: 'Weekly', kind: 'week', every: 1 });
    p.units = await ok('dm_period/create', { fnumber: 'P-K', fname: 'Per 1000 units', kind: 'units', every: 1000 });
    item.clean = await ok('dm_item/create', {
      fnumber: 'I-CLEAN',
      fname: 'Clean fixture',
      dm_period_id: p.daily.id,
      standard: 'no dust',
    });
    item.volt = await ok('dm_item/create', {
      fnumber: 'I-VOLT',
      fname: 'Supply voltage',
      dm_period_id: p.daily.id,
      lower: 11.5,
      upper: 12.5,
      unit: 'V',
    });
    item.belt = await ok('dm_item/create', { fnumber: 'I-BELT', fname: 'Belt tension', dm_period_id: p.weekly.id });
    item.probe = await ok('dm_item/create', { fnumber: 'I-PROBE', fname: 'Replace probes', dm_period_id: p.units.id });
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('periods and items: standard calls, a bad kind named', async () => {
    expect(await call('dm_period/create', { fnumber: 'P-X', kind: 'yearly' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^kind/),
    });
    expect(await call('dm_period/create', { fnumber: 'P-X', kind: 'day', every: 0 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^every/),
    });
    const list = await ok<{ list: Row[] }>('dm_item/list', { filter: `dm_period_id:${p.daily.id}` });
    expect(list.list.map((i) => i.fnumber).sort()).toEqual(['I-CLEAN', 'I-VOLT']);
    expect(await ok('dm_period/get', { id: p.units.id })).toMatchObject({ kind: 'units', every: 1000 });
  });

  it('related items: multi_create keeps what a device has, list_item_by_device, delete_item_by_device', async () => {
    const one = await ok('dm_related_item/create', { device_asset_id: device.id, dm_item_id: item.clean.id });
    const many = await ok<{ created: number; list: Row[] }>('dm_related_item/multi_create', {
      device_asset_id: device.id,
      dm_item_ids: [item.clean.id, item.volt.id, item.belt.id, item.probe.id],
    });
    expect(many.created).toBe(3);
    expect(
      await call('dm_related_item/create', { device_asset_id: device.id, dm_item_id: item.clean.id }),
    ).toMatchObject({ err: 400 });
    expect(
      await call('dm_related_item/multi_create', { device_asset_id: device.id, dm_item_ids: [999_999] }),
    ).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^dm_item_ids\[0\]/),
    });
    const items = await ok<{ id: number; period: { kind: string } }[]>('dm_related_item/list_item_by_device', {
      device_asset_id: device.id,
    });
    expect(items.map((i) => i.id).sort()).toEqual([item.clean.id, item.volt.id, item.belt.id, item.probe.id].sort());
    expect(await ok('dm_related_item/get', { id: one.id })).toMatchObject({
      device_asset_id: device.id,
      dm_item_id: item.clean.id,
    });
    const listed = await ok<{ list: Row[] }>('dm_related_item/list', { filter: `device_asset_id:${device.id}` });
    expect(listed.list).toHaveLength(4);

    await ok('dm_related_item/multi_create', { device_asset_id: other.id, dm_item_ids: [item.clean.id, item.belt.id] });
    expect(
      await ok('dm_related_item/delete_item_by_device', { device_asset_id: other.id, dm_item_ids: [item.belt.id] }),
    ).toMatchObject({ deleted: 1 });
    expect(await ok('dm_related_item/delete_item_by_device', { device_asset_id: other.id })).toMatchObject({
      deleted: 1,
    });
    const gone = await ok<Row>('dm_related_item/create', { device_asset_id: other.id, dm_item_id: item.clean.id });
    await ok('dm_related_item/delete', { id: gone.id });
    expect(await call('dm_related_item/list_item_by_device', { device_asset_id: 999_999 })).toMatchObject({ err: 400 });
  });

  it('a technician scans the asset label: the daily and weekly items are due, the per-1,000-units one not yet', async () => {
    const seen = await enter('AS-DM-001');
    expect(seen.device.id).toBe(device.id);
    const byKind = Object.fromEntries(seen.periods.map((x) => [x.kind, x]));
    expect(byKind.day).toMatchObject({ due: true, done: false, period_start: localMidnight(new Date()).toISOString() });
    expect(byKind.day.items.map((i) => i.id).sort()).toEqual([item.clean.id, item.volt.id].sort());
    expect(byKind.week).toMatchObject({ due: true });
    expect(byKind.units).toMatchObject({ due: false, overdue: false });
    expect(await call('dm_enter/getlately', { barcode: 'NO-SUCH' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^barcode/),
    });
  });

  it('records the due items (a value out of limits is ng), one record per occurrence, a supervisor checks it', async () => {
    expect(
      await call('dm_record/create', {
        device_asset_id: device.id,
        dm_period_id: p.daily.id,
        entries: [{ dm_item_id: item.belt.id }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[0\]\.dm_item_id/) });
    const rec = await ok<Row & { entries: Row[] }>('dm_record/create', {
      device_asset_id: device.id,
      dm_period_id: p.daily.id,
      entries: [
        { dm_item_id: item.clean.id, result: 'ok' },
        { dm_item_id: item.volt.id, value: '13.1', result: 'ok' },
      ],
    });
    expect(rec).toMatchObject({ result: 'ng', product_line_id: ids.lineId, checked: false });
    expect(rec.entries.find((e) => e.dm_item_id === item.volt.id)).toMatchObject({ result: 'ng', value: '13.1' });
    // the same occurrence again: refused by the unique key, naming it
    expect(
      await call('dm_record/create', {
        device_asset_id: device.id,
        dm_period_id: p.daily.id,
        entries: [{ dm_item_id: item.clean.id }],
      }),
    ).toMatchObject({ err: 400 });
    await ok('dm_record/update', {
      id: rec.id,
      entries: [{ dm_item_id: item.clean.id }, { dm_item_id: item.volt.id, value: '12.0' }],
    });
    expect(await ok('dm_record/get', { id: rec.id })).toMatchObject({ result: 'ok' });
    const checked = await ok<Row>('dm_record/check', { id: rec.id });
    expect(checked).toMatchObject({ checked: true, checker_id: expect.any(Number), checked_at: expect.any(String) });
    expect(await call('dm_record/delete', { id: rec.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^id: .*checked/),
    });
    expect(await call('dm_record/update', { id: rec.id, fdesc: 'x' })).toMatchObject({ err: 400 });
    const listed = await ok<{ list: Row[] }>('dm_record/list', { filter: `device_asset_id:${device.id}` });
    expect(listed.list.map((r) => r.id)).toContain(rec.id);
    const seen = await enter('AS-DM-001');
    expect(seen.periods.find((x) => x.kind === 'day')).toMatchObject({ due: false, done: true });
  });

  it('catches up a missed day late; dm_stat/day counts due, done, late and missed per day', async () => {
    const today = localMidnight(new Date());
    // the device had its items for three days already
    await db.query(`UPDATE dm_related_item SET created_at = $2 WHERE device_asset_id = $1`, [
      device.id,
      new Date(today.getTime() - 3 * DAY),
    ]);
    const yesterday = new Date(today.getTime() - DAY);
    expect(
      await call('dm_record/create', {
        device_asset_id: device.id,
        dm_period_id: p.daily.id,
        period_start: new Date(yesterday.getTime() + 3_600_000).toISOString(),
        entries: [{ dm_item_id: item.clean.id }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^period_start/) });
    await ok('dm_record/create', {
      device_asset_id: device.id,
      dm_period_id: p.daily.id,
      period_start: yesterday.toISOString(),
      entries: [{ dm_item_id: item.clean.id }, { dm_item_id: item.volt.id, value: '12' }],
    });
    const stat = await ok<{
      list: { day: string; device_asset_id: number; due: number; done: number; late: number; missed: number }[];
    }>('dm_stat/day', {
      from: new Date(today.getTime() - 3 * DAY).toISOString(),
      to: new Date(today.getTime() + DAY).toISOString(),
      device_asset_id: device.id,
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
      product_line_id: ids.lineId,
    });
    expect(onLine.list.length).toBeGreaterThan(0);
  });

  it('a per-1,000-units item becomes due and overdue from the line output; the sweep announces it once', async () => {
    const board = new BoardSocket(hub.baseUrl, api.token!);
    await board.join(`line:${ids.lineId}`);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    for (const [back, output] of [
      [2, 600],
      [1, 650],
    ] as const)
      await db.query(
        `INSERT INTO proj_line_hour (product_line_id, hour, output) VALUES ($1, $2, $3)
         ON CONFLICT (product_line_id, hour) DO UPDATE SET output = EXCLUDED.output`,
        [ids.lineId, new Date(hour.getTime() - back * 3_600_000), output],
      );
    const seen = await enter('AS-DM-001');
    expect(seen.periods.find((x) => x.kind === 'units')).toMatchObject({ due: true, overdue: true });
    // the workers' scheduled sweep may run at the same time: whoever finds it, it is announced once
    await ok('dm_alert/sweep', {});
    await ok('dm_alert/sweep', {});
    expect(await overdueSent(p.units.id, 0)).toBe(1);
    const delta = await eventually('the overdue delta', async () =>
      board.deltas.find(
        (d) =>
          d.event === 'device.alert' &&
          (d.data as DeviceAlert).kind === 'overdue' &&
          (d.data as DeviceAlert).dm_period_id === p.units.id,
      ),
    );
    board.close();
    expect(delta.data).toMatchObject({
      device_asset_id: device.id,
      fnumber: 'AS-DM-001',
      product_line_id: ids.lineId,
      dm_period_id: p.units.id,
    });
    const standing = await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: ids.lineId });
    expect(standing.alerts.some((a) => a.kind === 'overdue' && a.dm_period_id === p.units.id)).toBe(true);
    // the record closes it
    await ok('dm_record/create', {
      device_asset_id: device.id,
      dm_period_id: p.units.id,
      entries: [{ dm_item_id: item.probe.id }],
    });
    expect((await enter('AS-DM-001')).periods.find((x) => x.kind === 'units')).toMatchObject({
      due: false,
      overdue: false,
    });
  });

  it("the workers' scheduled sweep (the same code over a pool) announces an overdue weekly item once", async () => {
    // the belt check came eight days ago and was never done: last week's window was missed, this week's is open
    await db.query(
      `UPDATE dm_related_item SET created_at = now() - interval '8 days' WHERE device_asset_id = $1 AND dm_item_id = $2`,
      [device.id, item.belt.id],
    );
    await db.query('DELETE FROM dm_overdue_sent WHERE device_asset_id = $1 AND dm_period_id = $2', [
      device.id,
      p.weekly.id,
    ]);
    const [{ last }] = (await db.query('SELECT coalesce(max(id), 0)::int AS last FROM outbox')).rows;
    const pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 2 });
    try {
      await Promise.all([sweepOverdueWithPool(pool), sweepOverdueWithPool(pool), ok('dm_alert/sweep', {})]);
    } finally {
      await pool.end();
    }
    expect(await overdueSent(p.weekly.id, last)).toBe(1);
    expect((await enter('AS-DM-001')).periods.find((x) => x.kind === 'week')).toMatchObject({ due: true });
  });

  it('a repair opens downtime: device.down reaches the line and its stations, closing sends device.up', async () => {
    const station = ids.stations['ASSY-01-DL'];
    const board = new BoardSocket(hub.baseUrl, api.token!);
    await board.join(`line:${ids.lineId}`);
    await board.join(`station:${station}`);
    const opened = await ok<Row>('dm_repair_record/create', { device_asset_id: device.id, cause: 'probe broken' });
    expect(opened).toMatchObject({ end_at: null, product_line_id: ids.lineId, cause: 'probe broken' });
    const down = await eventually('down on line and station', async () => {
      const got = board.deltas.filter((d) => d.event === 'device.alert' && (d.data as DeviceAlert).kind === 'down');
      return got.length >= 2 ? got : undefined;
    });
    expect(down.map((d) => d.room).sort()).toEqual([`line:${ids.lineId}`, `station:${station}`].sort());
    expect(down[0].data).toMatchObject({
      device_asset_id: device.id,
      dm_repair_record_id: opened.id,
      text: 'probe broken',
    });
    expect(await api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: device.id })).toMatchObject({
      status: 'repair',
    });
    expect(await call('dm_repair_record/create', { device_asset_id: device.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/already down/),
    });
    expect(await ok('dm_repair_record/latest_record', { device_asset_id: device.id })).toMatchObject({ id: opened.id });
    expect((await enter('AS-DM-001')).open_repair).toMatchObject({ id: opened.id });
    const standing = await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: ids.lineId });
    expect(standing.alerts.filter((a) => a.kind === 'down').map((a) => a.dm_repair_record_id)).toEqual([opened.id]);

    expect(await call('dm_repair_record/close', { id: opened.id, end_at: '2000-01-01T00:00:00Z' })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^end_at/),
    });
    const closed = await ok<Row>('dm_repair_record/close', {
      id: opened.id,
      action: 'replaced probe',
      parts: 'probe x2',
    });
    expect(closed).toMatchObject({ action: 'replaced probe', parts: 'probe x2', end_at: expect.any(String) });
    expect(await call('dm_repair_record/close', { id: opened.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/already closed/),
    });
    await eventually('up on the line', async () =>
      board.deltas.find(
        (d) => d.event === 'device.alert' && (d.data as DeviceAlert).kind === 'up' && d.room === `line:${ids.lineId}`,
      ),
    );
    board.close();
    expect(await api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: device.id })).toMatchObject({
      status: 'in_use',
    });
    const { rows } = await db.query('SELECT seconds, end_at FROM dm_downtime WHERE dm_repair_record_id = $1', [
      opened.id,
    ]);
    expect(rows[0].end_at).not.toBeNull();
    expect(Number(rows[0].seconds)).toBeGreaterThanOrEqual(0);
    expect(
      (await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: ids.lineId })).alerts.filter(
        (a) => a.kind === 'down',
      ),
    ).toEqual([]);

    // a repair entered afterwards (with its end) is no alert; an open one deleted sends up
    const past = await ok<Row>('dm_repair_record/create', {
      device_asset_id: device.id,
      start_at: '2026-01-01T08:00:00Z',
      end_at: '2026-01-01T09:30:00Z',
      cause: 'jam',
    });
    expect(
      (await db.query('SELECT seconds FROM dm_downtime WHERE dm_repair_record_id = $1', [past.id])).rows[0].seconds,
    ).toBe('5400');
    const again = await ok<Row>('dm_repair_record/create', { device_asset_id: device.id });
    await ok('dm_repair_record/delete', { id: again.id });
    expect(await api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: device.id })).toMatchObject({
      status: 'in_use',
    });
    const list = await ok<{ list: Row[] }>('dm_repair_record/list', { filter: `device_asset_id:${device.id}` });
    expect(list.list.map((r) => r.id).sort()).toEqual([opened.id, past.id].sort());
    expect(await ok('dm_repair_record/get', { id: past.id })).toMatchObject({ cause: 'jam' });
  });

  it('two technicians opening a repair at once: one is down, the other refused', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('dm_repair_record/create', { device_asset_id: other.id, cause: 'race' })),
    );
    expect(answers.filter((a) => a.err === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.err === 400)).toHaveLength(2);
  });
});

function dayOf(t: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

import type { DeviceAlert } from '@mes/contracts';
import { BoardSocket } from '../support/board-socket';
import { dmFixture, type Row } from '../support/dm-fixture';
import { eventually } from '../support/test-env';

// Device maintenance (issue 19, docs/device-maintenance.md): repairs open downtime (device.down to the line and its
// stations) and closing ends it; one open repair per device, also when technicians race.
describe('device maintenance: repairs', () => {
  const f = dmFixture();
  const { ok, call, enter } = f;

  it('a repair opens downtime: device.down reaches the line and its stations, closing sends f.device.up', async () => {
    const station = f.ids.stations['ASSY-01-DL'];
    const board = new BoardSocket(f.hub.baseUrl, f.api.token!);
    await board.join(`line:${f.ids.lineId}`);
    await board.join(`station:${station}`);
    const opened = await ok<Row>('dm_repair_record/create', { device_asset_id: f.device.id, cause: 'probe broken' });
    expect(opened).toMatchObject({ end_at: null, product_line_id: f.ids.lineId, cause: 'probe broken' });
    const down = await eventually('down on line and station', async () => {
      const got = board.deltas.filter((d) => d.event === 'device.alert' && (d.data as DeviceAlert).kind === 'down');
      return got.length >= 2 ? got : undefined;
    });
    expect(down.map((d) => d.room).sort()).toEqual([`line:${f.ids.lineId}`, `station:${station}`].sort());
    expect(down[0].data).toMatchObject({
      device_asset_id: f.device.id,
      dm_repair_record_id: opened.id,
      text: 'probe broken',
    });
    expect(await f.api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: f.device.id })).toMatchObject({
      status: 'repair',
    });
    expect(await call('dm_repair_record/create', { device_asset_id: f.device.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/already down/),
    });
    expect(await ok('dm_repair_record/latest_record', { device_asset_id: f.device.id })).toMatchObject({
      id: opened.id,
    });
    expect((await enter('AS-DM-001')).open_repair).toMatchObject({ id: opened.id });
    const standing = await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: f.ids.lineId });
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
        (d) => d.event === 'device.alert' && (d.data as DeviceAlert).kind === 'up' && d.room === `line:${f.ids.lineId}`,
      ),
    );
    board.close();
    expect(await f.api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: f.device.id })).toMatchObject({
      status: 'in_use',
    });
    const { rows } = await f.db.query<{ seconds: string; start_at: Date; end_at: Date }>(
      'SELECT seconds, start_at, end_at FROM dm_downtime WHERE dm_repair_record_id = $1',
      [opened.id],
    );
    // the downtime OEE reads is the repair's own span, from its opening to the close's end, in whole seconds
    expect(rows[0].start_at.toISOString()).toBe(new Date(opened.start_at as string).toISOString());
    expect(rows[0].end_at.toISOString()).toBe(new Date(closed.end_at as string).toISOString());
    const span = (rows[0].end_at.getTime() - rows[0].start_at.getTime()) / 1000;
    expect(Math.abs(Number(rows[0].seconds) - span)).toBeLessThanOrEqual(0.501);
    expect(
      (await ok<{ alerts: DeviceAlert[] }>('dm_alert/line', { product_line_id: f.ids.lineId })).alerts.filter(
        (a) => a.kind === 'down',
      ),
    ).toEqual([]);

    // a repair entered afterwards (with its end) is no alert; an open one deleted sends up
    const past = await ok<Row>('dm_repair_record/create', {
      device_asset_id: f.device.id,
      start_at: '2026-01-01T08:00:00Z',
      end_at: '2026-01-01T09:30:00Z',
      cause: 'jam',
    });
    expect(
      (await f.db.query('SELECT seconds FROM dm_downtime WHERE dm_repair_record_id = $1', [past.id])).rows[0].seconds,
    ).toBe('5400');
    const again = await ok<Row>('dm_repair_record/create', { device_asset_id: f.device.id });
    await ok('dm_repair_record/delete', { id: again.id });
    expect(await f.api.ok<Row>('/api/v1/basicdata/device_asset/get', { id: f.device.id })).toMatchObject({
      status: 'in_use',
    });
    const list = await ok<{ list: Row[] }>('dm_repair_record/list', { filter: `device_asset_id:${f.device.id}` });
    expect(list.list.map((r) => r.id).sort()).toEqual([opened.id, past.id].sort());
    expect(await ok('dm_repair_record/get', { id: past.id })).toMatchObject({ cause: 'jam' });

    // entered afterwards with its end before its start: refused naming end_at (the rule, not the constraint)
    expect(
      await call('dm_repair_record/create', {
        device_asset_id: f.device.id,
        start_at: '2026-01-02T08:00:00Z',
        end_at: '2026-01-02T07:00:00Z',
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^end_at: must not be before start_at/) });
  });

  it('two technicians opening a repair at once: one is down, the other refused', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('dm_repair_record/create', { device_asset_id: f.other.id, cause: 'race' })),
    );
    expect(answers.filter((a) => a.err === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.err === 400)).toHaveLength(2);
  });
});

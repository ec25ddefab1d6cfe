import type { ScreenBinding } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { screenCall, ScreenSocket } from '../support/screen-socket';
import { eventually } from '../support/test-env';
import { SmtFixture, type Row } from './smt-fixtures';

type Registered = { screen_id: number; screen_token: string; projection_code: string };
type Bound = { screen_id: number; binding: ScreenBinding };

// A TV bound to one SMT order (smt_order_id): it joins that order's room and its line's, nothing else, and reads the
// SMT board's data with its screen token.
describe('kanban screen bound to an SMT order', () => {
  let hub: Hub;
  let admin: ApiClient;
  let ids: DemoIds;
  let fx: SmtFixture;
  let order: Row;
  let other: Row;
  const sockets: ScreenSocket[] = [];

  const register = async () =>
    (await screenCall<Registered>(hub.baseUrl, '/api/v1/kanban/screen/register', {}, null)).data;
  const enter = (projection_code: string, target: Record<string, unknown>) =>
    admin.call<Bound>('/api/v1/kanban/enter_projection_code', { projection_code, ...target });
  const socketOf = async (token: string) => {
    const s = new ScreenSocket(hub.baseUrl, token);
    sockets.push(s);
    await s.connected();
    return s;
  };

  beforeAll(async () => {
    hub = await startBuiltHub('kanban_smt_binding');
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    ids = await demoIds(admin);
    fx = await SmtFixture.open(hub, admin);
    order = await fx.newOrder();
    other = await fx.newOrder();
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await fx?.close();
    await hub?.stop();
  });

  it('refuses an SMT order that does not exist with a 400 naming smt_order_id, before spending the code', async () => {
    const tv = await register();
    const missing = await enter(tv.projection_code, { smt_order_id: 999999 });
    expect(missing.err).toBe(400);
    expect(missing.msg).toContain('smt_order_id');
    expect((await enter(tv.projection_code, { smt_order_id: order.id, board: 'home' })).err).toBe(400);
    expect((await enter(tv.projection_code, { smt_order_id: order.id })).err).toBe(0);
  });

  it('binds by smt_order_id and joins smt_order:<id> and its line, never a worder room', async () => {
    const tv = await register();
    const socket = await socketOf(tv.screen_token);
    const binding = { board: 'smt_order', params: { smt_order_id: order.id } };
    expect(await enter(tv.projection_code, { smt_order_id: order.id })).toMatchObject({
      err: 0,
      data: { screen_id: tv.screen_id, binding },
    });
    expect(await eventually('screen.bound', async () => socket.received('screen.bound')[0])).toEqual({
      screen_id: tv.screen_id,
      binding,
    });

    expect(await socket.join(`smt_order:${order.id}`)).toMatchObject({ ok: true, room: `smt_order:${order.id}` });
    expect(await socket.join(`line:${fx.smtLineId}`)).toMatchObject({ ok: true, room: `line:${fx.smtLineId}` });
    const refused = { ok: false, error: "room: not in this screen's binding" };
    expect(await socket.join(`worder:${ids.worderId}`)).toEqual(refused);
    expect(await socket.join(`smt_order:${other.id}`)).toEqual(refused);
    expect(await socket.join(`line:${fx.otherLineId}`)).toEqual(refused);

    const detail = await screenCall<{ id: number }>(
      hub.baseUrl,
      '/api/v1/kanban/smt_order/smt_order',
      { smt_order_id: order.id },
      tv.screen_token,
    );
    expect(detail).toMatchObject({ err: 0, data: { id: order.id } });
    const hours = await screenCall(
      hub.baseUrl,
      '/api/v2/kanban/smt_order/hour_data',
      { smt_order_id: order.id },
      tv.screen_token,
    );
    expect(hours.err).toBe(0);

    // rebound from kanban management to the other order: the old order's room is left and refused
    expect(
      (await admin.call('/api/v1/kanban_mgt/screen/rebind', { screen_id: tv.screen_id, smt_order_id: 999999 })).err,
    ).toBe(400);
    await admin.ok('/api/v1/kanban_mgt/screen/rebind', { screen_id: tv.screen_id, smt_order_id: other.id });
    await eventually(
      'rebound',
      async () => socket.received<Bound>('screen.bound')[1]?.binding.params.smt_order_id === other.id,
    );
    expect(await socket.join(`smt_order:${order.id}`)).toEqual(refused);
    expect((await socket.join(`smt_order:${other.id}`)).ok).toBe(true);
  });
});

import type { ServerEvents } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

type Message = ServerEvents['station.message'];

// A supervisor's message to a station screen (issue 8): work/station/message -> outbox -> station:<id>.
describe('work/station/message', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;

  const send = (body: Record<string, unknown>) => api.call<Message>('/api/v1/work/station/message', body);

  beforeAll(async () => {
    hub = await startBuiltHub('station_message');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('refuses an unknown station (1205) and a text of more than 500 characters (400 naming text)', async () => {
    expect(await send({ station_id: 999_999, text: 'hello' })).toMatchObject({
      err: 1205,
      msg: expect.stringMatching(/^station_id:/),
    });
    const station_id = ids.stations['ASSY-01-DL'];
    expect(await send({ station_id, text: 'x'.repeat(501) })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^text:/),
    });
    expect(await send({ station_id, text: '' })).toMatchObject({ err: 400, msg: expect.stringMatching(/^text:/) });
  });

  it('pushes the message as a numbered delta to the room station:<id>', async () => {
    const station_id = ids.stations['ASSY-01-DL'];
    const board = new BoardSocket(hub.baseUrl, api.token!);
    const joined = await board.join(`station:${station_id}`);
    expect(joined).toMatchObject({ ok: true, room: `station:${station_id}` });
    const sent = await send({ station_id, text: '请注意：10 点停线换料' });
    expect(sent).toMatchObject({ err: 0, data: { station_id, text: '请注意：10 点停线换料' } });
    const delta = await eventually('the message delta', async () =>
      board.deltas.find((d) => d.event === 'station.message'),
    );
    board.close();
    expect(delta.room).toBe(`station:${station_id}`);
    expect(delta.seq).toBeGreaterThan(joined.ok ? joined.seq : 0);
    expect(delta.data).toEqual(sent.data);
    expect((delta.data as Message).by).toEqual(expect.any(Number));
  });
});

import type { ReportsDelta } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { CALL_OF, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually, requireEnv } from '../support/test-env';

// Two hubs on one Redis server, each with its own database (as two test runs or two plants may be): the room
// messages of one never reach the sockets of the other, though their rooms have the same names.
describe('two hubs on one Redis server', () => {
  const hubs: Hub[] = [];
  const apis: ApiClient[] = [];
  const ids: DemoIds[] = [];

  beforeAll(async () => {
    const worker = Number(process.env.JEST_WORKER_ID ?? '1');
    // startBuiltHub empties this jest worker's own database first: the hub on it starts last
    for (const offset of [8, 0]) {
      const url = new URL(requireEnv('MES_TEST_REDIS_URL'));
      url.pathname = `/${(worker + offset) % 16}`;
      const hub = await startBuiltHub(`redis_iso_${offset}`, { env: { REDIS_URL: url.toString() } });
      const api = new ApiClient(hub.baseUrl);
      await api.login('admin', 'admin');
      hubs.unshift(hub);
      apis.unshift(api);
      ids.unshift(await demoIds(api));
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.stop()));
  });

  it("delivers a hub's delta to its own board only", async () => {
    const [a, b] = ids;
    await startOrder(apis[0], hubs[0].env.DATABASE_URL, a.worderId);
    await startOrder(apis[1], hubs[1].env.DATABASE_URL, b.worderId);
    const boards = [new BoardSocket(hubs[0].baseUrl, apis[0].token!), new BoardSocket(hubs[1].baseUrl, apis[1].token!)];
    try {
      await boards[0].join(`worder:${a.worderId}`);
      await boards[1].join(`worder:${b.worderId}`);
      expect(a.worderId).toBe(b.worderId); // the same room name on both hubs
      const sent = await apis[0].call<{ station_log_id: number }>(CALL_OF['ASSY-01-DL'], {
        sn: a.sns[0],
        station_id: a.stations['ASSY-01-DL'],
        result: 1,
      });
      expect(sent.err).toBe(0);
      await eventually('the delta on the first hub', async () =>
        boards[0].deltas.some((d) =>
          (d.data as ReportsDelta).reports?.some((r) => r.station_log_id === sent.data.station_log_id),
        ),
      );
      // The second hub's board heard nothing: a marker delta of its own arrives, and it is the only one.
      const own = await apis[1].call<{ station_log_id: number }>(CALL_OF['ASSY-01-DL'], {
        sn: b.sns[1],
        station_id: b.stations['ASSY-01-DL'],
        result: 1,
      });
      await eventually('the delta of the second hub', async () => boards[1].deltas.length > 0);
      expect(boards[1].deltas.flatMap((d) => (d.data as ReportsDelta).reports.map((r) => r.sn))).toEqual([b.sns[1]]);
      expect(own.err).toBe(0);
    } finally {
      for (const board of boards) board.close();
    }
  });
});

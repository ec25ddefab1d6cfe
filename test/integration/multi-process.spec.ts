import type { ReportsDelta } from '@mes/contracts';
import { ApiClient, secretOf } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { Cluster } from '../support/cluster';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { eventually } from '../support/test-env';

// Two servers and two workers: a socket on one server gets, exactly once, the delta of a report posted to the other.
describe('two servers, two workers', () => {
  const cluster = new Cluster();
  let a: ApiClient;
  let b: ApiClient;
  let ids: DemoIds;

  beforeAll(async () => {
    await cluster.start('two_servers', 2, 2);
    a = new ApiClient(cluster.url(0));
    b = new ApiClient(cluster.url(1));
    await a.login('admin', 'admin');
    await b.login('admin', 'admin');
    ids = await demoIds(a);
    await startOrder(a, cluster.env.DATABASE_URL, ids.worderId);
  }, 120_000);

  afterAll(async () => {
    await cluster.stop();
  });

  it('delivers a report posted to server B to a board on server A, once', async () => {
    const board = new BoardSocket(cluster.url(0), a.token!);
    await board.join(`line:${ids.lineId}`);
    const sent: number[] = [];
    const started = Date.now();
    for (const sn of ids.sns.slice(0, 5)) {
      const answer = await b.ok<{ station_log_id: number }>(CALL_OF[FLOW[0]], {
        sn,
        station_id: ids.stations[FLOW[0]],
        result: 1,
      });
      sent.push(answer.station_log_id);
    }
    const received = () => board.deltas.flatMap((d) => (d.data as ReportsDelta).reports.map((r) => r.station_log_id));
    await eventually('all five reports', async () => sent.every((id) => received().includes(id)));
    const elapsed = Date.now() - started;
    // A sixth report is the marker. The room numbers its messages one by one (docs/events.md), so once the marker's
    // delta and every number before it are here, each message published before the marker (a duplicate of the five
    // included) has been delivered, and the count below is final.
    const marker = await b.ok<{ station_log_id: number }>(CALL_OF[FLOW[0]], {
      sn: ids.sns[5],
      station_id: ids.stations[FLOW[0]],
      result: 1,
    });
    await eventually('the marker report and every message before it', async () => {
      const at = board.deltas.find((d) =>
        (d.data as ReportsDelta).reports.some((r) => r.station_log_id === marker.station_log_id),
      );
      if (!at) return false;
      const seqs = new Set(board.deltas.map((d) => d.seq));
      const first = Math.min(...seqs);
      return Array.from({ length: at.seq - first + 1 }, (_, i) => first + i).every((n) => seqs.has(n));
    });
    board.close();
    expect(
      received()
        .filter((id) => sent.includes(id))
        .sort(),
    ).toEqual([...sent].sort());
    const seqs = board.deltas.map((d) => d.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    process.stdout.write(`two-server delivery of 5 reports: ${elapsed} ms\n`);
  });

  it('closes the sockets of a user disabled through the other server', async () => {
    const user = await a.ok<{ id: number }>('/api/v1/basicdata/user/create', {
      name: 'leaver',
      display_name: 'Leaver',
      secret: secretOf('leaver', 'pw'),
    });
    const roles = await a.ok<{ list: { id: number; fname: string }[] }>('/api/v1/basicdata/role/list', {
      filter: 'fname:operator',
    });
    await a.ok('/api/v1/basicdata/user/roles/set', { user_id: user.id, role_ids: [roles.list[0].id] });
    const leaver = new ApiClient(cluster.url(1));
    await leaver.login('leaver', 'pw');
    const board = new BoardSocket(cluster.url(1), leaver.token!);
    let closed = false;
    board.socket.on('disconnect', () => (closed = true));
    expect((await board.join('health')).ok).toBe(true);
    await a.ok('/api/v1/basicdata/user/disable', { id: user.id });
    await eventually('the socket on server B closed', async () => closed);
    expect((await leaver.call('/api/v1/basicdata/user/self')).err).toBe(900);
    board.close();
  });
});

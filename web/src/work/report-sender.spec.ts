import { ReportSender, undelivered, type Transport } from './report-sender';
import { ScanQueue } from './scan-queue';
import { memoryStorage, scan } from './fixtures';
import type { Outcome, PendingScan, ReportAnswer, ReportBody } from './work.types';

const answer = (b: ReportBody, id: number, repeated = false): ReportAnswer => ({
  station_log_id: id,
  sn: b.sn,
  worder_id: 1,
  station_id: b.station_id,
  result: b.result,
  verdict: 'pass',
  next_station: null,
  done: false,
  repeated,
});
const failure = (err: number, msg: string) => Object.assign(new Error(`${err}: ${msg}`), { err, msg });

// A server that stores each idempotency key once, behind a network that can be cut.
function fakeServer() {
  const stored = new Map<string, number>();
  const calls: string[] = [];
  let up = true;
  const refuse = new Map<string, { err: number; msg: string }>();
  const transport: Transport = async (_call, body) => {
    calls.push(body.sn);
    if (!up) throw failure(-1, 'network error');
    const no = refuse.get(body.sn);
    if (no) throw failure(no.err, no.msg);
    const seen = stored.get(body.idempotency_key);
    if (seen) return answer(body, seen, true);
    stored.set(body.idempotency_key, stored.size + 1);
    return answer(body, stored.size);
  };
  return {
    stored,
    calls,
    refuse,
    transport,
    setUp: (v: boolean) => {
      up = v;
    },
  };
}

function setup(online = () => true) {
  const server = fakeServer();
  const queue = new ScanQueue(memoryStorage());
  const late: { scan: PendingScan; outcome: Outcome }[] = [];
  const sut = new ReportSender({
    transport: server.transport,
    queue,
    online,
    onLate: (s, o) => late.push({ scan: s, outcome: o }),
  });
  return { server, queue, late, sut };
}

describe(ReportSender.name, () => {
  it('answers a verdict in one round trip while online, and a refusal with its code', async () => {
    const { server, sut } = setup();
    server.refuse.set('SN-b', { err: 1216, msg: 'already passed' });
    expect(await sut.submit(scan('a'))).toMatchObject({ kind: 'verdict', answer: { sn: 'SN-a', station_log_id: 1 } });
    expect(await sut.submit(scan('b'))).toEqual({ kind: 'refused', err: 1216, msg: 'already passed' });
  });

  it('queues scans the network lost, keeps their order, and sends each once when back', async () => {
    const { server, queue, late, sut } = setup();
    server.setUp(false);
    for (const k of ['1', '2', '3', '4', '5']) expect(await sut.submit(scan(k))).toEqual({ kind: 'queued' });
    expect(queue.size).toBe(5);
    expect(await sut.drain()).toBe(0);
    server.setUp(true);
    expect(await sut.drain()).toBe(5);
    expect(queue.size).toBe(0);
    expect(late.map((l) => l.scan.key)).toEqual(['1', '2', '3', '4', '5']);
    expect([...server.stored.keys()]).toEqual(['1', '2', '3', '4', '5']);
  });

  it('does not try while the browser is offline, and a new scan waits behind the queue', async () => {
    let online = false;
    const { server, queue, late, sut } = setup(() => online);
    expect(await sut.submit(scan('a'))).toEqual({ kind: 'queued' });
    expect(server.calls).toEqual([]);
    online = true;
    // the queued one goes first; the new one is then answered at once
    expect(await sut.submit(scan('b'))).toMatchObject({ kind: 'verdict', answer: { sn: 'SN-b' } });
    expect(late.map((l) => l.scan.key)).toEqual(['a']);
    expect(server.calls).toEqual(['SN-a', 'SN-b']);
    expect(queue.size).toBe(0);
  });

  it('marks a queued scan refused after the fact, and goes on with the rest', async () => {
    const { server, late, sut } = setup();
    server.setUp(false);
    await sut.submit(scan('a'));
    await sut.submit(scan('b'));
    server.setUp(true);
    server.refuse.set('SN-a', { err: 1215, msg: 'pass ASSY-01-DL first' });
    await sut.drain();
    expect(late.map((l) => l.outcome.kind)).toEqual(['refused', 'verdict']);
    expect(late[0].outcome).toEqual({ kind: 'refused', err: 1215, msg: 'pass ASSY-01-DL first' });
  });

  it('sends a report whose answer was lost again with its key: the server answers it as repeated, stored once', async () => {
    const { server, queue, late, sut } = setup();
    const lossy: Transport = async (call, body) => {
      await server.transport(call, body);
      throw failure(-1, 'request timed out');
    };
    const flaky = new ReportSender({ transport: lossy, queue, onLate: () => undefined });
    expect(await flaky.submit(scan('k'))).toEqual({ kind: 'queued' });
    await sut.drain();
    expect(late[0].outcome).toMatchObject({ kind: 'verdict', answer: { repeated: true, station_log_id: 1 } });
    expect(server.stored.size).toBe(1);
  });

  it('keeps the queue on 900 (log in first) and stops at the first undelivered scan', async () => {
    const { queue, sut } = setup();
    queue.push(scan('a'));
    const expired = new ReportSender({
      transport: async () => {
        throw failure(900, 'invalid token');
      },
      queue,
    });
    expect(await expired.drain()).toBe(0);
    expect(queue.size).toBe(1);
    expect(await sut.drain()).toBe(1);
  });

  it('tells undelivered failures from answers', () => {
    expect(undelivered(failure(-1, 'network error'))).toBe(true);
    expect(undelivered(failure(-1, 'request timed out'))).toBe(true);
    expect(undelivered(failure(-1, 'HTTP 502'))).toBe(true);
    expect(undelivered(failure(-1, 'HTTP 404'))).toBe(false);
    expect(undelivered(failure(-1, 'malformed answer'))).toBe(false);
    expect(undelivered(failure(1215, 'network error'))).toBe(false);
    expect(undelivered(new TypeError('Failed to fetch'))).toBe(true);
  });
});

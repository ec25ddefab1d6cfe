import pg from 'pg';
import { vccSeries } from '@mes/server/cli/simulator/vcc-signal';
import { ErrorCode, type SpcBaseline } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { Cluster } from '../support/cluster';
import { demoIds, startOrder } from '../support/factory-fixture';
import { eventually } from '../support/test-env';
import { CHARACTERISTIC, SpcLine } from '../support/spc-fixture';

const UNITS = 60;
const SIZE = 5;
type Point = { seq: number | null; n: number; vals: number[]; complete: boolean; station_log_ids: string[] };

// One characteristic fed through two servers and two workers at once (docs/spc.md, "Evaluation"): every report is
// exactly one value of exactly one point, the subgroups complete with consecutive seqs, and a hold raised through
// one server refuses the station's next report on both.
describe('SPC on two servers and two workers', () => {
  const cluster = new Cluster();
  let a: ApiClient;
  let b: ApiClient;
  let line: SpcLine;
  let pool: pg.Pool;

  beforeAll(async () => {
    await cluster.start('spc_cluster', 2, 2);
    a = new ApiClient(cluster.url(0));
    b = new ApiClient(cluster.url(1));
    await a.login('admin', 'admin');
    await b.login('admin', 'admin');
    const ids = await demoIds(a);
    await startOrder(a, cluster.env.DATABASE_URL, ids.worderId);
    pool = new pg.Pool({ connectionString: cluster.env.DATABASE_URL, max: 2 });
    line = new SpcLine(a, ids, pool);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await cluster.stop();
  });

  it('counts each concurrent report once, completes subgroups in sequence, and holds on both servers', async () => {
    const id = await line.characteristic({ chart: 'xbar_r', subgroup_size: SIZE, rules: '1', reaction: 'alarm' });
    const vcc = vccSeries({ seed: 5, driftAfter: null, driftPerUnit: 0 });
    const jobs = Array.from({ length: UNITS }, (_, i) => ({ sn: line.sn(), x: vcc(), via: i % 2 ? b : a }));
    const answers = await Promise.all(jobs.map((j) => line.unit(j.x, j.via, j.sn)));
    expect(answers.map((r) => r.err)).toEqual(jobs.map(() => 0));
    const valueOf = new Map(answers.map((r, i) => [String(r.data.station_log_id), jobs[i].x]));

    const points = await eventually('every report in a point', async () => {
      const { rows } = await pool.query<Point>(
        'SELECT seq, n, vals, complete, station_log_ids FROM spc_point WHERE characteristic_id = $1 ORDER BY seq',
        [id],
      );
      return rows.reduce((sum, p) => sum + p.n, 0) >= UNITS ? rows : undefined;
    });
    // exactly once: the sum of n is the number of reports, and no report is in two points
    expect(points.reduce((sum, p) => sum + p.n, 0)).toBe(UNITS);
    const logIds = points.flatMap((p) => p.station_log_ids.map(String));
    expect(new Set(logIds).size).toBe(logIds.length);
    expect([...logIds].sort()).toEqual([...valueOf.keys()].sort());
    // each point holds the values of its own reports, in the order it names them
    for (const p of points) expect(p.vals).toEqual(p.station_log_ids.map((l) => valueOf.get(String(l))));
    // one station: every point complete, numbered 1..UNITS/SIZE without a gap
    expect(points.every((p) => p.complete && p.n === SIZE)).toBe(true);
    expect(points.map((p) => p.seq)).toEqual(Array.from({ length: UNITS / SIZE }, (_, i) => i + 1));

    // frozen, then holding: a subgroup far off raises the alarm (through server A's reports)
    const baseline = await b.ok<SpcBaseline>(`${CHARACTERISTIC}/freeze`, { id });
    expect(baseline).toMatchObject({ from_seq: 1, to_seq: UNITS / SIZE });
    await a.ok(`${CHARACTERISTIC}/update`, { id, reaction: 'hold' });
    for (let i = 0; i < SIZE; i++) expect((await line.unit(4.5, a)).err).toBe(0);
    const [alarm] = await eventually('the alarm', async () => {
      const open = await line.openAlarms(id, b);
      return open.length > 0 ? open : undefined;
    });
    expect(alarm).toMatchObject({ rule: 1, point_seqs: [UNITS / SIZE + 1], hold: true });
    // both servers refuse the station at once
    const [viaA, viaB] = await Promise.all([line.unit(3.3, a), line.unit(3.3, b)]);
    expect([viaA.err, viaB.err]).toEqual([ErrorCode.SPC_HOLD, ErrorCode.SPC_HOLD]);
  });
});

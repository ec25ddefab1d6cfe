import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { Cluster } from '../support/cluster';

type Row = { id: number; [k: string]: unknown };
type Build = { build_id: number; replayed: boolean; count: number };
const V1 = '/api/v1/product_mgt';

// Two servers on one database build from one SN policy at the same time: the counter row, not the process, decides,
// so no number is made twice, and one idempotency key sent to both servers makes one build.
describe('numbering on two servers', () => {
  const cluster = new Cluster();
  let a: ApiClient;
  let b: ApiClient;
  let db: pg.Client;

  beforeAll(async () => {
    await cluster.start('numbering_servers', 2, 0);
    a = new ApiClient(cluster.url(0));
    b = new ApiClient(cluster.url(1));
    await a.login('admin', 'admin');
    await b.login('admin', 'admin');
    db = new pg.Client({ connectionString: cluster.env.DATABASE_URL });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await cluster.stop();
  });

  it('never makes a number twice, and one key on both servers builds once', async () => {
    const policy = await a.ok<Row>(`${V1}/sn_policy/create`, {
      fnumber: 'SNP-TWO',
      fname: 'two servers',
      rule: {
        parts: [
          { type: 'text', value: 'TWO' },
          { type: 'seq', width: 6, reset: 'never' },
        ],
      },
    });
    const [base] = (await db.query('SELECT product_id, product_line_id, workflow_id FROM worder ORDER BY id LIMIT 1'))
      .rows as Row[];
    const order = (i: number) =>
      a.ok<Row>(`${V1}/worder/create`, {
        product_id: base.product_id,
        product_line_id: base.product_line_id,
        workflow_id: base.workflow_id,
        fbillno: `WO-TWO-${i}`,
        fqty: 300,
      });
    const orders = await Promise.all([0, 1, 2, 3].map(order));
    const builds = await Promise.all(
      orders.map((o, i) =>
        (i % 2 === 0 ? a : b).ok<Build>(`${V1}/sn_policy/build`, { id: policy.id, worder_id: o.id }),
      ),
    );
    expect(builds.map((x) => x.count)).toEqual([300, 300, 300, 300]);
    const sns = (
      await db.query('SELECT sn FROM worder_sn WHERE worder_id = ANY($1)', [orders.map((o) => o.id)])
    ).rows.map((r: { sn: string }) => r.sn);
    expect(sns).toHaveLength(1200);
    expect(new Set(sns).size).toBe(1200);

    const keyed = await order(9);
    const both = await Promise.all(
      [a, b].map((c) =>
        c.ok<Build>(`${V1}/sn_policy/build`, { id: policy.id, worder_id: keyed.id, count: 10, key: 'k-1' }),
      ),
    );
    expect(both[0].build_id).toBe(both[1].build_id);
    expect(both.map((x) => x.replayed).sort()).toEqual([false, true]);
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM worder_sn WHERE worder_id = $1', [keyed.id]))
      .rows as { n: number }[];
    expect(n).toBe(10);
  });
});
